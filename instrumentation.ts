import { loadConfig } from './edge/config';
import { reportPaymentProviders } from './features/checkout/payment/startup';

// Runs once when a server starts: a bad environment variable stops it with a message naming it.
// Sentry (server and edge) starts only when a DSN is configured (SENTRY_DSN or
// NEXT_PUBLIC_SENTRY_DSN); without one nothing is loaded.
export async function register(): Promise<void> {
  const config = loadConfig();
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    reportPaymentProviders(config);
    // Route handlers get no socket: the TCP peer's address is stamped on each request for the
    // burst limits (request/socket-address.ts).
    const [{ installSocketStamp }, http, https] = await Promise.all([import('./request/socket-address'), import('node:http'), import('node:https')]);
    installSocketStamp(http.Server.prototype);
    installSocketStamp(https.Server.prototype);
    // The routing's memory of what changed since the build, from the other instances (or from
    // before a restart), before the first request (content-sync/routing-sync.ts).
    if (process.env.NEXT_PHASE !== 'phase-production-build') await (await import('./content-sync/routing-sync')).startRoutingSync(config);
  }
  const dsn = process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (dsn) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn, environment: process.env.APP_ENV ?? 'production', tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 0) });
  }
}

/** Server rendering and route-handler errors go to Sentry when it is configured. */
export async function onRequestError(...args: unknown[]): Promise<void> {
  if (!(process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN)) return;
  const Sentry = await import('@sentry/nextjs');
  (Sentry.captureRequestError as (...a: unknown[]) => void)(...args);
}
