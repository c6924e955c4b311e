import 'server-only';
import { cache } from 'react';
import { BackendError, fetchContentListing, fetchKnowledgeHub } from '@/edge/backend';
import { parseListing, type Listing } from '@/features/content';
import { LISTING_CACHE } from './cache-tags';
import type { KnowledgeHubTheme } from './themes';

// The first page of a listing for the static pages, once per render (generateMetadata and the
// page share it), in Next's data cache under the 'listing' tag. null: the backend does not
// know the term or theme (404); any other failure throws.

async function orNullOn404(load: () => Promise<unknown>): Promise<Listing | null> {
  try {
    return parseListing(await load());
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

/** GET /content-listing?type&value&page=0 (CONTRACT §4). */
export const getTermListing = cache((type: string, value: string) => orNullOn404(() => fetchContentListing(type, value, 0, LISTING_CACHE)));

/** GET /knowledge-hub?theme&page=0 (CONTRACT §4); no theme: the whole hub. */
export const getThemeListing = cache((theme: KnowledgeHubTheme | null) => orNullOn404(() => fetchKnowledgeHub(theme, 0, LISTING_CACHE)));
