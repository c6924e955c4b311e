import { sandboxTurnstileEnv } from '../../sandbox/turnstile';
import { serverEnv, siteFor, type Country, type SiteInfo } from '../e2e/support/site';

// The smoke run's one site (`npm run test:quick`): the end-to-end tests' settings for a country
// (tests/e2e/support/site.ts), on ports and directories of its own, so it never meets an e2e
// run's servers. E2E_SLOT=n moves the ports by 10·n as for the e2e tests: :3109+10n for the site,
// :4109+10n for its sandbox (the e2e sites use the slot's first two ports).

const SLOT = Number(process.env.E2E_SLOT || 0);
const SUFFIX = SLOT ? `-${SLOT}` : '';

/** SMOKE_COUNTRY: the country the smoke site is for (IE, production mode, by default; GB runs staging). */
export const SMOKE_COUNTRY: Country = process.env.SMOKE_COUNTRY === 'GB' ? 'GB' : 'IE';

const PORT = 3109 + 10 * SLOT;
const SANDBOX_PORT = 4109 + 10 * SLOT;

export function smokeSite(): SiteInfo {
  return {
    ...siteFor(SMOKE_COUNTRY),
    port: PORT,
    mainURL: `http://localhost:${PORT}`,
    giftsURL: `http://gifts.localhost:${PORT}`,
    sandboxURL: `http://127.0.0.1:${SANDBOX_PORT}`,
  };
}

/** The environment of `scripts/start.ts` for the smoke site: the e2e site's, moved to the smoke ports. */
export function smokeServerEnv(): Record<string, string> {
  const env = serverEnv(SMOKE_COUNTRY);
  const lower = SMOKE_COUNTRY.toLowerCase();
  return {
    ...env,
    PORT: String(PORT),
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_DATA_DIR: `.data/smoke-${lower}${SUFFIX}/sandbox`,
    NEXT_DIST_DIR: `.next-smoke-${lower}${SUFFIX}`,
    // The captcha stand-in lives in the sandbox, so its addresses follow the sandbox's port.
    ...(SMOKE_COUNTRY === 'IE' ? sandboxTurnstileEnv(SANDBOX_PORT) : {}),
  };
}
