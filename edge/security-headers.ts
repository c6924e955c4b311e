// Security headers (SPEC §9): the same on every response (next.config.ts headers(), the
// middleware's own responses, vercel.json), plus the content security policy for IE.
//
// A nonce needs a per-request render, and content pages are static. So (docs/architecture.md
// "Security headers"): static pages carry a report-only policy with the same sources, which
// reports any script or frame from elsewhere without blocking anything; the checkout routes,
// rendered per request, carry the nonce policy ('strict-dynamic': only scripts Next marks with
// the nonce, and what they load), reported too (SPEC §9 'reported'; edge/edge-rules.ts
// checkoutRules). Both report to /api/csp-report; the hardening headers are enforced.

import { publicTurnstileScriptUrl } from './public-env';

export const CSP_REPORT_PATH = '/api/csp-report';

export interface Header {
  key: string;
  value: string;
}

/** On every response, the build's scripts, styles and fonts included: HTTPS only, no sniffing. */
export const TRANSPORT_HEADERS: readonly Header[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/** What governs a document: sent with pages and routes, not with the build's static files, where they mean nothing. */
export const DOCUMENT_HEADERS: readonly Header[] = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // Card wallets run inside Stripe's frame; nothing here uses camera, microphone or location.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=(), payment=(self "https://js.stripe.com")' },
  // PayPal's approval window needs its opener.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

export const SECURITY_HEADERS: readonly Header[] = [...TRANSPORT_HEADERS, ...DOCUMENT_HEADERS];

/**
 * Every path but the build's static files (/_next/static/: hashed scripts, styles, fonts).
 * Served over HTTP/1.1 each of a page's ten or so scripts carried the document headers and the
 * report-only policy, about 1.3 KB a file (issue 39's JS budget counts transfer).
 */
export const DOCUMENT_SOURCE = '/:path((?!_next/static/).*)';

/** Where violation reports go (the Reporting API's named endpoint, and report-uri for older browsers). */
export const REPORTING_ENDPOINTS: Header = { key: 'Reporting-Endpoints', value: `csp="${CSP_REPORT_PATH}"` };

/** The tag manager's container script (features/consent/tag-manager.ts). */
export const TAG_MANAGER_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Where the tag manager and the analytics it loads send their measurements. */
const TAG_MANAGER_CONNECT = 'https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

/**
 * The payment providers' origins, as each one's CSP guide lists them, live and sandbox (the
 * same page serves both modes): the scripts the site loads (Stripe.js, PayPal's JS SDK,
 * RevolutCheckout.js), the frames they open (card fields, 3-D Secure, approval windows) and
 * the APIs they call. Nothing else.
 */
export const PAYMENT_PROVIDER_ORIGINS = {
  script: ['https://js.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://merchant.revolut.com', 'https://sandbox-merchant.revolut.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://merchant.revolut.com', 'https://sandbox-merchant.revolut.com'],
  connect: ['https://api.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://merchant.revolut.com', 'https://sandbox-merchant.revolut.com'],
} as const;

/** Cloudflare Turnstile, the captcha (its script and its challenge frame), loaded by the checkout only. */
export const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Where the captcha's script comes from: Cloudflare, or the stand-in NEXT_PUBLIC_TURNSTILE_SCRIPT_URL
 * names (tests; inlined at build time like the widget's own copy).
 */
export function captchaOrigin(scriptUrl: string | undefined = publicTurnstileScriptUrl()): string {
  try {
    return scriptUrl ? new URL(scriptUrl).origin : CAPTCHA_ORIGIN;
  } catch {
    return CAPTCHA_ORIGIN;
  }
}

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  `report-uri ${CSP_REPORT_PATH}`,
  'report-to csp',
];

/**
 * Google Pay's payment method manifest: the wallet button's own check, before Stripe loads, asks
 * the browser with the Payment Request API whether Google Pay can pay (issue 48), and Chromium
 * fetches the manifest under the page's connect-src.
 */
export const GOOGLE_PAY_MANIFEST_ORIGINS = 'https://google.com/pay https://pay.google.com';

/**
 * The report-only policy of static pages: scripts from this site and Stripe only (Next's
 * inline bootstrap scripts cannot carry a nonce in a static page, hence 'unsafe-inline'),
 * frames from https (embeds the reader accepted). `dev` allows next dev's eval.
 */
export function staticPagePolicy(dev = false): string {
  // The captcha's script too: the donation steps are reached by client navigation from a static page.
  return [`script-src 'self' 'unsafe-inline' https://js.stripe.com ${captchaOrigin()} ${TAG_MANAGER_SCRIPT_ORIGIN}${dev ? " 'unsafe-eval'" : ''}`, "frame-src 'self' https:", `connect-src 'self' https://api.stripe.com ${GOOGLE_PAY_MANIFEST_ORIGINS} https://*.sentry.io ${TAG_MANAGER_CONNECT}`, ...COMMON_DIRECTIVES].join('; ');
}

/**
 * The consent dialog's first-paint script (features/consent/first-paint.ts), an inline script
 * in every page's HTML, static ones included, so it cannot carry a nonce: the checkout's
 * policy allows it by this hash (features/consent/first-paint.test.ts keeps the two equal).
 */
export const CONSENT_SCRIPT_HASH = "'sha256-hHVXYnoYKRXDIHR3w1rZTBQkVaBsQzIEydLnVJMUfDM='";

/**
 * The nonce policy of a checkout page rendered with `nonce` (sent report-only). `dev` allows next dev's eval.
 * The tag manager runs by nonce: the page's own script inserts it, with the nonce, so
 * 'strict-dynamic' trusts it (its origin is listed only for browsers without 'strict-dynamic').
 */
export function checkoutPolicy(nonce: string, dev = false): string {
  // Host sources are for browsers without 'strict-dynamic'; the others trust what the nonce'd
  // scripts load (loadStripe, PayPal's and Revolut's loaders, the tag manager's snippet).
  const script = `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${CONSENT_SCRIPT_HASH} ${PAYMENT_PROVIDER_ORIGINS.script.join(' ')} ${captchaOrigin()} ${TAG_MANAGER_SCRIPT_ORIGIN}${dev ? " 'unsafe-eval'" : ''}`;
  return [
    script,
    `frame-src ${PAYMENT_PROVIDER_ORIGINS.frame.join(' ')} ${captchaOrigin()}`,
    // A checkout page that leads back to its amount step keeps its own policy there: the wallet's check too.
    `connect-src 'self' ${PAYMENT_PROVIDER_ORIGINS.connect.join(' ')} ${GOOGLE_PAY_MANIFEST_ORIGINS} https://*.sentry.io ${TAG_MANAGER_CONNECT}`,
    ...COMMON_DIRECTIVES,
  ].join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The donation checkout steps (appended to an appeal URL) and the gifts shop's checkout. */
export function isCheckoutPath(pathname: string): boolean {
  return /(^|\/)checkout(\/[^/]+)?\/?$/.test(pathname);
}

/**
 * next.config.ts headers() (and vercel.json, kept equal by a test): HSTS and nosniff on every
 * response; the document headers, and for IE the report-only policy and its reporting endpoint,
 * on everything but the build's static files (`dev`: under next dev, which evaluates strings as
 * scripts). vercel.json sends all of them everywhere: on HTTP/2 a repeated header costs a byte.
 */
export function securityHeaderRules(country: 'IE' | 'GB', dev = false): { source: string; headers: Header[] }[] {
  const csp = country === 'IE' ? [{ key: 'Content-Security-Policy-Report-Only', value: staticPagePolicy(dev) }, REPORTING_ENDPOINTS] : [];
  return [
    { source: '/:path*', headers: [...TRANSPORT_HEADERS] },
    { source: DOCUMENT_SOURCE, headers: [...DOCUMENT_HEADERS, ...csp] },
  ];
}
