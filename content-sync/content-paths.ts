import { z } from 'zod';
import { fetchContentPaths, type Storefront } from '@/edge/backend';
import { log } from '@/edge/log';
import { parsePayload } from '@/features/common/payload';
import { DateTimeSchema, UrlSchema } from '@/features/common/schema';

// GET /content-paths (CONTRACT §3): every published routable path, for pre-rendering.

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
 * generateStaticParams for a storefront's catch-all route: one entry per content path, except
 * those under a first segment that a more specific route renders (`exceptUnder`).
 */
export async function contentStaticParams(storefront: Storefront, exceptUnder: string[] = []): Promise<{ path: string[] }[]> {
  const params = (await listContentPaths(storefront))
    .map((p) => p.path.split('/').filter(Boolean))
    .filter((segments) => segments.length > 0 && !exceptUnder.includes(segments[0]!));
  // An empty list is fine: every path then renders on its first request.
  return params.map((path) => ({ path }));
}
