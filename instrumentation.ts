import { loadConfig, nextEnv, type Config } from './edge/config';
import { checkCaptchaKeyAtStart, reportPaymentProviders } from './features/checkout/payment/startup';
import { clientAddressProblem } from './request/client-address';
import { log, setLogReporter } from './request/log';

// Runs once when a server starts: a bad environment variable stops it with a message naming it.
// Next builds this file for both runtimes, but here it runs on Node only (the middleware and every
// route run on the Node runtime); the runtime checks keep Node's start-up work out of the edge
// build. Sentry starts only when a DSN is configured (SENTRY_DSN, else NEXT_PUBLIC_SENTRY_DSN);
// without one nothing is loaded. With one, the log lines marked `report` (request/log.ts) go to
// Sentry too.
export async function register(): Promise<void> {
  const config = loadConfig();
  if (nextEnv.runtime() === 'nodejs') {
    reportPaymentProviders(config);
    // Issue 46: a production server that cannot know its clients' addresses does not start.
    const unverified = nextEnv.isBuildPhase() ? null : clientAddressProblem(config, config.SITE_PEER_STAMPED === '1');
    if (unverified) {
      log.error('client_address_unverified', { message: unverified });
      process.exit(1);
    }
    // The routing's memory of what changed since the build, from the other instances (or from
    // before a restart), before the first request (content-sync/routing-sync.ts).
    if (!nextEnv.isBuildPhase()) await (await import('./content-sync/routing-sync')).startRoutingSync(config);
  }
  const dsn = sentryDsn(config);
  if (dsn) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn, environment: config.APP_ENV, tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE });
    setLogReporter((level, event, data) => {
      Sentry.captureMessage(event, { level: level === 'warn' ? 'warning' : level, extra: data });
    });
  }
  // A captcha flag on without the site key: reported (to Sentry too, now installed) once the settings are read, never holding the start.
  if (nextEnv.runtime() === 'nodejs' && !nextEnv.isBuildPhase()) void checkCaptchaKeyAtStart(config).catch(() => undefined);
}

/** Server rendering and route-handler errors go to Sentry when it is configured. */
export async function onRequestError(...args: unknown[]): Promise<void> {
  if (!sentryDsn(loadConfig())) return;
  const Sentry = await import('@sentry/nextjs');
  (Sentry.captureRequestError as (...a: unknown[]) => void)(...args);
}

function sentryDsn(config: Config): string | undefined {
  return config.SENTRY_DSN || config.NEXT_PUBLIC_SENTRY_DSN;
}
