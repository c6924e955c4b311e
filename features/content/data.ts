import 'server-only';
import { cache } from 'react';
import { fetchRoute, type Storefront } from '@/edge/backend';
import { getSettings } from '@/features/settings/data';
import type { CatalogueLocation } from '@/features/gifts';
import { currentPreviewToken } from './preview';
import { parseRouteResponse, type RoutedEntity, type RouteResult } from './route';

/** Resolves a path through the decoupled router. */
export async function getRoute(path: string, location: CatalogueLocation): Promise<RouteResult> {
  return parseRouteResponse(await fetchRoute({ path }), location);
}

/** The router's answer for a storefront path, once per render; in preview, the latest revision. */
export const getPageRoute = cache(async (storefront: Storefront, path: string): Promise<RouteResult> => {
  const { gifts } = await getSettings(storefront);
  const previewToken = await currentPreviewToken();
  if (previewToken) return parseRouteResponse(await fetchRoute({ path, previewToken }), { catalogueUrl: gifts.catalogueUrl, homePath: gifts.homePath });
  return getRoute(path, { catalogueUrl: gifts.catalogueUrl, homePath: gifts.homePath });
});

/** The backend's cache tag of a routed entity (CONTRACT §9). */
export function entityCacheTag(entity: RoutedEntity): string {
  switch (entity.entityType) {
    case 'node':
      return entity.node.cacheTag;
    case 'commerce_product':
      return entity.product.cacheTag;
    case 'taxonomy_term':
      return entity.category.cacheTag;
  }
}
