import 'server-only';
import { INTERNAL_HEADER } from '@/content-sync/route-table';
import { loadConfig } from '@/edge/config';
import { log } from '@/edge/log';
import { FORWARDED_RESPONSE_HEADERS, isRscRequest } from '@/edge/resolver';
import { getRoute, getSettings } from './data';
import type { RouteResult } from './route';
import { contentLookupPath, resolverAction } from './rules';

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

async function fetchOwnPage(path: string, status: number | null, method: string): Promise<Response> {
  const response = await fetch(`${internalOrigin()}${path}`, {
    method,
    headers: { [INTERNAL_HEADER]: process.env.INTERNAL_RENDER_TOKEN ?? '', accept: 'text/html' },
    redirect: 'manual',
    cache: 'no-store',
  });
  const headers = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A status page is shared by every path with that status: it must not be cached as this path's page for long.
  if (status !== null) headers.set('cache-control', 'public, max-age=0, s-maxage=60');
  return new Response(method === 'HEAD' ? null : response.body, { status: status ?? response.status, headers });
}

export async function resolveUnknownPath(request: Request, storefront: string, segments: string[]): Promise<Response> {
  if (storefront !== 'main' && storefront !== 'gifts') return new Response(null, { status: 404 });
  // Client navigations: answer with no payload, so the browser loads the page as a document.
  if (isRscRequest(request)) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

  const readerPath = `/${segments.map((s) => encodeURIComponent(safeDecode(s))).join('/')}`;
  const lookupPath = contentLookupPath(segments);
  let result: RouteResult | null = null;
  try {
    const { gifts } = await getSettings(storefront);
    result = await getRoute(lookupPath, { catalogueUrl: gifts.catalogueUrl, homePath: gifts.homePath }, ROUTE_CACHE_SECONDS);
  } catch (error) {
    log.error('resolver_route_failed', { storefront, path: lookupPath, error: error instanceof Error ? error.message : String(error) });
  }
  const action = resolverAction(result);
  try {
    switch (action.kind) {
      case 'redirect':
        return new Response(null, { status: action.status, headers: { Location: action.location, 'Cache-Control': `public, max-age=0, s-maxage=${ROUTE_CACHE_SECONDS}` } });
      case 'page':
        return await fetchOwnPage(`/${storefront}${readerPath}`, null, request.method);
      case 'status':
        return await fetchOwnPage(`/${storefront}/http-status/${action.status}`, action.status, request.method);
    }
  } catch (error) {
    log.error('resolver_page_failed', { storefront, path: readerPath, error: error instanceof Error ? error.message : String(error) });
    return new Response('Error 502 occurred', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
