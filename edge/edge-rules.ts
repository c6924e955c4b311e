import type { Config } from './config';
import { COOKIE, QUERY } from './flags';
import { sameSecret } from './secret';
import { checkoutPolicy, createNonce, isCheckoutPath } from './security-headers';
import { hostName } from './storefront';

// The middleware's rules (SPEC §2 source and preview, §6 admin, test-suite and payment
// secret, §9 CSP) as one pure function of the request: what to set, strip or rewrite.
// middleware.ts only turns the decision into a NextResponse. Its matcher is narrow: it runs
// only for requests that carry one of these query flags or ask for a checkout page, so a
// plain page view never pays for it (docs/architecture.md "Edge rules").

export { COOKIE, QUERY };

const ONE_DAY_SECONDS = 86_400; // SPEC §9: admin cookie 1 day (864e5 ms)
const ATTRIBUTION_SECONDS = 30 * ONE_DAY_SECONDS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export interface EdgeDecision {
  /** 'next': serve as asked; 'redirect': 307 to `location` (flags taken out of the URL); 'rewrite': serve `location` instead. */
  action: 'next' | 'redirect' | 'rewrite';
  location: string | null;
  cookies: CookieToSet[];
  /** Headers for Next's render (the nonce's CSP, which Next reads to mark its scripts; the preview's path and token). */
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
}

export interface EdgeRequest {
  url: URL;
  host: string | null;
  config: Pick<Config, 'ADMIN_SECRET' | 'PAYMENT_SECRET' | 'APP_ENV' | 'DEFAULT_COUNTRY' | 'MAIN_HOSTS' | 'GIFTS_HOSTS'>;
  dev?: boolean;
  nonce?: () => string;
}

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value.trim());
}

const isOff = (value: string) => ['0', 'false', 'off'].includes(value.trim().toLowerCase());

/** The preview a request asks for: draft mode on with a token, or off; null when it asks for none. */
export function previewRequestOf(url: URL): { path: string; token: string | null } | null {
  const token = url.searchParams.get(QUERY.previewToken);
  const mode = url.searchParams.get(QUERY.previewMode);
  if (token === null && mode === null) return null;
  const back = new URL(url);
  back.searchParams.delete(QUERY.previewToken);
  back.searchParams.delete(QUERY.previewMode);
  const on = token !== null && token.length > 0 && token.length <= 512 && !(mode !== null && isOff(mode));
  return { path: `${back.pathname}${back.search}`, token: on ? token : null };
}

/** Request headers app/api/preview reads (a middleware rewrite keeps the original query, so they travel as headers). */
export const PREVIEW_HEADERS = { path: 'x-preview-path', token: 'x-preview-token' } as const;

export async function edgeRules({ url, host, config, dev = false, nonce = createNonce }: EdgeRequest): Promise<EdgeDecision> {
  const decision: EdgeDecision = { action: 'next', location: null, cookies: [], requestHeaders: {}, responseHeaders: {} };
  const name = hostName(host);
  // An unknown host gets nothing here: the rewrites answer it 403 with an empty body.
  if (!config.MAIN_HOSTS.includes(name) && !config.GIFTS_HOSTS.includes(name)) return decision;

  const secure = url.protocol === 'https:';
  const cookie = (name: string, value: string, options: Partial<CookieToSet> = {}): CookieToSet => ({ name, value, httpOnly: false, sameSite: 'lax', secure, path: '/', ...options });
  const params = url.searchParams;
  const strip = new Set<string>();

  // SPEC §2/§5: a source code that is a UUID becomes the attribution cookie; others are ignored.
  const source = params.get(QUERY.source);
  if (isUuid(source)) decision.cookies.push(cookie(COOKIE.source, source.trim().toLowerCase(), { maxAge: ATTRIBUTION_SECONDS }));

  // SPEC §6: admin only in production, only with the server's secret; the secret never stays in the URL.
  if (params.has(QUERY.adminSecret)) {
    strip.add(QUERY.adminSecret);
    if (config.APP_ENV === 'production' && (await sameSecret(params.get(QUERY.adminSecret), config.ADMIN_SECRET))) {
      decision.cookies.push(cookie(COOKIE.admin, '1', { maxAge: ONE_DAY_SECONDS }));
    }
  }

  // SPEC §6: test-suite mode by query (the cookie then keeps it on; '?test-suite=0' turns it off).
  if (params.has(QUERY.testSuite)) {
    strip.add(QUERY.testSuite);
    decision.cookies.push(isOff(params.get(QUERY.testSuite)!) ? cookie(COOKIE.testSuite, '', { maxAge: 0 }) : cookie(COOKIE.testSuite, '1'));
  }

  // SPEC §6: a right payment secret goes to the tab's session (through a one-minute cookie the
  // page's script moves there) and out of the visible URL; a wrong one is just dropped.
  if (params.has(QUERY.paymentSecret)) {
    strip.add(QUERY.paymentSecret);
    const secret = params.get(QUERY.paymentSecret)!;
    if (await sameSecret(secret, config.PAYMENT_SECRET)) decision.cookies.push(cookie(COOKIE.paymentSecret, secret, { maxAge: 60, sameSite: 'strict' }));
  }

  const preview = previewRequestOf(url);
  if (preview) {
    decision.action = 'rewrite';
    decision.location = '/api/preview';
    decision.requestHeaders[PREVIEW_HEADERS.path] = preview.path;
    if (preview.token) decision.requestHeaders[PREVIEW_HEADERS.token] = preview.token;
  } else if (strip.size > 0) {
    const clean = new URL(url);
    for (const key of strip) clean.searchParams.delete(key);
    decision.action = 'redirect';
    decision.location = `${clean.pathname}${clean.search}${clean.hash}`;
  } else if (config.DEFAULT_COUNTRY === 'IE' && isCheckoutPath(url.pathname)) {
    // SPEC §9: the nonce-based policy, enforced on the per-request checkout pages (IE).
    const policy = checkoutPolicy(nonce(), dev);
    decision.requestHeaders['content-security-policy'] = policy;
    decision.responseHeaders['Content-Security-Policy'] = policy;
  }
  // A response that sets a cookie is this reader's alone: no shared cache may keep it.
  if (decision.cookies.length > 0) decision.responseHeaders['Cache-Control'] = 'private, no-store';
  return decision;
}
