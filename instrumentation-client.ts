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

// zod (the checkout's schemas) probes for `new Function` to speed up parsing, and a strict CSP
// reports that probe as a violation even though zod catches it. Its jitless mode skips the
// probe; set through zod's global config object (what z.config writes), so no page ships zod
// just for this.
// Mutated, never replaced: zod keeps a reference to the object it finds.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
