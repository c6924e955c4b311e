// Names shared by the edge rules (edge/edge-rules.ts, routing/decide.ts), the order route
// (edge/modes.ts) and the browser (features/common/modes.ts), and the attribution rule.
// Small and dependency-free: safe in any bundle.

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

/** An RFC 4122 UUID, as the backend checks source codes (sandbox/orders.ts). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Seconds the attribution cookie lasts (30 days). */
export const ATTRIBUTION_MAX_AGE = 30 * 86_400;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value.trim());
}

/** SPEC §2/§5: the attribution code in a `source` query, when it is a UUID (anything else is ignored). */
export function attributionFrom(search: string): string | null {
  const source = new URLSearchParams(search).get(QUERY.source);
  return isUuid(source) ? source.trim().toLowerCase() : null;
}

/** The query keys that set a mode (SPEC §6 and the preview of §2): the middleware answers them with one redirect to the URL without them. */
export const FLAG_KEYS = [QUERY.adminSecret, QUERY.paymentSecret, QUERY.testSuite, QUERY.previewMode, QUERY.previewToken] as const;
