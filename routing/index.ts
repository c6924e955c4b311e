// The routing of both storefronts: one decision (decide.ts) that middleware.ts applies to
// every page request and whose router mapping (routerOutcome) the catch-all pages share.
export { appRoute, isPassThrough, type Storefront } from './app-routes';
export { contentLookupPath, decide, decodePath, encodePath, ROUTING_ERROR_SLUG, routerOutcome, statusPage, storefrontForHost, storefrontShows, type CachePolicy, type Decision, type RouterOutcome, type RoutingContext, type RoutingRequest, type RoutingSnapshot } from './decide';
export { readRouterEnvelope, type EntityType, type RouterAnswer } from './router-answer';
export { EMPTY_ROUTE_TABLE, readLiveRouting, tablePaths, type LiveRouting, type RedirectRule, type RouteTable, type StorefrontTable } from './snapshot';
export { shardCount, shardName, shardPaths, type KnownShard } from './known-paths';
