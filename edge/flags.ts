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
  /** SPEC §6: one day; holds a signed admin token (edge/mode-token.ts), never the secret. */
  admin: 'isAdmin',
  testSuite: 'cw_test_suite',
  /**
   * The editor's preview token, once the backend accepted it (httpOnly, for the browser
   * session). Preview mode itself (SPEC §6) is Next's draft mode for the pages, and for the
   * middleware this site's own signed cookie, `previewMode`, set and cleared with it.
   */
  previewToken: 'cw_preview_token',
  /** Preview mode (SPEC §6) as the middleware reads it: a signed token of the build's key (edge/mode-token.ts), httpOnly, for the session. */
  previewMode: 'cw_preview_mode',
  /** Set by previewMode before issue 37 and read by nothing: deleted where it is left. */
  legacyPreview: 'cw_preview',
  /**
   * Carries the signed test-mode token a right payment secret earns (never the secret) for
   * one page load; the browser moves it to sessionStorage.
   */
  paymentToken: 'cw_payment_token',
} as const;

/** Where the payment secret itself was kept before issue 31: the browser deletes what is left there. */
export const LEGACY_PAYMENT_SECRET_KEY = 'cw_payment_secret';

/** sessionStorage key the test-mode token is moved into, out of the visible URL. */
export const PAYMENT_TOKEN_STORAGE_KEY = 'cw_payment_token';
/** The header the browser sends the stored test-mode token to the order routes in. */
export const PAYMENT_TOKEN_HEADER = 'x-payment-token';

/** How long the tokens last: the admin cookie's day (SPEC §9), and a tester's working day. */
export const ADMIN_TOKEN_SECONDS = 86_400;
export const PAYMENT_TOKEN_SECONDS = 8 * 3_600;
/** Preview mode's token lasts a day at most (its cookie, the browser session; a deploy ends it sooner). */
export const PREVIEW_MODE_SECONDS = 86_400;

/**
 * When a mode token (edge/mode-token.ts) says it expires, in unix seconds; null for anything
 * else. The browser reads it to show a mode only while the server would still accept it; it
 * cannot check the signature (the server does).
 */
export function modeTokenExpiry(token: string | null | undefined, mode: 'admin' | 'test'): number | null {
  const match = /^(admin|test)\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token ?? '');
  return match && match[1] === mode ? Number(match[2]) : null;
}

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

/**
 * The flags query of a page request the middleware hands to app/api/flags: in a request
 * header, so the rewrite URL (which Next echoes in x-middleware-rewrite) holds no secret.
 */
export const FLAGS_QUERY_HEADER = 'x-flags-query';

/** The query keys that set a mode (SPEC §6 and the preview of §2): the middleware answers them with one redirect to the URL without them. */
export const FLAG_KEYS = [QUERY.adminSecret, QUERY.paymentSecret, QUERY.testSuite, QUERY.previewMode, QUERY.previewToken] as const;
