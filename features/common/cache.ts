import 'server-only';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { BackendError } from '@/edge/backend';
import { nextEnv } from '@/edge/config';
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

/**
 * How long the data cache keeps backend data read by a render: the pages' own revalidate, so
 * reading it never shortens a page's life. The webhook's tags mark the entries stale sooner. A
 * page rendered for the ISR cache waits for a fresh copy of a stale entry (Next does so for any
 * render whose result it caches), so no stale data is baked into a page; a page rendered per
 * request (the checkouts) gets the kept copy while a fresh one is fetched, so a flood of
 * checkout views costs the backend nothing (issue 29).
 */
export const BACKEND_DATA_SECONDS = 3600;

/** True while `next build` pre-renders pages. */
export function isBuildPhase(): boolean {
  return nextEnv.isBuildPhase();
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
