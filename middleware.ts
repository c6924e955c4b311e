import { NextResponse, type NextRequest } from 'next/server';
import { loadConfig, nextEnv, type Config } from './edge/config';
import { checkoutRules, type CookieToSet } from './edge/edge-rules';
import { FLAGS_QUERY_HEADER } from './edge/flags';
import { findRedirect } from './edge/redirects';
import { decide, isPassThrough, type CachePolicy, type Decision, type RouterAnswer, type RoutingRequest } from './routing';
import { originKnownPaths } from './routing/known-paths';
import { edgeConfigSource, liveRouting, originSource, type LiveRoutingHolder } from './routing/live';
import { vouchedForwardedFor } from './request/client-address';
import { log } from './request/log';
import { PUBLIC_BUILD_ID } from './edge/public-env';
import { redirectLoops } from './routing/redirect-loop';
import { LOGGED_PATH_LENGTH, routerAsker } from './routing/router-cache';
import { EMPTY_EDGE_TABLE, type EdgeRouteTable } from './routing/snapshot';

// The edge as the design card draws it: every request but Next's static assets comes here,
// and routing/decide.ts says what answers it — the storefront by host (403 for any other),
// SPEC §2/§6 flags set on this response (secrets out of the URL with one redirect),
// configured redirects with their exact status, the page, or the router's status page with
// its exact status. No backend call per request: redirects are a live copy at most a second
// old (routing/live.ts), and the router's answers are kept a minute, until the webhook says
// paths changed (routing/router-cache.ts). A page the build rendered asks too (an editor may
// have withdrawn it), but a slow or failing router leaves it its last good page. Next 16 prints a deprecation notice for middleware.ts
// (its successor, proxy.ts, runs on Node only); the card asks for the edge, so it stays.

// The build's redirects, home aliases and number of path shards, inlined by next.config.ts:
// no content path is in this bundle, so its size does not grow with the CMS (issue 32). The
// build's paths are read a shard at a time from this site's static /api/routing/known/*.
const TABLE_JSON = nextEnv.routingTable();
const TABLE: EdgeRouteTable = TABLE_JSON ? (JSON.parse(TABLE_JSON) as EdgeRouteTable) : EMPTY_EDGE_TABLE;

let live: LiveRoutingHolder | undefined;

/**
 * Next's draft-mode cookie carries the build's preview id, which Next gives the middleware as
 * __NEXT_PREVIEW_MODE_ID (the pages check the same value): a made-up cookie is no preview.
 */
function isDraftMode(request: NextRequest): boolean {
  const value = request.cookies.get('__prerender_bypass')?.value;
  const id = nextEnv.previewModeId();
  return Boolean(value && id && value === id);
}
const router = routerAsker();
/** A pre-rendered page waits this long for the router at most, then its last good page is served. */
const PREBUILT_WAIT_MS = 1_500;

function redirectTarget(answer: RouterAnswer | null): string | null {
  return answer?.kind === 'redirect' ? answer.location : null;
}

function liveCopy(config: Config, requestOrigin: string): LiveRoutingHolder {
  if (live) return live;
  const internal = config.INTERNAL_URL?.replace(/\/+$/, '') ?? `http://127.0.0.1:${config.PORT}`;
  // With Edge Config (Vercel) the instance has no loopback origin: the static shards are the deployment's own.
  const shardOrigin = config.INTERNAL_URL || !config.EDGE_CONFIG ? internal : requestOrigin;
  const known = originKnownPaths(shardOrigin, PUBLIC_BUILD_ID, { main: TABLE.main.shards, gifts: TABLE.gifts.shards });
  live = liveRouting(TABLE, config.EDGE_CONFIG ? edgeConfigSource(config.EDGE_CONFIG) : originSource(internal), known);
  return live;
}

const CACHE_CONTROL: Record<CachePolicy, string> = {
  // Shared caches may keep it briefly (an edit is live within seconds); browsers revalidate.
  shared: 'public, max-age=0, s-maxage=5',
  private: 'private, no-store',
  none: 'no-store',
};

function setCookies(response: NextResponse, cookies: CookieToSet[]): NextResponse {
  for (const c of cookies) response.cookies.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path });
  // A response that sets a reader's cookie is theirs alone: no shared cache keeps it.
  if (cookies.length > 0) response.headers.set('Cache-Control', CACHE_CONTROL.private);
  return response;
}

function respond(request: NextRequest, decision: Decision, config: Config): NextResponse {
  const { nextUrl } = request;
  switch (decision.kind) {
    case 'unauthorised':
      log.warn('unauthorised_host', { host: (request.headers.get('host') ?? '').slice(0, 255), path: nextUrl.pathname.slice(0, 200) }, { report: true });
      return new NextResponse(null, { status: 403, headers: { 'Cache-Control': CACHE_CONTROL.none } });
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
      if (!csp) return setCookies(NextResponse.rewrite(target), decision.cookies);
      // SPEC §9: Next reads the nonce from the request's policy header and marks its scripts with it.
      const headers = new Headers(request.headers);
      for (const [name, value] of Object.entries(csp.requestHeaders)) headers.set(name, value);
      const response = NextResponse.rewrite(target, { request: { headers } });
      for (const [name, value] of Object.entries(csp.responseHeaders)) response.headers.set(name, value);
      return setCookies(response, decision.cookies);
    }
    case 'status': {
      const response = NextResponse.rewrite(new URL(decision.page, nextUrl), { status: decision.status });
      response.headers.set('Cache-Control', CACHE_CONTROL[decision.cache]);
      return setCookies(response, decision.cookies);
    }
    case 'ask-router':
      throw new Error('The router was asked already');
  }
}

export async function middleware(request: NextRequest): Promise<NextResponse> {
  const config = loadConfig();
  const { nextUrl } = request;
  const holder = liveCopy(config, nextUrl.origin);
  const routingRequest: RoutingRequest = {
    host: request.headers.get('host'),
    method: request.method,
    path: nextUrl.pathname,
    query: nextUrl.searchParams,
    draftMode: isDraftMode(request),
    secure: nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
  };
  const context = {
    hosts: { main: config.MAIN_HOSTS, gifts: config.GIFTS_HOSTS },
    snapshot: isPassThrough(nextUrl.pathname) ? holder.current() : await holder.fresh(),
    config,
  };
  let decision = await decide(routingRequest, context);
  if (decision.kind === 'ask-router') {
    const { storefront, lookupPath, prebuilt } = decision;
    const ask = (path: string) => router.ask(storefront, path, vouchedForwardedFor(request.headers, config), holder.epoch(), prebuilt ? PREBUILT_WAIT_MS : undefined);
    let answer = await ask(lookupPath);
    const redirects = context.snapshot[storefront].redirects;
    const onward = async (path: string) => findRedirect(redirects, path)?.location ?? redirectTarget(await ask(path));
    if (answer?.kind === 'redirect' && (await redirectLoops(lookupPath, answer.location, onward))) {
      log.warn('router_redirect_loop', { storefront, path: lookupPath.slice(0, LOGGED_PATH_LENGTH), location: answer.location.slice(0, LOGGED_PATH_LENGTH) }, { report: true });
      answer = { kind: 'broken' };
    }
    decision = await decide(routingRequest, { ...context, router: answer });
  }
  return respond(request, decision, config);
}

// Everything but Next's build assets and the route handlers that take a body: a middleware in
// front of a route makes Next buffer the whole request body for it, so a chunked 300 MB body would be read before the route's bounded reader could answer 413
// (tests/e2e/security.spec.ts). The GET-only handlers a reader's browser calls are in front
// of it (unknown host 403, a path that is not valid percent-encoding 400, where Next itself
// would answer 500 for a catch-all's params); /api/routing is not: the middleware calls it.
// The image optimiser is in front (an unknown Host gets 403 as on pages); route handlers
// check the Host themselves (routing/host-guard.ts).
// Must stay a literal: Next reads it at build time.
export const config = {
  matcher: ['/((?!_next/static/|api/).*)', '/api/flags/:path*', '/api/search/:path*', '/api/checkout/address', '/api/checkout/bank'],
};
