// The routing of both storefronts: one decision (decide.ts) that middleware.ts applies to
// every page request, over what the routing knows (state.ts); the pages share routerOutcome.
export { appRoute, isPassThrough, KNOWLEDGE_HUB_THEMES } from './app-routes';
export { contentLookupPath, decide, ROUTING_ERROR_SLUG, routerOutcome, type CachePolicy, type Decision, type RouterOutcome, type RoutingContext, type RoutingRequest } from './decide';
export { readRouterEnvelope, type EntityType, type RouterAnswer } from '../edge/backend/router-answer';
export type { LiveRouting, PathChange, RedirectRule, RouteTable, RoutingSnapshot, RoutingUpdate, StorefrontRouting, StorefrontTable } from './state';

import { signModeToken } from '../edge/mode-token';
import { PREVIEW_MODE_SECONDS } from '../edge/flags';
import { routingState } from './state';

/** The value of the preview-mode cookie the middleware reads (edge/flags.ts COOKIE.previewMode), signed with the build's key; null without one (no route table). */
export async function previewModeCookie(now = Date.now()): Promise<string | null> {
  const key = routingState().previewKey;
  return key ? signModeToken('preview', key, PREVIEW_MODE_SECONDS, now) : null;
}
