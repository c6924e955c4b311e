import { NextResponse, type NextRequest } from 'next/server';
import { loadConfig, nextEnv, type Config } from './edge/config';
import { checkoutRules, type CookieToSet } from './edge/edge-rules';
import { COOKIE, FLAGS_QUERY_HEADER, PREVIEW_MODE_SECONDS } from './edge/flags';
import { verifyModeToken } from './edge/mode-token';
import { sampled } from './edge/sample';
import { decide, type CachePolicy, type Decision, type RoutingRequest } from './routing';
import { settingsChecker } from './edge/backend/reader-wait';
import { routerAsker } from './routing/ask';
import { keptTokenChecker } from './edge/preview-check';
import { SECRET_GUESSES, SECRET_GUESS_WINDOW_MS } from './edge/secret';
import { MemoryRateLimiter } from './request/rate-limit';
import { routingState } from './routing/state';
import { log } from './request/log';
import { clientAddress, vouchedForwardedFor } from './request/client-address';

// The edge rules on every request but Next's assets: routing/decide.ts says what answers it. A reader's
// request asks nobody (routing/state.ts); only a path nobody knows is asked about (routing/ask.ts).

const ask = routerAsker();
const settingsReadable = settingsChecker();
/**
 * Preview-mode pages a client may have a minute (issue 46 §4): anyone may turn preview on (SPEC §6), and each
 * renders past every cache and asks the router. An editor reads a few pages a minute; past this, 429.
 */
export const PREVIEW_PAGES_PER_MINUTE = 20;
const previewPages = new MemoryRateLimiter({ limit: PREVIEW_PAGES_PER_MINUTE, windowMs: 60_000 });
const keptToken = keptTokenChecker();
/**
 * Kept preview tokens the router refused, per client, in the secret-guess allowance's numbers (edge/secret.ts;
 * this instance's count: the middleware uses no Redis). Past it a kept token not known good is dropped unasked.
 */
const keptTokenGuesses = new MemoryRateLimiter({ limit: SECRET_GUESSES, windowMs: SECRET_GUESS_WINDOW_MS });
/** A kept token's check: known good passes; else one guess is counted first (given back when the router accepts or cannot say). */
async function keptTokenVerdict(token: string, path: string, client: string): Promise<'accepted' | 'refused' | 'unavailable'> {
  const known = keptToken.remembered(token);
  if (known === 'accepted') return known;
  if (!(await keptTokenGuesses.hit(client)).allowed || known === 'refused') return 'refused';
  const check = await keptToken.check(path, token);
  if (check !== 'refused') await keptTokenGuesses.refund(client);
  return check;
}

/** The request's headers for the page without the named cookies (the raw pairs kept as they came), or with none ('all'). */
function withoutCookies(request: NextRequest, names: readonly string[] | 'all'): Headers {
  const headers = new Headers(request.headers);
  const cookies = names === 'all' ? [] : (request.headers.get('cookie') ?? '').split(';');
  const kept = cookies.filter((pair) => pair.trim() && !names.includes(pair.split('=')[0]!.trim()));
  if (kept.length > 0) headers.set('cookie', kept.map((pair) => pair.trim()).join('; '));
  else headers.delete('cookie');
  return headers;
}
/** Unknown-Host warnings: at most one a minute goes to the log and the error reporter, with the count of those left out (a scanner sends thousands). */
const unknownHost = sampled(60_000);

/** 'shared': shared caches may keep it briefly (an edit is live within seconds); browsers revalidate. */
const CACHE_CONTROL: Record<CachePolicy, string> = { shared: 'public, max-age=0, s-maxage=5', private: 'private, no-store', none: 'no-store' };

function setCookies(response: NextResponse, cookies: CookieToSet[]): NextResponse {
  for (const c of cookies) response.cookies.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path });
  // A response that sets a reader's cookie is theirs alone: no shared cache keeps it.
  if (cookies.length > 0) response.headers.set('Cache-Control', CACHE_CONTROL.private);
  return response;
}

/** `pageHeaders`: the request headers the page gets instead of the reader's (a preview cookie taken out). */
function respond(request: NextRequest, decision: Decision, config: Config, pageHeaders?: Headers): NextResponse {
  const { nextUrl } = request;
  const toPage = pageHeaders ? { request: { headers: pageHeaders } } : {};
  switch (decision.kind) {
    case 'unauthorised': {
      const unreported = unknownHost();
      if (unreported !== null) log.warn('unauthorised_host', { host: (request.headers.get('host') ?? '').slice(0, 255), path: nextUrl.pathname.slice(0, 200), unreported }, { report: true });
      return new NextResponse(null, { status: 403, headers: { 'Cache-Control': CACHE_CONTROL.none } });
    }
    case 'bad-request':
      return new NextResponse('Bad request: the address is not valid.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.none } });
    case 'method-not-allowed':
      return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': CACHE_CONTROL.none } });
    case 'pass':
      return NextResponse.next();
    case 'redirect':
      // Absolute for Next, which sends a same-origin target relative again.
      return setCookies(new NextResponse(null, { status: decision.status, headers: { Location: new URL(decision.location, nextUrl).toString(), 'Cache-Control': CACHE_CONTROL[decision.cache] } }), decision.cookies);
    case 'preview': {
      // The query (a secret, a preview token) reaches the handler in a request header, not in
      // the rewrite URL, which Next echoes to the client in x-middleware-rewrite (issue 31).
      const handler = new URL(decision.handler, nextUrl);
      const headers = new Headers(request.headers);
      headers.set(FLAGS_QUERY_HEADER, handler.search);
      handler.search = '';
      return setCookies(NextResponse.rewrite(handler, { request: { headers } }), decision.cookies);
    }
    case 'render': {
      const target = new URL(`${decision.page}${nextUrl.search}`, nextUrl);
      const csp = checkoutRules({ pathname: nextUrl.pathname, country: config.DEFAULT_COUNTRY, dev: nextEnv.isDevelopment() });
      if (!csp) return setCookies(NextResponse.rewrite(target, toPage), decision.cookies);
      // SPEC §9: Next reads the nonce from the request's policy header and marks its scripts with it.
      const headers = new Headers(pageHeaders ?? request.headers);
      for (const [name, value] of Object.entries(csp.requestHeaders)) headers.set(name, value);
      const response = NextResponse.rewrite(target, { request: { headers } });
      for (const [name, value] of Object.entries(csp.responseHeaders)) response.headers.set(name, value);
      return setCookies(response, decision.cookies);
    }
    case 'status':
      return setCookies(NextResponse.rewrite(new URL(decision.page, nextUrl), { status: decision.status, headers: { 'Cache-Control': CACHE_CONTROL[decision.cache] }, ...toPage }), decision.cookies);
    case 'ask-router':
      throw new Error('The router was asked already');
  }
}

export async function middleware(request: NextRequest): Promise<NextResponse> {
  const config = loadConfig();
  const state = routingState();
  const { nextUrl } = request;
  // Preview mode (SPEC §6): the site's own cookie, signed with the build's key, set with Next's draft mode (features/content/preview.ts).
  const draftMode = await verifyModeToken(request.cookies.get(COOKIE.previewMode)?.value, 'preview', state.previewKey ?? undefined, PREVIEW_MODE_SECONDS);
  const secure = nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  let routingRequest: RoutingRequest = { host: request.headers.get('host'), method: request.method, path: nextUrl.pathname, query: nextUrl.searchParams, draftMode, previewToken: draftMode && request.cookies.has(COOKIE.previewToken), secure };
  const context = { hosts: { main: config.MAIN_HOSTS, gifts: config.GIFTS_HOSTS }, snapshot: state.snapshot, config };
  let decision = await decide(routingRequest, context);
  let pageHeaders: Headers | undefined;
  let tokenRefused = false;
  if (draftMode && (decision.kind === 'render' || decision.kind === 'ask-router')) {
    const client = clientAddress(request, config);
    // Counted before the router is asked: past the allowance a preview costs no router call, and its 429 page
    // renders as for anyone, with no cookie (out of draft mode: the cached page, no settings call either).
    if (!(await previewPages.hit(client)).allowed) {
      const { storefront } = decision;
      const cookies = decision.kind === 'render' ? decision.cookies : [];
      log.warn('preview_pages_limited', { path: nextUrl.pathname.slice(0, 200) });
      const held = respond(request, { kind: 'status', storefront, status: 429, page: `/${storefront}/http-status/429`, cookies, cache: 'none' }, config, withoutCookies(request, 'all'));
      held.headers.set('Cache-Control', CACHE_CONTROL.private);
      return held;
    }
    // A kept token the router refuses (forged, or revoked): a wrong guess, counted; the cookie dropped; the published page.
    const token = request.cookies.get(COOKIE.previewToken)?.value;
    if (token && (await keptTokenVerdict(token, nextUrl.pathname, client)) === 'refused') {
      log.warn('preview_refused', { reason: 'refused', kept: true, path: nextUrl.pathname.slice(0, 200) });
      tokenRefused = true;
      pageHeaders = withoutCookies(request, [COOKIE.previewToken]);
      routingRequest = { ...routingRequest, previewToken: false };
      decision = await decide(routingRequest, context);
    }
  }
  if (decision.kind === 'ask-router') {
    const { storefront, lookupPath, probe = false } = decision;
    state.listeners.add(ask.forget);
    const answer = await ask(lookupPath, { client: clientAddress(request, config), forwardedFor: vouchedForwardedFor(request.headers, config), routing: state.snapshot[storefront], generation: state.generation });
    // A page with no good copy renders only with its settings readable (SPEC §8: else 502).
    const unreadable = probe && answer?.kind === 'entity' && !(await settingsReadable(storefront));
    decision = await decide(routingRequest, { ...context, router: unreadable ? null : answer });
  }
  const response = respond(request, decision, config, pageHeaders);
  if (tokenRefused) response.cookies.set(COOKIE.previewToken, '', { maxAge: 0, httpOnly: true, sameSite: 'lax', secure, path: '/' });
  // A preview is its editor's alone: no shared cache (CDN, nginx) nor browser keeps any answer of it.
  if (draftMode && decision.kind !== 'pass') response.headers.set('Cache-Control', CACHE_CONTROL.private);
  return response;
}

// Not Next's build assets, nor the route handlers that take a body (Next would buffer the whole
// body for the middleware before the route's bounded reader could answer 413: security.spec.ts);
// they check the Host themselves (edge/host-guard.ts). The image optimiser and the GET handlers
// a browser calls are behind it. A literal: Next reads it at build time.
export const config = {
  matcher: ['/((?!_next/static/|api/).*)', '/api/flags/:path*', '/api/search/:path*', '/api/checkout/address', '/api/checkout/bank'],
  runtime: 'nodejs',
};
