import { BackendError, fetchContentListing, fetchKnowledgeHub, fetchSearch } from '@/edge/backend';
import { log } from '@/request/log';
import type { RateLimiter } from '@/request/rate-limit';
import { backendAssetUrl } from '@/features/common/image';
import { parseListing, type Listing } from '@/features/content';
import { LISTING_UNAVAILABLE, SEARCH_UNAVAILABLE, type ListingErrorJson, type ListingPageJson } from './page-json';
import { parseListingQuery, parseSearchQuery, type ListingQuery } from './query';
import { LISTING_CACHE } from './cache-tags';

// The listing route handlers (app/api/search): search for the search page's island, further
// pages of a taxonomy or knowledge hub listing for the 'Show more' island. Web APIs only.

export const CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
const NO_STORE = 'no-store';

function answer(body: ListingPageJson | ListingErrorJson, status: number, cacheControl: string): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });
}

/** The backend's listing → the handler's JSON, with image URLs made absolute for the browser. */
export function toPageJson(listing: Listing): ListingPageJson {
  return {
    title: listing.title,
    items: listing.items.map((item) => (item.image ? { ...item, image: { ...item.image, url: backendAssetUrl(item.image.url) } } : item)),
    total: listing.total,
    page: listing.page,
    pageSize: listing.page_size,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Searches one client may make: each unique one is a backend search (issue 29, item 5). */
export interface SearchLimit {
  limiter: RateLimiter;
  clientKey: (request: Request) => string;
}

export const SEARCH_BUSY = 'Too many searches at once: please wait a moment and try again.';

/** GET /api/search with a per-client limit: 429 past it, without asking the backend. */
export function createSearchHandler({ limiter, clientKey }: SearchLimit): (request: Request) => Promise<Response> {
  return async (request) => {
    const decision = await limiter.hit(clientKey(request));
    if (!decision.allowed) return Response.json({ message: SEARCH_BUSY }, { status: 429, headers: { 'Cache-Control': NO_STORE, 'Retry-After': String(decision.retryAfterSeconds) } });
    return handleSearch(request);
  };
}

/** GET /api/search?keys=…&page=… */
export async function handleSearch(request: Request): Promise<Response> {
  const parsed = parseSearchQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return answer({ message: parsed.message }, 400, NO_STORE);
  const { keys, page } = parsed.query;
  try {
    return answer(toPageJson(parseListing(await fetchSearch(keys, page), 'search')), 200, CACHE_CONTROL);
  } catch (error) {
    log.error('search_failed', { page, error: messageOf(error) });
    return answer({ message: SEARCH_UNAVAILABLE }, 502, NO_STORE);
  }
}

function fetchListing(query: ListingQuery): Promise<unknown> {
  // The same data-cache entry (and tag) as the static page's first page, so both agree.
  return 'theme' in query
    ? fetchKnowledgeHub(query.theme, query.page, LISTING_CACHE)
    : fetchContentListing(query.type, query.value, query.page, LISTING_CACHE);
}

/** GET /api/search/listing?type=…&value=…&page=… or ?theme=…&page=… */
export async function handleListing(request: Request): Promise<Response> {
  const parsed = parseListingQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return answer({ message: parsed.message }, 400, NO_STORE);
  try {
    return answer(toPageJson(parseListing(await fetchListing(parsed.query))), 200, CACHE_CONTROL);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return answer({ message: 'There is no such list.' }, 404, CACHE_CONTROL);
    log.error('listing_failed', { ...parsed.query, error: messageOf(error) });
    return answer({ message: LISTING_UNAVAILABLE }, 502, NO_STORE);
  }
}
