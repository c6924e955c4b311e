// Client-side reading of the modes the edge rules set (SPEC §6). Browser only: call these from
// effects or event handlers, never while rendering a static page.

import { COOKIE, PAYMENT_SECRET_HEADER, PAYMENT_SECRET_STORAGE_KEY } from '@/edge/flags';

/** Cookie set by the 'test-suite' query (or by the test suite itself). */
export const TEST_SUITE_COOKIE = COOKIE.testSuite;
/** Cookie set for one day when the admin secret matches (production only). */
export const ADMIN_COOKIE = COOKIE.admin;
/** Cookie the edge passes a checked payment secret in, for one page load (edge/edge-rules.ts). */
export const PAYMENT_SECRET_COOKIE = COOKIE.paymentSecret;
/** Cookie holding the attribution source code (a UUID) from a `source` query (edge/edge-rules.ts). */
export const ATTRIBUTION_COOKIE = COOKIE.source;
/** sessionStorage key the payment secret is moved into, out of the visible URL. */
export const PAYMENT_SECRET_KEY = PAYMENT_SECRET_STORAGE_KEY;
/** The header the order route reads the stored payment secret from. */
export { PAYMENT_SECRET_HEADER };

/** 'production' or 'staging', inlined at build time from APP_ENV (next.config.ts). */
export const APP_ENV: 'production' | 'staging' = process.env.NEXT_PUBLIC_APP_ENV === 'staging' ? 'staging' : 'production';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null; // a cookie someone mangled: as if it were not there
    }
  }
  return null;
}

function hasCookie(name: string): boolean {
  const value = readCookie(name);
  return value !== null && value !== '' && value !== '0';
}

/** The attribution source code the reader arrived with (`?source=<uuid>`), if any. */
export function attributionSource(): string | null {
  return readCookie(ATTRIBUTION_COOKIE) || null;
}

export function isTestSuite(): boolean {
  return hasCookie(TEST_SUITE_COOKIE);
}

export function isAdmin(): boolean {
  return hasCookie(ADMIN_COOKIE);
}

/** The payment secret moved into this tab's session, if any (sent to the order route). */
export function storedPaymentSecret(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(PAYMENT_SECRET_KEY);
  } catch {
    return null; // storage blocked: live mode
  }
}

/**
 * Which payment method options to offer: test on staging, or in production once a payment
 * secret was given. The order route checks the secret itself (edge/modes.ts): this is only
 * what the browser shows.
 */
export function paymentMode(): 'live' | 'test' {
  return APP_ENV !== 'production' || storedPaymentSecret() ? 'test' : 'live';
}
