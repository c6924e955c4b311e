import 'server-only';
import { unstable_cache } from 'next/cache';
import { BackendError } from '@/edge/backend';
import { log } from '@/edge/log';
import { PayloadError } from './payload';

// Two levers on the static page being rendered, both through unstable_cache entries, whose
// tags and revalidate time join the page's own (Next's documented unstable_cache semantics).

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
 * Marks the page being rendered as stale after `seconds`: a page built while the backend was
 * unreachable is replaced by the real one on the first requests after start, not an hour later.
 */
export async function retrySoon(seconds = 1): Promise<void> {
  await unstable_cache(async () => true, ['retry-soon', String(seconds)], { revalidate: seconds })();
}

/** True while `next build` pre-renders pages. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

function isBackendFailure(error: unknown): boolean {
  return error instanceof BackendError || error instanceof PayloadError || (error instanceof Error && error.name === 'AbortError');
}

/**
 * The build survives an unreachable backend: while building, a backend failure marks the page
 * stale (retrySoon) so the caller renders a placeholder that the first requests after start
 * replace. Any other error, and any error at run time, is rethrown (Next then keeps serving
 * the last good page: an ISR render that throws is not cached).
 */
export async function deferPageOnBuildFailure(error: unknown, context: Record<string, unknown>): Promise<void> {
  if (!isBuildPhase() || !isBackendFailure(error)) throw error;
  log.warn('build_page_deferred', { ...context, error: error instanceof Error ? error.message : String(error) });
  await retrySoon();
}

/**
 * A page rendered without the data it needs (settings the backend could not give): while
 * building, a placeholder re-rendered on the first requests after start; at run time, an
 * error, so Next keeps serving the last good page (stale-if-error) instead of caching a page
 * without its menus and banners for an hour.
 */
export async function keepLastGoodPageWithout(unavailable: boolean, context: Record<string, unknown>): Promise<void> {
  if (!unavailable) return;
  if (isBuildPhase()) return retrySoon();
  log.warn('page_kept_stale', { ...context, reason: 'settings unavailable' });
  throw new BackendError('502 Settings unavailable: the last good page stays', 502, '/site-settings');
}
