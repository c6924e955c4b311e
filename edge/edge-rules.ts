import type { Config } from './config';
import { COOKIE, FLAG_KEYS, QUERY } from './flags';
import { sameSecret } from './secret';
import { checkoutPolicy, createNonce, isCheckoutPath } from './security-headers';

// The edge's rules (SPEC §6 admin, test-suite and payment secret, §2 preview, §9 CSP) as pure
// functions of the request, unit-tested without Next:
// - flagRules: the cookies a request whose query carries a flag gets, and its URL without
//   them (routing/decide.ts in the middleware; app/api/flags when draft mode is asked for);
// - checkoutRules: the nonce policy middleware.ts gives the checkout pages.

const ONE_DAY_SECONDS = 86_400; // SPEC §9: admin cookie 1 day (864e5 ms)

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

/** What a request with SPEC §6 flags in its query gets: cookies, then back to its clean URL. */
export interface FlagDecision {
  /** The URL the reader asked for, without the flags (secrets never stay in a URL). */
  location: string;
  cookies: CookieToSet[];
  /** Draft mode on (with the token to forward to the router) or off; null when not asked. */
  preview: { token: string | null } | null;
}

export interface FlagRequest {
  /** The reader's URL, flags included. */
  url: URL;
  secure: boolean;
  config: Pick<Config, 'ADMIN_SECRET' | 'PAYMENT_SECRET' | 'APP_ENV'>;
}


const isOff = (value: string) => ['0', 'false', 'off'].includes(value.trim().toLowerCase());

/** The preview a URL asks for: draft mode on with a token, or off; null when it asks for none. */
export function previewRequestOf(url: URL): { token: string | null } | null {
  const token = url.searchParams.get(QUERY.previewToken);
  const mode = url.searchParams.get(QUERY.previewMode);
  if (token === null && mode === null) return null;
  const on = token !== null && token.length > 0 && token.length <= 512 && !(mode !== null && isOff(mode));
  return { token: on ? token : null };
}

export async function flagRules({ url, secure, config }: FlagRequest): Promise<FlagDecision> {
  const cookie = (name: string, value: string, options: Partial<CookieToSet> = {}): CookieToSet => ({ name, value, httpOnly: false, sameSite: 'lax', secure, path: '/', ...options });
  const params = url.searchParams;
  const cookies: CookieToSet[] = [];

  // SPEC §6: admin only in production, only with the server's secret.
  if (params.has(QUERY.adminSecret) && config.APP_ENV === 'production' && (await sameSecret(params.get(QUERY.adminSecret), config.ADMIN_SECRET))) {
    cookies.push(cookie(COOKIE.admin, '1', { maxAge: ONE_DAY_SECONDS }));
  }

  // SPEC §6: test-suite mode by query (the cookie then keeps it on; '?test-suite=0' turns it off).
  if (params.has(QUERY.testSuite)) {
    cookies.push(isOff(params.get(QUERY.testSuite)!) ? cookie(COOKIE.testSuite, '', { maxAge: 0 }) : cookie(COOKIE.testSuite, '1'));
  }

  // SPEC §6: a right payment secret turns on test mode for the session: a session cookie,
  // which the page's script moves into the tab's session storage (and clears); a client
  // without scripts keeps the cookie, which the order routes read too. A wrong one is dropped.
  const secret = params.get(QUERY.paymentSecret);
  if (secret !== null && (await sameSecret(secret, config.PAYMENT_SECRET))) cookies.push(cookie(COOKIE.paymentSecret, secret, { sameSite: 'strict' }));

  const clean = new URL(url);
  for (const key of FLAG_KEYS) clean.searchParams.delete(key);
  return { location: `${clean.pathname}${clean.search}`, cookies, preview: previewRequestOf(url) };
}

/** Headers a checkout page gets from the middleware: SPEC §9's nonce policy, enforced, for IE. */
export function checkoutRules({ pathname, country, dev = false, nonce = createNonce }: { pathname: string; country: 'IE' | 'GB'; dev?: boolean; nonce?: () => string }): { requestHeaders: Record<string, string>; responseHeaders: Record<string, string> } | null {
  if (country !== 'IE' || !isCheckoutPath(pathname)) return null;
  const policy = checkoutPolicy(nonce(), dev);
  // Next reads the nonce from the request's policy header and marks its scripts with it.
  return { requestHeaders: { 'content-security-policy': policy }, responseHeaders: { 'Content-Security-Policy': policy } };
}
