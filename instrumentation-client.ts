// Browser error reporting (DESIGN "Observability"): Sentry only when NEXT_PUBLIC_SENTRY_DSN is
// set at build time, and only in recent browsers (SPEC §9; the rule is in
// features/common/recent-browser.ts). The SDK is a separate chunk, fetched once the page has
// loaded and the browser is idle, so it never competes with the first paint.

import { PUBLIC_APP_ENV, PUBLIC_SENTRY_DSN, PUBLIC_SENTRY_TRACES_SAMPLE_RATE } from './edge/public-env';
import { whenIdleAfterLoad } from './features/common/idle';
import { isRecentBrowser } from './features/common/recent-browser';

const dsn = PUBLIC_SENTRY_DSN;

if (dsn && isRecentBrowser()) {
  whenIdleAfterLoad(() => {
    void import('@sentry/nextjs').then((Sentry) => {
      Sentry.init({
        dsn,
        environment: PUBLIC_APP_ENV,
        tracesSampleRate: PUBLIC_SENTRY_TRACES_SAMPLE_RATE,
      });
    });
  });
}
