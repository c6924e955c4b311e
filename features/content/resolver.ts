import 'server-only';
import { currentRedirects } from '@/content-sync/redirects';
import { INTERNAL_HEADER } from '@/content-sync/route-table';
import { fetchRoute } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { log } from '@/edge/log';
import { FORWARDED_RESPONSE_HEADERS, isRscRequest } from '@/edge/resolver';
import { findRedirect, normaliseRedirectPath } from '@/edge/redirects';
import { hostName, type Storefront } from '@/edge/storefront';
import { getRoute, getSettings } from './data';
import { currentPreviewToken } from './preview';
import { parseRouteResponse, type RouteResult } from './route';
import { contentLookupPath, resolverAction, safeDecode } from './rules';

// The resolver: a path the build did not know (new content, a router redirect, an error, or
// nothing at all) is asked of the router, and answered with the router's exact status — which
// a statically generated page cannot set (Next's pages answer only 200, 404, 307/308 or 500).
// Pages and status pages are fetched from this same server (they are static, so cached after
// their first render); redirects are answered directly.

/** How long the router's answer for an unknown path is kept (bounds backend calls for junk URLs). */
const ROUTE_CACHE_SECONDS = 60;

function internalOrigin(): string {
  const config = loadConfig();
  return config.INTERNAL_URL?.replace(/\/+$/, '') ?? `http://127.0.0.1:${config.PORT}`;
}

async function fetchOwnPage(path: string, status: number | null, method: string, cookie: string | null): Promise<Response> {
  const requestHeaders: Record<string, string> = { [INTERNAL_HEADER]: process.env.INTERNAL_RENDER_TOKEN ?? '', accept: 'text/html' };
  // Preview: the editor's draft-mode cookies, so the page renders the latest revision for them alone.
  if (cookie) requestHeaders.cookie = cookie;
  const response = await fetch(`${internalOrigin()}${path}`, {
    method,
    headers: requestHeaders,
    redirect: 'manual',
    cache: 'no-store',
  });
  const headers = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A status page stands in for this path: a CDN may keep a 4xx a minute, a 5xx not at all.
  if (status !== null) headers.set('cache-control', status >= 500 ? 'no-store' : 'public, max-age=0, s-maxage=60');
  return new Response(method === 'HEAD' ? null : response.body, { status: status ?? response.status, headers });
}

/** The storefront a resolver request is for, if its Host serves that storefront (not /api/resolve/… from elsewhere). */
function storefrontOf(request: Request, param: string): Storefront | null {
  const config = loadConfig();
  const host = hostName(request.headers.get('host'));
  if (param === 'main' && config.MAIN_HOSTS.includes(host)) return 'main';
  if (param === 'gifts' && config.GIFTS_HOSTS.includes(host)) return 'gifts';
  return null;
}

export async function resolveUnknownPath(request: Request, storefrontParam: string, segments: string[]): Promise<Response> {
  const storefront = storefrontOf(request, storefrontParam);
  if (!storefront) return new Response(null, { status: 404 });
  // Client navigations: answer with no payload, so the browser loads the page as a document.
  if (isRscRequest(request)) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

  const readerPath = `/${segments.map((s) => encodeURIComponent(safeDecode(s))).join('/')}`;
  const lookupPath = contentLookupPath(segments);
  const previewToken = await currentPreviewToken();

  const decodedPath = `/${segments.map(safeDecode).join('/')}`;
  const redirectTo = (status: number, location: string) => new Response(null, { status, headers: { Location: location, 'Cache-Control': `public, max-age=0, s-maxage=${ROUTE_CACHE_SECONDS}` } });
  // Configured redirects (SPEC §2), from the edge's snapshot, unless a preview token is present.
  if (!previewToken && !new URL(request.url).searchParams.has('previewToken')) {
    const redirect = findRedirect(await currentRedirects(storefront), decodedPath);
    if (redirect) return redirectTo(redirect.status, redirect.location);
  }

  let result: RouteResult | null = null;
  try {
    const { gifts, frontPage } = await getSettings(storefront);
    // The home page's own path answers 301 '/' (SPEC §2: front page alias; gifts home path).
    const homeAlias = storefront === 'main' ? frontPage : gifts.homePath;
    if (homeAlias && homeAlias !== '/' && normaliseRedirectPath(homeAlias) === normaliseRedirectPath(decodedPath)) return redirectTo(301, '/');
    const location = { catalogueUrl: gifts.catalogueUrl, homePath: gifts.homePath };
    // A preview is the editor's alone: asked fresh, never from or into the shared route cache.
    result = previewToken ? parseRouteResponse(await fetchRoute({ path: lookupPath, previewToken }), location) : await getRoute(lookupPath, location, ROUTE_CACHE_SECONDS);
  } catch (error) {
    log.error('resolver_route_failed', { storefront, path: lookupPath, error: error instanceof Error ? error.message : String(error) });
  }
  const action = resolverAction(result);
  try {
    switch (action.kind) {
      case 'redirect':
        return new Response(null, { status: action.status, headers: { Location: action.location, 'Cache-Control': previewToken ? 'private, no-store' : `public, max-age=0, s-maxage=${ROUTE_CACHE_SECONDS}` } });
      case 'page':
        return await fetchOwnPage(`/${storefront}${readerPath}`, null, request.method, previewToken ? request.headers.get('cookie') : null);
      case 'status':
        return await fetchOwnPage(`/${storefront}/http-status/${action.status}`, action.status, request.method, null);
    }
  } catch (error) {
    log.error('resolver_page_failed', { storefront, path: readerPath, error: error instanceof Error ? error.message : String(error) });
    return new Response('Error 502 occurred', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}
