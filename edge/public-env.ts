// The variables Next inlines into the bundles at build time, the browser's included: the
// NEXT_PUBLIC_* ones and next.config.ts's `env` (NEXT_PUBLIC_BUILD_ID, NEXT_PUBLIC_APP_ENV).
// Next replaces only a literal `process.env.NAME`, so each is read here, literally, once, and
// the site imports it from here (the functions read when called, as their callers did: the
// same inlined value in a bundle, the current one in a test). This is the one place besides
// edge/config.ts that reads process.env: edge/config.ts brings zod, which must not ship to the
// browser. It validates the same variables (at build time and at start), so what is inlined
// here has passed it.

/** The build's id (content-sync/snapshot.ts makes it; next.config.ts inlines it). */
export const PUBLIC_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

/** 'production' or 'staging', from APP_ENV (next.config.ts inlines it). */
export const PUBLIC_APP_ENV: 'production' | 'staging' = process.env.NEXT_PUBLIC_APP_ENV === 'staging' ? 'staging' : 'production';

/** Sentry in the browser: the DSN ('' for none) and the share of page loads traced. */
export const PUBLIC_SENTRY_DSN = process.env.NEXT_PUBLIC_SENTRY_DSN ?? '';
export const PUBLIC_SENTRY_TRACES_SAMPLE_RATE = Number(process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE ?? 0) || 0;

/** Google Tag Manager's container id, as configured (features/consent/tag-manager.ts checks its shape). */
export const publicGtmId = (): string | undefined => process.env.NEXT_PUBLIC_GTM_ID;

/** The payment providers' publishable keys, live and test ('' for none). */
export const PUBLIC_PAYMENT_KEYS = {
  stripe: { live: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '', test: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST ?? '' },
  paypal: { live: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID ?? '', test: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID_TEST ?? '' },
  revolut: { live: process.env.NEXT_PUBLIC_REVOLUT_PUBLIC_KEY ?? '', test: process.env.NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST ?? '' },
};

/** PayPal's billing plan for monthly gifts, live and test ('' for none). */
export const PUBLIC_PAYPAL_PLAN = { live: process.env.NEXT_PUBLIC_PAYPAL_PLAN_ID ?? '', test: process.env.NEXT_PUBLIC_PAYPAL_PLAN_ID_TEST ?? '' };

/** Cloudflare Turnstile's site key and widget script ('' for none: Cloudflare's script). */
export const publicTurnstileSiteKey = (): string => process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ?? '';
export const publicTurnstileScriptUrl = (): string => process.env.NEXT_PUBLIC_TURNSTILE_SCRIPT_URL ?? '';
