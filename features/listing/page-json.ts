import type { Teaser } from '@/features/blocks';

// What the listing route handlers answer (app/api/search), and how the client islands read it.
// Client-safe: no server imports. Image URLs are absolute already (resolved on the server), so
// the browser never needs the backend's address from configuration.

export interface ListingPageJson {
  title: string;
  items: Teaser[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListingErrorJson {
  message: string;
}

/** The last page a handler serves (0-based), and the longest search (SPEC: 1–100 characters). */
export const MAX_PAGE = 50;
export const MAX_KEYS_LENGTH = 100;

export const SEARCH_API = '/api/search';
export const LISTING_API = '/api/search/listing';

export const SEARCH_UNAVAILABLE = 'Search is unavailable right now.';
export const LISTING_UNAVAILABLE = 'More results are unavailable right now.';

/** The URL of one page of a listing. */
export function apiUrl(base: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${base}?${query.toString()}`;
}

/** Fetches one page; a non-OK answer throws an Error carrying the handler's message. */
export async function fetchListingPage(url: string, fallbackMessage = LISTING_UNAVAILABLE): Promise<ListingPageJson> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch {
    throw new Error(fallbackMessage);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !body || typeof body !== 'object' || !('items' in body)) {
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : fallbackMessage;
    throw new Error(message);
  }
  return body as ListingPageJson;
}

/** 'Showing 10 of 13'. */
export function showingText(shown: number, total: number): string {
  return `Showing ${shown} of ${total}`;
}
