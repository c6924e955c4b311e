// Browser error reporting (DESIGN "Observability"): Sentry only when NEXT_PUBLIC_SENTRY_DSN is
// set at build time; otherwise nothing is loaded. The SDK is a separate chunk, fetched after
// the page is interactive, so it costs no first-load JavaScript.

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: process.env.NEXT_PUBLIC_APP_ENV,
      tracesSampleRate: Number(process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE ?? 0),
    });
  });
}
