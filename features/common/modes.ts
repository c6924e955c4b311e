// Client-side reading of the modes the edge rules set (SPEC §6). Browser only: call these from
// effects or event handlers, never while rendering a static page.

/** Cookie set by the 'test-suite' query (or by the test suite itself). */
export const TEST_SUITE_COOKIE = 'cw_test_suite';
/** Cookie set for one day when the admin secret matches (production only). */
export const ADMIN_COOKIE = 'isAdmin';
/** sessionStorage key the payment secret is moved into, out of the visible URL. */
export const PAYMENT_SECRET_KEY = 'cw_payment_secret';
/** The query parameter that carries the payment secret. */
export const PAYMENT_SECRET_QUERY = 'paymentSecret';
/** The header the order route reads the stored payment secret from. */
export const PAYMENT_SECRET_HEADER = 'x-payment-secret';

/** 'production' or 'staging', inlined at build time from APP_ENV (next.config.ts). */
export const APP_ENV: 'production' | 'staging' = process.env.NEXT_PUBLIC_APP_ENV === 'staging' ? 'staging' : 'production';

function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const [key, value] = part.trim().split('=');
    return key === name && value !== undefined && value !== '' && value !== '0';
  });
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
