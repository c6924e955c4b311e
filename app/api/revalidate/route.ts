import { revalidateTag } from 'next/cache';
import { liveRoutingNow, pushRoutingToEdgeConfig, ROUTE_TAG, ROUTING_TAG } from '@/content-sync/live-routing';
import { handleRevalidate } from '@/content-sync/revalidate';
import { loadConfig } from '@/edge/config';
import { withKnownHost } from '@/routing/host-guard';

// POST /api/revalidate (CONTRACT §9): the backend's webhook. Logic in content-sync/revalidate.ts.
export const dynamic = 'force-dynamic';

export const POST = withKnownHost((request: Request) => {
  const config = loadConfig();
  return handleRevalidate(request, {
    secret: config.REVALIDATE_SECRET,
    revalidateTag: (tag, expire) => revalidateTag(tag, expire ? { expire: 0 } : 'max'),
    pushRouting: async () => (config.EDGE_CONFIG ? pushRoutingToEdgeConfig(await liveRoutingNow(), config) : { pushed: false, reason: 'EDGE_CONFIG is not set' }),
    routeTag: ROUTE_TAG,
    routingTag: ROUTING_TAG,
  });
}, 'internal');
