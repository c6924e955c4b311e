import { revalidateTag } from 'next/cache';
import { pushRedirectsToEdgeConfig, redirectEntries, REDIRECTS_TAG } from '@/content-sync/redirects';
import { handleRevalidate } from '@/content-sync/revalidate';
import { ROUTE_TAG } from '@/features/content/data';
import { loadConfig } from '@/edge/config';

// POST /api/revalidate (CONTRACT §9): the backend's webhook. Logic in content-sync/revalidate.ts.
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleRevalidate(request, {
    secret: loadConfig().REVALIDATE_SECRET,
    revalidateTag: (tag, expire) => revalidateTag(tag, expire ? { expire: 0 } : 'max'),
    redirects: (storefront) => redirectEntries(storefront),
    pushRedirects: (redirects) => pushRedirectsToEdgeConfig(redirects),
    routeTag: ROUTE_TAG,
    redirectsTag: REDIRECTS_TAG,
  });
}
