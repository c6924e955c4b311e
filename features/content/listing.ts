import { parsePayload } from '@/features/common/payload';
import { ListingSchema, type Listing } from './schema';

export type { Listing };

/** GET /content-listing, /search and /knowledge-hub share one answer shape (CONTRACT §4). */
export function parseListing(raw: unknown, payload = 'listing'): Listing {
  return parsePayload(ListingSchema, raw, payload);
}
