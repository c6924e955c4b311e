import type { Config } from './config';
import { ADMIN_TOKEN_SECONDS, COOKIE, FLAG_KEYS, PAYMENT_TOKEN_SECONDS, QUERY } from './flags';
import { signModeToken } from './mode-token';
import { guardedSecret, type GuessLimit, type GuessOutcome } from './secret';
import { checkoutPolicy, createNonce, isCheckoutPath } from './security-headers';

// The edge's rules (SPEC §6 admin, test-suite and payment secret, §2 preview, §9 CSP) as pure
// functions of the request, unit-tested without Next:
// - flagRules: the cookies a request whose query carries a flag gets, and its URL without
//   them (routing/decide.ts in the middleware for the test-suite flag; app/api/flags for a
//   secret or a preview, where guesses are counted per client and draft mode can be set);
// - checkoutRules: the nonce policy middleware.ts reports for the checkout pages.

export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds; 0 deletes; absent = for the browser session. */
  maxAge?: number;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  secure: boolean;
  path: '/';
}

/** What a request asks of preview (SPEC §6): on or off, and the token to check with the backend. */
export interface PreviewRequest {
  on: boolean;
  /**
   * The previewMode query itself turned it on: preview mode stays on whatever the backend says
   * of the token. False for a token alone (the editors' links of before): a refused one turns
   * nothing on.
   */
  byMode: boolean;
  /** The editor's token (checked with the backend before it is used); null: none usable. */
  token: string | null;
}

/** What a request with SPEC §6 flags in its query gets: cookies, then back to its clean URL. */
export interface FlagDecision {
  /** The URL the reader asked for, without the flags (secrets never stay in a URL). */
  location: string;
  cookies: CookieToSet[];
  /** Preview on (with a token to check) or off; null when not asked. */
  preview: PreviewRequest | null;
  /**
   * The client is over its limit of secret guesses and sent a wrong one: it gets 429 and
   * nothing is set. A right secret always passes (edge/secret.ts, issue 46).
   */
  locked: { retryAfterSeconds: number } | null;
}

export interface FlagRequest {
  /** The reader's URL, flags included. */
  url: URL;
  secure: boolean;
  config: Pick<Config, 'ADMIN_SECRET' | 'PAYMENT_SECRET' | 'APP_ENV'>;
  /**
   * This client's allowance of secret guesses (edge/secret.ts). Absent where guesses cannot
   * be counted (the middleware, which hands secrets to app/api/flags): a secret sets nothing.
   */
  guesses?: GuessLimit | null;
  now?: number;
}

const isOff = (value: string) => ['0', 'false', 'off'].includes(value.trim().toLowerCase());

/**
 * The preview a URL asks for (SPEC §6 'Preview mode: set by a previewMode query'): previewMode
 * turns it on ('0', 'false', 'off' turn it off) and a previewToken comes with it to be checked;
 * a token alone turns it on too (the editor's links of before). Null when it asks for none.
 */
export function previewRequestOf(url: URL): PreviewRequest | null {
  const token = url.searchParams.get(QUERY.previewToken);
  const mode = url.searchParams.get(QUERY.previewMode);
  if (token === null && mode === null) return null;
  const usable = token !== null && token.length > 0 && token.length <= 512 ? token : null;
  const on = mode !== null ? !isOff(mode) : usable !== null;
  return { on, byMode: on && mode !== null, token: on ? usable : null };
}

/** The request carries a secret to check: only a route handler, which counts guesses, may answer it. */
export function hasSecret(query: URLSearchParams): boolean {
  return query.has(QUERY.adminSecret) || query.has(QUERY.paymentSecret);
}

export async function flagRules({ url, secure, config, guesses = null, now = Date.now() }: FlagRequest): Promise<FlagDecision> {
  const cookie = (name: string, value: string, options: Partial<CookieToSet> = {}): CookieToSet => ({ name, value, httpOnly: false, sameSite: 'lax', secure, path: '/', ...options });
  const params = url.searchParams;
  const cookies: CookieToSet[] = [];
  const clean = new URL(url);
  for (const key of FLAG_KEYS) clean.searchParams.delete(key);
  const location = `${clean.pathname}${clean.search}`;
  const outcomes: GuessOutcome[] = [];

  // SPEC §6: admin only in production, only with the server's secret; the cookie (read by the
  // tag manager) holds a signed one-day token, never the secret.
  if (params.has(QUERY.adminSecret) && config.APP_ENV === 'production') {
    const outcome = await guardedSecret(params.get(QUERY.adminSecret), config.ADMIN_SECRET, guesses);
    outcomes.push(outcome);
    if (outcome.kind === 'right') cookies.push(cookie(COOKIE.admin, await signModeToken('admin', config.ADMIN_SECRET!, ADMIN_TOKEN_SECONDS, now), { maxAge: ADMIN_TOKEN_SECONDS }));
  }

  // SPEC §6: a right payment secret turns on test mode for the session: a session cookie with
  // a signed test-mode token, which the page's script moves into the tab's session storage
  // (and clears); a client without scripts keeps the cookie, which the order routes read too.
  // A wrong one is dropped.
  if (params.has(QUERY.paymentSecret) && !outcomes.some((o) => o.kind === 'locked')) {
    const outcome = await guardedSecret(params.get(QUERY.paymentSecret), config.PAYMENT_SECRET, guesses);
    outcomes.push(outcome);
    if (outcome.kind === 'right') cookies.push(cookie(COOKIE.paymentToken, await signModeToken('test', config.PAYMENT_SECRET!, PAYMENT_TOKEN_SECONDS, now), { sameSite: 'strict' }));
  }

  const locked = outcomes.find((o) => o.kind === 'locked');
  if (locked) return { location, cookies: [], preview: null, locked: { retryAfterSeconds: locked.retryAfterSeconds } };

  // SPEC §6: test-suite mode by query (the cookie then keeps it on; '?test-suite=0' turns it off).
  if (params.has(QUERY.testSuite)) {
    cookies.push(isOff(params.get(QUERY.testSuite)!) ? cookie(COOKIE.testSuite, '', { maxAge: 0 }) : cookie(COOKIE.testSuite, '1'));
  }

  return { location, cookies, preview: previewRequestOf(url), locked: null };
}

/**
 * Headers a checkout page gets from the middleware, for IE: SPEC §9's nonce policy, reported
 * (Content-Security-Policy-Report-Only, to /api/csp-report), not enforced: the providers'
 * origins are a hand-written list, and one a real provider needs but the list lacks must show
 * up in the reports, not break a payment. The request header is Next's own reading of the
 * nonce (it marks its scripts with it); it overwrites any a client sent.
 */
export function checkoutRules({ pathname, country, dev = false, nonce = createNonce }: { pathname: string; country: 'IE' | 'GB'; dev?: boolean; nonce?: () => string }): { requestHeaders: Record<string, string>; responseHeaders: Record<string, string> } | null {
  if (country !== 'IE' || !isCheckoutPath(pathname)) return null;
  const policy = checkoutPolicy(nonce(), dev);
  return { requestHeaders: { 'content-security-policy': policy }, responseHeaders: { 'Content-Security-Policy-Report-Only': policy } };
}
