import { LISTING_TAG } from '@/request/cache-tags';

// Cache of listing answers in Next's data cache: the static listing pages and the 'Show more'
// handler read the same entries, refreshed hourly or on demand through the 'listing' tag
// (request/cache-tags.ts).

export const LISTING_REVALIDATE_SECONDS = 3600;
export const LISTING_CACHE = { next: { revalidate: LISTING_REVALIDATE_SECONDS, tags: [LISTING_TAG] } };
