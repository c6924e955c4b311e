import 'server-only';
import { cache } from 'react';
import { BackendError, fetchContentListing, fetchRoute, type Storefront } from '@/edge/backend';
import { log } from '@/request/log';
import { isBuildPhase } from '@/features/common/cache';
import { getSettings } from '@/features/settings/data';
import type { CatalogueLocation } from '@/features/gifts';
import type { RouterAnswer } from '@/edge/backend/router-answer';
import { recordAnswer, recordRendered } from '@/content-sync/routing-sync';
import { LISTING_TAG } from '@/request/cache-tags';
import { countryAppealOf, type CountryAppeal } from './ask';
import { parseListing } from './listing';
import { currentPreview } from './preview';
import { parseRouteResponse, type RoutedEntity, type RouteResult } from './route';

/** Resolves a path through the decoupled router. */
export async function getRoute(path: string, location: CatalogueLocation): Promise<RouteResult> {
  return parseRouteResponse(await fetchRoute({ path }), location);
}

/**
 * What a page render found out about its path, told to the routing (content-sync/routing-sync.ts
 * recordAnswer): how a change made without a webhook reaches every reader at the page's next
 * render. Not while building (the build's list is the routing's start) nor in a preview.
 */
export async function tellRouting(storefront: Storefront, path: string, answer: RouterAnswer): Promise<void> {
  if (isBuildPhase()) return;
  try {
    await recordAnswer(storefront, path, answer);
  } catch (error) {
    log.error('routing_record_failed', { path: path.slice(0, 200), error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * A page's run-time render found everything it needs: the middleware may serve its copy from now
 * on without asking first (routing/decide.ts). `page`: the internal page ('/main/news/x'). Not
 * while building (the build's pages are known), nor in a preview (never cached).
 */
export async function tellRendered(storefront: Storefront, path: string, page: string): Promise<void> {
  if (isBuildPhase() || (await currentPreview()) !== null) return;
  // Not waited for: the page is served while the routing records (and shares) it.
  recordRendered(storefront, path, page).catch((error: unknown) => {
    log.error('routing_record_failed', { path: path.slice(0, 200), error: error instanceof Error ? error.message : String(error) });
  });
}

function envelope(result: RouteResult): RouterAnswer {
  if (result.kind === 'entity') return { kind: 'entity', entity: { entityType: result.entity.entityType } };
  return result.kind === 'broken' ? { kind: 'broken' } : result;
}

/**
 * The router's answer for a storefront path, once per render. In preview mode (SPEC §6) the
 * router is asked past its CDN (_nocdncache, SPEC §7), with the editor's accepted token if any
 * (the latest revision); that answer is the editor's alone, so the routing is not told.
 */
export const getPageRoute = cache(async (storefront: Storefront, path: string): Promise<RouteResult> => {
  const { gifts } = await getSettings(storefront);
  const location = { catalogueUrl: gifts.catalogueUrl, homePath: gifts.homePath };
  const preview = await currentPreview();
  if (preview) {
    const answer = parseRouteResponse(await fetchRoute({ path, previewToken: preview.token, noCdnCache: true }), location);
    if (!(preview.token && answer.kind === 'error' && answer.statusCode === 403)) return answer;
    // The router refuses the token now (revoked since the middleware's check, issue 46): the published page, not a 500.
    log.warn('preview_refused', { reason: 'refused', path: path.slice(0, 200) });
    return parseRouteResponse(await fetchRoute({ path, noCdnCache: true }), location);
  }
  const result = await getRoute(path, location);
  await tellRouting(storefront, path, envelope(result));
  return result;
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

/** As the listing pages cache their first page (features/listing/cache-tags.ts): one entry for both. */
const COUNTRY_LISTING_CACHE = { next: { revalidate: 3600, tags: [LISTING_TAG] } };

/**
 * The appeal of a page's country (issue 40): the first appeal page its country's listing holds,
 * read from the data cache the listing pages share (no call on a cached page view). A country
 * without a listing, or a listing that cannot be read, has none: the page ends with the general
 * ask rather than failing (logged when it is a failure).
 */
export const getCountryAppeal = cache(async (type: string, value: string): Promise<CountryAppeal | null> => {
  try {
    return countryAppealOf(parseListing(await fetchContentListing(type, value, 0, COUNTRY_LISTING_CACHE)).items);
  } catch (error) {
    if (!(error instanceof BackendError && error.status === 404)) {
      log.warn('country_appeal_unavailable', { type, value, error: error instanceof Error ? error.message : String(error) });
    }
    return null;
  }
});
