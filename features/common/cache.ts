import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { dataCacheTag } from '@/request/cache-tags';
import { BackendError } from '@/edge/backend';
import { log } from '@/request/log';
import { PayloadError } from './payload';

// Levers on the static page being rendered: its cache tags (an unstable_cache entry, whose
// tags join the page's own), and opting a page with no good render out of the prerender.

/**
 * Adds cache tags to the page being rendered, once the tags are known (the backend's own
 * tags, CONTRACT §9: 'node:1175' is known only after the router answered). A fetch can only
 * carry tags chosen before it runs.
 */
export async function tagThisPage(tags: string[]): Promise<void> {
  const unique = [...new Set(tags)].sort();
  if (unique.length === 0) return;
  await unstable_cache(async () => true, ['page-tags', ...unique], { tags: unique })();
}

/** How long a page rendered per request may read backend data from the data cache without a webhook. */
export const DATA_CACHE_SECONDS = 300;

/** Per render: whether this render is per request (React's cache is scoped to one render). */
const renderedPerRequest = cache(() => ({ on: false }));

/**
 * A page rendered per request (the checkouts) reads its backend data from the data cache from
 * here on, so a flood of checkout views costs the backend one settings and catalogue read per
 * instance (issue 29), not one each. The webhook expires those entries outright
 * (request/cache-tags.ts dataCacheTag). Pages cached whole read the backend afresh as
 * before: a cached copy read by their re-render would be baked into them.
 */
export async function readsFromDataCache(): Promise<void> {
  await connection();
  renderedPerRequest().on = true;
}

/** The fetch options of backend data tagged `tags` (CONTRACT §9), for the page being rendered. */
export function backendDataCache(tags: string[]): { next: { tags: string[]; revalidate?: number } } {
  if (renderedPerRequest().on) return { next: { tags: tags.map(dataCacheTag), revalidate: DATA_CACHE_SECONDS } };
  return { next: { tags } };
}

/** True while `next build` pre-renders pages. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** The backend failed (unreachable, an error status, a router status the page passes on, a payload that does not fit). */
function isBackendFailure(error: unknown): boolean {
  return error instanceof BackendError || error instanceof PayloadError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'RouteStatusError'));
}

/**
 * A page with no good render yet is never pre-rendered: while building, it opts out of static
 * generation (`connection()` interrupts the prerender), so no ISR entry exists for its path and
 * it renders on demand; an on-demand render that throws is answered with an uncached error
 * status, never stored. A placeholder would be served with 200 as the "last good page" for as
 * long as the backend keeps failing.
 */
export async function renderOnDemand(reason: string, context: Record<string, unknown>): Promise<never> {
  log.warn('build_page_deferred', { ...context, reason });
  await connection();
  throw new Error(`Invariant: ${reason}, yet the page was not deferred to request time`);
}

/**
 * The build survives an unreachable backend or a payload that does not fit: while building,
 * the page renders on demand (renderOnDemand). Any other error, and any error at run time, is
 * rethrown (Next then keeps serving the last good page: an ISR render that throws is not
 * cached; a page without one answers an uncached error status).
 */
export async function deferPageOnBuildFailure(error: unknown, context: Record<string, unknown>): Promise<never> {
  if (!isBuildPhase() || !isBackendFailure(error)) throw error;
  return renderOnDemand(error instanceof Error ? error.message : String(error), context);
}

/**
 * A page rendered without the data it needs (settings the backend could not give): while
 * building, rendered on demand instead; at run time, an error, so Next keeps serving the last
 * good page (stale-if-error) instead of caching a page without its menus and banners for an hour.
 */
export async function keepLastGoodPageWithout(unavailable: boolean, context: Record<string, unknown>): Promise<void> {
  if (!unavailable) return;
  if (isBuildPhase()) return renderOnDemand('settings unavailable', context);
  log.warn('page_kept_stale', { ...context, reason: 'settings unavailable' });
  throw new BackendError('502 Settings unavailable: the last good page stays', 502, '/site-settings');
}
