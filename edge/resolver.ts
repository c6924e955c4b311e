import { log } from './log';
import { hostName } from './storefront';

// Route-handler helpers that must stay edge-safe (web APIs only).

/** Any host the site does not serve: 403 with an empty body, and a warning in the log. */
export function unauthorisedHost(request: Request): Response {
  log.warn('unauthorised_host', { host: hostName(request.headers.get('host')), path: new URL(request.url).pathname });
  return new Response(null, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

/** Response headers worth passing on from the resolver's own request for a page. */
export const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'location', 'etag', 'vary', 'x-nextjs-cache'];

/** True for the App Router's client navigation and prefetch requests (React Server Components payload). */
export function isRscRequest(request: Request): boolean {
  return request.headers.has('rsc') || request.headers.has('next-router-prefetch');
}
