import { NextResponse, type NextRequest } from 'next/server';
import { loadConfig, nextEnv, type Config } from './edge/config';
import { checkoutRules, type CookieToSet } from './edge/edge-rules';
import { COOKIE, FLAGS_QUERY_HEADER, PREVIEW_MODE_SECONDS } from './edge/flags';
import { verifyModeToken } from './edge/mode-token';
import { sampled } from './edge/sample';
import { decide, type CachePolicy, type Decision, type RoutingRequest } from './routing/decide';
import { settingsChecker } from './edge/backend/reader-wait';
import { routerAsker } from './routing/ask';
import { previewAdmission, withoutCookies } from './edge/preview-check';
import { routingState } from './routing/state';
import { log } from './request/log';
import { clientAddress, vouchedForwardedFor } from './request/client-address';

// The edge rules on every request but Next's assets: routing/decide.ts says what answers it, from what routing/state.ts
// knows; only a path nobody knows, or a page with no good copy, is asked about (routing/ask.ts).

const [ask, settingsReadable] = [routerAsker(), settingsChecker()];
/** Unknown-Host warnings: one a minute at most, with the count of those left out (a scanner sends thousands). */
const unknownHost = sampled(60_000);

/** 'shared': shared caches may keep it briefly (an edit is live within seconds); browsers revalidate. */
const CACHE_CONTROL: Record<CachePolicy, string> = { shared: 'public, max-age=0, s-maxage=5', private: 'private, no-store', none: 'no-store' };
const BAD_REQUEST_HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.none };

function setCookies(response: NextResponse, cookies: CookieToSet[]): NextResponse {
  for (const { name, value, ...options } of cookies) response.cookies.set(name, value, options);
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
      const host = (request.headers.get('host') ?? '').slice(0, 255);
      if (unreported !== null) log.warn('unauthorised_host', { host, path: nextUrl.pathname.slice(0, 200), unreported }, { report: true });
      return new NextResponse(null, { status: 403, headers: { 'Cache-Control': CACHE_CONTROL.none } });
    }
    case 'bad-request':
      return new NextResponse('Bad request: the address is not valid.', { status: 400, headers: BAD_REQUEST_HEADERS });
    case 'method-not-allowed':
      return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': CACHE_CONTROL.none } });
    case 'pass':
      return NextResponse.next();
    case 'redirect': {
      // Absolute for Next, which sends a same-origin target relative again.
      const headers = { Location: new URL(decision.location, nextUrl).toString(), 'Cache-Control': CACHE_CONTROL[decision.cache] };
      return setCookies(new NextResponse(null, { status: decision.status, headers }), decision.cookies);
    }
    case 'preview': {
      // The query (a secret, a preview token) reaches the handler in a request header, not in the rewrite URL (issue 31).
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
    case 'status': { // a 429: past a minute's allowance (routing/ask.ts, edge/preview-check.ts)
      const headers = { 'Cache-Control': CACHE_CONTROL[decision.cache], ...(decision.status === 429 ? { 'Retry-After': '60' } : {}) };
      return setCookies(NextResponse.rewrite(new URL(decision.page, nextUrl), { status: decision.status, headers, ...toPage }), decision.cookies);
    }
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
  const [path, query, previewToken] = [nextUrl.pathname, nextUrl.searchParams, draftMode && request.cookies.has(COOKIE.previewToken)];
  let routingRequest: RoutingRequest = { host: request.headers.get('host'), method: request.method, path, query, draftMode, previewToken, secure };
  const context = { hosts: { main: config.MAIN_HOSTS, gifts: config.GIFTS_HOSTS }, snapshot: state.snapshot, config };
  let decision = await decide(routingRequest, context);
  let pageHeaders: Headers | undefined;
  let admission: Awaited<ReturnType<typeof previewAdmission>> = 'ok';
  if (draftMode && (decision.kind === 'render' || decision.kind === 'ask-router')) {
    // Past its allowance a preview costs no router call; its 429 page renders with no cookie (the cached page).
    admission = await previewAdmission(clientAddress(request, config), request.cookies.get(COOKIE.previewToken)?.value, nextUrl.pathname);
    if (admission !== 'ok') pageHeaders = withoutCookies(request.headers, admission === 'limited' ? 'all' : [COOKIE.previewToken]);
    const { storefront, kind } = decision, cookies = kind === 'render' ? decision.cookies : [];
    if (admission === 'limited') decision = { kind: 'status', storefront, status: 429, page: `/${storefront}/http-status/429`, cookies, cache: 'private' };
    else if (admission === 'refused') decision = await decide((routingRequest = { ...routingRequest, previewToken: false }), context);
  }
  if (decision.kind === 'ask-router') {
    const { storefront, lookupPath, probe = false } = decision;
    state.listeners.add(ask.forget);
    const [client, forwardedFor] = [clientAddress(request, config), vouchedForwardedFor(request.headers, config)];
    const answer = await ask(lookupPath, { client, forwardedFor, routing: state.snapshot[storefront], generation: state.generation });
    // A page with no good copy renders only with its settings readable (SPEC §8: else 502).
    const unreadable = probe && answer?.kind === 'entity' && !(await settingsReadable(storefront));
    decision = await decide(routingRequest, { ...context, router: unreadable ? null : answer });
  }
  const response = respond(request, decision, config, pageHeaders);
  if (admission === 'refused') response.cookies.set(COOKIE.previewToken, '', { maxAge: 0, httpOnly: true, sameSite: 'lax', secure, path: '/' });
  // A preview is its editor's alone: no shared cache (CDN, nginx) nor browser keeps any answer of it.
  if (draftMode && decision.kind !== 'pass') response.headers.set('Cache-Control', CACHE_CONTROL.private);
  return response;
}

// Not Next's build assets, nor the route handlers that take a body (Next would buffer it before the route's bounded reader
// could answer 413); they check the Host themselves (edge/host-guard.ts). A literal: Next reads it at build time.
export const config = {
  matcher: ['/((?!_next/static/|api/).*)', '/api/flags/:path*', '/api/search/:path*', '/api/checkout/address', '/api/checkout/bank'],
  runtime: 'nodejs',
};
