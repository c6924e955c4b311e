import { backendHeaders, backendUrl } from '../edge/backend/client';
import { ConfigError, parseConfig, type Config } from '../edge/config';
import { launchProblems, type LaunchSettings } from '../features/checkout/launch-check';
import { parseSettings } from '../features/settings';
import { clientAddressProblem } from '../request/client-address';
import { log } from '../request/log';

// The production start's launch check (features/checkout/launch-check.ts): reads the settings
// both storefronts would serve from the backend the site will use, with the environment the
// site will run with, and lists what is missing. scripts/start.ts refuses to start on any.
//
// Issue 37: only configuration that is missing or wrong refuses the start (an invalid variable,
// a short secret, a captcha flag without its keys, a payment type without a method, a backend
// that refuses the site's credentials or has no /site-settings at BACKEND_URL). A backend that
// cannot be reached, answers 5xx or 429, times out or answers something unreadable leaves the
// settings *unchecked*: the site starts anyway (its cached pages serve readers), and
// recheckLaunch below reads them again until it can, then applies the same checks.

export const SETTINGS_TIMEOUT_MS = 15_000;
/** How often a start that could not read the settings tries again. */
export const RECHECK_MS = 30_000;

export type LaunchOutcome =
  /** Nothing stops the start (or not production). */
  | { kind: 'ok' }
  /** Configuration missing or wrong: one line each. */
  | { kind: 'refused'; problems: string[] }
  /** The backend could not be read now: nothing wrong found, the settings' checks not made. */
  | { kind: 'unchecked'; reason: string };

type Read = { settings: LaunchSettings } | { unavailable: string };

/** A backend answer that says the site's configuration is wrong (not a passing failure). */
function refusesConfiguration(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429;
}

class Unavailable extends Error {}

async function readSettings(config: Config, fetcher: typeof fetch): Promise<Read> {
  try {
    const [main, gifts] = await Promise.all(
      (['main', 'gifts'] as const).map(async (storefront) => {
        const where = `GET /site-settings?storefront=${storefront}`;
        let response: Response;
        try {
          response = await fetcher(backendUrl('/site-settings', { storefront }, config), { headers: backendHeaders({}, config), signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS) });
        } catch (error) {
          const name = error instanceof Error ? error.name : '';
          throw new Unavailable(name === 'TimeoutError' || name === 'AbortError' ? `${where} had no answer within ${SETTINGS_TIMEOUT_MS / 1000} s` : `${where} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (refusesConfiguration(response.status)) {
          await response.body?.cancel().catch(() => undefined);
          throw new Error(`${where} answered ${response.status}: check BACKEND_URL, BACKEND_CONSUMER_ID, BACKEND_HTTP_AUTH and BACKEND_SECRET`);
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new Unavailable(`${where} answered ${response.status}`);
        }
        const body: unknown = await response.json().catch(() => {
          throw new Unavailable(`${where} answered something that is not JSON`);
        });
        return parseSettings(body).checkout;
      }),
    );
    return { settings: { main: main!, gifts: gifts! } };
  } catch (error) {
    const text = `${config.BACKEND_URL}: ${error instanceof Error ? error.message : String(error)}`;
    return error instanceof Unavailable ? { unavailable: text } : { settings: { error: text } };
  }
}

/** What stops this environment from starting in production (nothing elsewhere), or that the settings could not be read. */
export async function launchCheck(env: Record<string, string | undefined>, fetcher: typeof fetch = fetch, { peerStamped = false } = {}): Promise<LaunchOutcome> {
  let config: Config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { kind: 'refused', problems: [error.message] };
    throw error;
  }
  if (config.APP_ENV !== 'production') return { kind: 'ok' };
  // `peerStamped`: the site is served by scripts/serve.mjs (issue 46; request/client-address.ts).
  const address = clientAddressProblem(config, peerStamped);
  if (address) return { kind: 'refused', problems: [address] };
  const read = await readSettings(config, fetcher);
  if ('unavailable' in read) return { kind: 'unchecked', reason: read.unavailable };
  const problems = launchProblems(config, read.settings).map((problem) => problem.message);
  return problems.length > 0 ? { kind: 'refused', problems } : { kind: 'ok' };
}

export interface RecheckOptions {
  everyMs?: number;
  fetcher?: typeof fetch;
  /** As launchCheck's: the site is served by scripts/serve.mjs. */
  peerStamped?: boolean;
}

/**
 * After a start with the settings unchecked: reads them again every `everyMs` until it can,
 * then applies the launch check once. Passing logs `launch_check_passed`; a configuration
 * problem logs `launch_check_failed` (error, naming each problem) and the instance keeps
 * serving: stopping it would turn what is wrong with one kind of order into a full outage,
 * and its supervisor's restart would then refuse to start (docs/runbook.md says what to do).
 * `stop()` ends the checking; `done` settles with the outcome that ended it.
 */
export function recheckLaunch(env: Record<string, string | undefined>, { everyMs = RECHECK_MS, fetcher = fetch, peerStamped = false }: RecheckOptions = {}): { stop(): void; done: Promise<LaunchOutcome | null> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let settle: (outcome: LaunchOutcome | null) => void = () => {};
  const done = new Promise<LaunchOutcome | null>((resolve) => (settle = resolve));
  let attempts = 0;
  const attempt = async () => {
    attempts += 1;
    const outcome = await launchCheck(env, fetcher, { peerStamped }).catch((error: unknown): LaunchOutcome => ({ kind: 'unchecked', reason: error instanceof Error ? error.message : String(error) }));
    if (stopped) return;
    if (outcome.kind === 'unchecked') {
      timer = setTimeout(() => void attempt(), everyMs);
      return;
    }
    if (outcome.kind === 'ok') log.info('launch_check_passed', { attempts });
    else log.error('launch_check_failed', { problems: outcome.problems, attempts, action: 'still serving; fix what is named and restart the instances one at a time (docs/runbook.md)' });
    settle(outcome);
  };
  timer = setTimeout(() => void attempt(), everyMs);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      settle(null);
    },
    done,
  };
}

// `npm run check:launch`: the same check for a deployment that starts the site itself (the
// Docker image, a platform), before it switches traffic. `--serve` says it runs
// scripts/serve.mjs (the Docker image does); without it, plain `next start` is assumed, where
// the address source 'socket' is refused (issue 46). Exit code 1 and one line per
// problem; exit code 2 when the settings could not be read (nothing wrong found, nothing
// checked: try again when the backend answers). 0 only for a checked configuration.
if (process.argv[1] && import.meta.filename === (await import('node:path')).resolve(process.argv[1])) {
  const outcome = await launchCheck(process.env, fetch, { peerStamped: process.argv.includes('--serve') });
  if (outcome.kind === 'refused') for (const problem of outcome.problems) console.error(`launch check: ${problem}`);
  if (outcome.kind === 'unchecked') console.error(`launch check: the site settings could not be read (${outcome.reason}): the captcha flags and payment methods are unchecked. Run it again when the backend answers.`);
  process.exit(outcome.kind === 'refused' ? 1 : outcome.kind === 'unchecked' ? 2 : 0);
}
