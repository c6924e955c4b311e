import 'server-only';
import { fetchRoute } from '@/edge/backend';
import type { CatalogueLocation } from '@/features/gifts';
import { parseRouteResponse, type RouteResult } from './route';

/** Resolves a path through the decoupled router. */
export async function getRoute(path: string, location: CatalogueLocation): Promise<RouteResult> {
  return parseRouteResponse(await fetchRoute({ path }), location);
}
