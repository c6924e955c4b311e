// Names shared by the edge rules (edge/edge-rules.ts), the order route (edge/modes.ts) and
// the browser (features/common/modes.ts). Constants only: safe in any bundle.

export const QUERY = {
  source: 'source',
  previewMode: 'previewMode',
  previewToken: 'previewToken',
  adminSecret: 'secret',
  testSuite: 'test-suite',
  paymentSecret: 'paymentSecret',
} as const;

export const COOKIE = {
  /** The attribution source code (a UUID), read by the donation form (SPEC §3 Attribution). */
  source: 'cw_source',
  admin: 'isAdmin',
  testSuite: 'cw_test_suite',
  /** Carries a checked payment secret for one page load; the browser moves it to sessionStorage. */
  paymentSecret: 'cw_payment_secret',
} as const;

/** sessionStorage key the payment secret is moved into, out of the visible URL. */
export const PAYMENT_SECRET_STORAGE_KEY = 'cw_payment_secret';
/** The header the browser sends the stored payment secret to the order route in. */
export const PAYMENT_SECRET_HEADER = 'x-payment-secret';
