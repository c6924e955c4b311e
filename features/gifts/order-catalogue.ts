import 'server-only';
import { unstable_cache } from 'next/cache';
import { fetchGiftsCatalogue } from '@/edge/backend';
import { getOrderSettings, ORDER_DATA_REVALIDATE_SECONDS } from '@/features/checkout/data';
import { parseCatalogue, type Catalogue } from './catalogue';
import { GIFTS_CATALOGUE_TAG } from '@/request/cache-tags';

// The catalogue the gift order and coupon routes price against: cached in Next's data cache
// under the backend's 'gifts_catalogue' tag (the revalidation webhook refreshes it), and
// thrown, never null, when it cannot be read, so a price is never taken on the buyer's word.

export class CatalogueUnavailableError extends Error {
  override name = 'CatalogueUnavailableError';
}

export async function getOrderCatalogue(): Promise<Catalogue> {
  const { gifts } = await getOrderSettings('gifts');
  return unstable_cache(
    async () => {
      const catalogue = parseCatalogue(await fetchGiftsCatalogue(), { catalogueUrl: gifts.catalogueUrl, homePath: gifts.homePath });
      // Thrown inside, so an emptied catalogue is not kept for the next requests.
      if (catalogue.products.length === 0) throw new CatalogueUnavailableError('the gifts catalogue has no products');
      return catalogue;
    },
    ['order-catalogue', gifts.catalogueUrl, gifts.homePath],
    { tags: [GIFTS_CATALOGUE_TAG], revalidate: ORDER_DATA_REVALIDATE_SECONDS },
  )();
}
