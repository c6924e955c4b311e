import { z } from 'zod';
import { fetchContentPaths, type Storefront } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import { parsePayload } from '@/features/common/payload';
import { DateTimeSchema, UrlSchema } from '@/features/common/schema';

// GET /content-paths (CONTRACT §3): every published routable path, for the route table and
// for pre-rendering (the most recent PRERENDER_LIMIT of them).

export const ContentPathsSchema = z.object({
  items: z.array(z.object({ path: UrlSchema, entity_bundle: z.string().min(1), changed: DateTimeSchema.nullish() })),
});
export type ContentPath = z.output<typeof ContentPathsSchema>['items'][number];

export function parseContentPaths(raw: unknown): ContentPath[] {
  return parsePayload(ContentPathsSchema, raw, 'content paths').items;
}

/**
 * The paths to pre-render for a storefront. The build must survive an empty or unreachable
 * backend: then it pre-renders nothing and pages render on first request.
 */
export async function listContentPaths(storefront: Storefront): Promise<ContentPath[]> {
  try {
    return parseContentPaths(await fetchContentPaths(storefront));
  } catch (error) {
    log.warn('content_paths_unavailable', { storefront, error: error instanceof Error ? error.message : String(error) });
    return [];
  }
}


/**
 * The paths a build pre-renders: the `limit` most recently changed (those without a date
 * last), in the CMS's order otherwise. A CMS of tens of thousands of pages cannot be rendered
 * at every build; the others render on first view and are then cached (ISR), and the
 * middleware still knows every listed path (routing/state.ts).
 */
export function pathsToPrerender(paths: readonly ContentPath[], limit: number): ContentPath[] {
  if (paths.length <= limit) return [...paths];
  const time = (p: ContentPath) => (p.changed ? Date.parse(p.changed) || 0 : 0);
  return paths
    .map((p, i) => ({ p, i, t: time(p) }))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .slice(0, limit)
    .map(({ p }) => p);
}

/** The first segments a storefront's catch-all route leaves to a more specific route (app/main/[...path], app/gifts/(shop)/[...path]). */
export const CATCH_ALL_EXCEPT: Record<Storefront, string[]> = { main: ['knowledge-hub'], gifts: ['gifts', 'category', 'corporate'] };

/** The internal pages ('/main/about-us') a build pre-renders of a storefront's content (contentStaticParams), for the route table. */
export function prerenderedContentPages(storefront: Storefront, paths: readonly ContentPath[], limit: number): string[] {
  return pathsToPrerender(paths, limit)
    .map((p) => p.path.split('/').filter(Boolean))
    .filter((segments) => segments.length > 0 && !CATCH_ALL_EXCEPT[storefront].includes(segments[0]!))
    .map((segments) => `/${storefront}/${segments.join('/')}`);
}

/**
 * generateStaticParams for a storefront's catch-all route: one entry per content path the
 * build pre-renders (pathsToPrerender), except those under a first segment that a more
 * specific route renders (`exceptUnder`).
 */
export async function contentStaticParams(storefront: Storefront, exceptUnder: string[] = [], limit = loadConfig().PRERENDER_LIMIT): Promise<{ path: string[] }[]> {
  const params = pathsToPrerender(await listContentPaths(storefront), limit)
    .map((p) => p.path.split('/').filter(Boolean))
    .filter((segments) => segments.length > 0 && !exceptUnder.includes(segments[0]!));
  // An empty list is fine: every path then renders on its first request.
  return params.map((path) => ({ path }));
}
