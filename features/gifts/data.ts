import 'server-only';
import { cache } from 'react';
import { fetchGiftsCatalogue } from '@/edge/backend';
import { log } from '@/request/log';
import { BACKEND_DATA_SECONDS } from '@/features/common/cache';
import { getSettings } from '@/features/settings/data';
import { parseCatalogue, type Catalogue, type CatalogueLocation } from './catalogue';
import { GIFTS_CATALOGUE_TAG } from '@/request/cache-tags';

// The whole gifts catalogue (CONTRACT §5), tagged 'gifts_catalogue' so the revalidation
// webhook refreshes every page that shows it. Memoised per request: a page with several
// gifts lists parses it once.

const loadCatalogue = cache(async (catalogueUrl: string, homePath: string): Promise<Catalogue | null> => {
  try {
    return parseCatalogue(await fetchGiftsCatalogue({ next: { tags: [GIFTS_CATALOGUE_TAG], revalidate: BACKEND_DATA_SECONDS } }), { catalogueUrl, homePath });
  } catch (error) {
    log.error('gifts_catalogue_unavailable', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});

/**
 * The gifts catalogue, or null when it cannot be loaded (logged; callers show a quiet
 * fallback). `location` places the 'All gifts' category; without it, the gifts storefront's
 * settings decide.
 */
export async function getGiftsCatalogue(location?: CatalogueLocation): Promise<Catalogue | null> {
  const { catalogueUrl, homePath } = location ?? (await getSettings('gifts')).gifts;
  return loadCatalogue(catalogueUrl, homePath);
}
