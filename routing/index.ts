// The routing of both storefronts: one decision (decide.ts) that middleware.ts applies to
// every page request, over what the routing knows (state.ts); the pages share routerOutcome.
export { appRoute, isPassThrough, KNOWLEDGE_HUB_THEMES } from './app-routes';
export { contentLookupPath, decide, ROUTING_ERROR_SLUG, routerOutcome, type CachePolicy, type Decision, type RouterOutcome, type RoutingContext, type RoutingRequest } from './decide';
export { readRouterEnvelope, type EntityType, type RouterAnswer } from '../edge/backend/router-answer';
export type { LiveRouting, PathChange, RedirectRule, RouteTable, RoutingSnapshot, RoutingUpdate, StorefrontRouting, StorefrontTable } from './state';

