import path from 'node:path';
import type { SandboxOptions } from './server';
import { syntheticCount } from './seed/synthetic';
import type { Country } from './seed/types';

// The sandbox's settings from the environment, shared by `npm run sandbox` and `npm start`.

export const DEFAULT_REVALIDATE_SECRET = 'sandbox-revalidate-secret-for-local-use-only';

export class SandboxEnvError extends Error {}

export function sandboxCountry(env: NodeJS.ProcessEnv): Country {
  const country = (env.DEFAULT_COUNTRY ?? 'IE').toUpperCase();
  if (country !== 'IE' && country !== 'GB') throw new SandboxEnvError(`DEFAULT_COUNTRY must be IE or GB (got ${JSON.stringify(env.DEFAULT_COUNTRY)})`);
  return country;
}

export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv, root: string, siteUrl = 'http://localhost:3000'): SandboxOptions {
  const country = sandboxCountry(env);
  const port = Number(env.SANDBOX_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SandboxEnvError(`SANDBOX_PORT must be a port number (got ${JSON.stringify(env.SANDBOX_PORT)})`);
  }
  return {
    port,
    country,
    dataDir: env.SANDBOX_DATA_DIR ?? path.join(root, '.data', `sandbox-${country.toLowerCase()}`),
    siteUrl: env.SITE_URL ?? siteUrl,
    revalidateSecret: env.REVALIDATE_SECRET ?? DEFAULT_REVALIDATE_SECRET,
    controlToken: env.SANDBOX_TOKEN ?? 'sandbox-token',
    previewToken: env.SANDBOX_PREVIEW_TOKEN ?? 'sandbox-preview',
    syntheticPaths: (() => {
      try {
        return syntheticCount(env.SANDBOX_SYNTHETIC_PATHS);
      } catch (error) {
        throw new SandboxEnvError((error as Error).message);
      }
    })(),
  };
}

/**
 * The APP_ENV `npm start` runs with: as set, else staging with the embedded sandbox (test
 * payments with every method, so a plain `npm start` can be given to) and production with a
 * real backend (BACKEND_URL).
 */
export function startAppEnv(env: Record<string, string | undefined>): string {
  return env.APP_ENV || (env.BACKEND_URL ? 'production' : 'staging');
}

/** The message for a sandbox that could not listen. */
export function startFailure(error: unknown, port: number): string {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `Port ${port} is already in use: stop what runs there or set SANDBOX_PORT to another port.`;
  }
  return `The sandbox backend could not start: ${error instanceof Error ? error.message : String(error)}`;
}
