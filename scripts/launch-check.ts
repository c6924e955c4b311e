import { backendHeaders, backendUrl } from '../edge/backend/client';
import { ConfigError, parseConfig, type Config } from '../edge/config';
import { launchProblems, type LaunchSettings } from '../features/checkout/launch-check';
import { parseSettings } from '../features/settings';

// The production start's launch check (features/checkout/launch-check.ts): reads the settings
// both storefronts would serve from the backend the site will use, with the environment the
// site will run with, and lists what is missing. scripts/start.ts refuses to start on any.

export const SETTINGS_TIMEOUT_MS = 15_000;

async function readSettings(config: Config, fetcher: typeof fetch): Promise<LaunchSettings> {
  try {
    const [main, gifts] = await Promise.all(
      (['main', 'gifts'] as const).map(async (storefront) => {
        const response = await fetcher(backendUrl('/site-settings', { storefront }, config), { headers: backendHeaders({}, config), signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`GET /site-settings?storefront=${storefront} answered ${response.status}`);
        return parseSettings(await response.json()).checkout;
      }),
    );
    return { main: main!, gifts: gifts! };
  } catch (error) {
    return { error: `${config.BACKEND_URL}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** What stops this environment from starting in production, one line each (none elsewhere). */
export async function launchCheck(env: Record<string, string | undefined>, fetcher: typeof fetch = fetch): Promise<string[]> {
  let config: Config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [error.message];
    throw error;
  }
  if (config.APP_ENV !== 'production') return [];
  return launchProblems(config, await readSettings(config, fetcher)).map((problem) => problem.message);
}

// `npm run check:launch`: the same check for a deployment that starts `next start` itself
// (the Docker image, a platform): exit code 1 and one line per problem.
if (process.argv[1] && import.meta.filename === (await import('node:path')).resolve(process.argv[1])) {
  const problems = await launchCheck(process.env);
  for (const problem of problems) console.error(`launch check: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
