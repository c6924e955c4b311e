export { parseListing } from './listing';
export type { Listing } from './listing';
export { parseNodeEntity } from './node';
export type { ContentNode } from './node';
export { parseRouteResponse } from './route';
export type { RoutedEntity, RouteResult } from './route';
export { NODE_BUNDLES } from './schema';
export type { NodeBundle } from './schema';
export { STATUS_PAGE_SLUGS, statusPageOf } from './rules';
