// Client-side reading of the modes the edge rules set (SPEC §6). Browser only: call these from
// effects or event handlers, never while rendering a static page.

import { PUBLIC_APP_ENV } from '@/edge/public-env';
import { cookieValue } from '@/request/cookies';
import { COOKIE, LEGACY_PAYMENT_SECRET_KEY, modeTokenExpiry, PAYMENT_TOKEN_HEADER, PAYMENT_TOKEN_STORAGE_KEY } from '@/edge/flags';

/** Cookie set by the 'test-suite' query (or by the test suite itself). */
export const TEST_SUITE_COOKIE = COOKIE.testSuite;
/** Cookie set for one day when the admin secret matches (production only); holds a signed token. */
export const ADMIN_COOKIE = COOKIE.admin;
/** Cookie the flags handler passes the test-mode token in, for one page load (edge/edge-rules.ts). */
export const PAYMENT_TOKEN_COOKIE = COOKIE.paymentToken;
/** Cookie holding the attribution source code (a UUID) from a `source` query (edge/edge-rules.ts). */
export const ATTRIBUTION_COOKIE = COOKIE.source;
/** sessionStorage key the test-mode token is moved into, out of the visible URL. */
export const PAYMENT_TOKEN_KEY = PAYMENT_TOKEN_STORAGE_KEY;
/** Where a payment secret was kept before issue 31 (SessionFlags deletes it). */
export const LEGACY_PAYMENT_SECRET = LEGACY_PAYMENT_SECRET_KEY;
/** The header the order routes read the stored test-mode token from. */
export { PAYMENT_TOKEN_HEADER };

/** 'production' or 'staging', inlined at build time from APP_ENV (next.config.ts). */
export const APP_ENV: 'production' | 'staging' = PUBLIC_APP_ENV;

function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, name);
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

/**
 * The test-mode token moved into this tab's session, while it has not expired (sent to the
 * order routes). A signed token, never the payment secret (edge/mode-token.ts).
 */
export function storedPaymentToken(now: number = Date.now()): string | null {
  let token: string | null;
  try {
    token = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(PAYMENT_TOKEN_KEY);
  } catch {
    return null; // storage blocked: live mode
  }
  const expires = modeTokenExpiry(token, 'test');
  return expires !== null && expires * 1000 > now ? token : null;
}

/**
 * Which payment method options to offer: test on staging, or in production while the tab
 * holds an unexpired test-mode token. The order routes check the token's signature
 * themselves (edge/modes.ts): this is only what the browser shows.
 */
export function paymentMode(): 'live' | 'test' {
  return APP_ENV !== 'production' || storedPaymentToken() ? 'test' : 'live';
}
