import { reportWarning } from './report';
import { hostName } from './storefront';

// Route-handler helpers that must stay edge-safe (web APIs only).

/** Any host the site does not serve (SPEC §6): 403 with an empty body, and a warning to the error reporter. */
export async function unauthorisedHost(request: Request): Promise<Response> {
  await reportWarning('unauthorised_host', { host: hostName(request.headers.get('host')).slice(0, 255), path: new URL(request.url).pathname.slice(0, 1024) });
  return new Response(null, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

/** Response headers worth passing on from the resolver's own request for a page. */
export const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'location', 'etag', 'vary', 'x-nextjs-cache'];

/** True for the App Router's client navigation and prefetch requests (React Server Components payload). */
export function isRscRequest(request: Request): boolean {
  return request.headers.has('rsc') || request.headers.has('next-router-prefetch');
}
