import { liveRoutingResponse } from '@/content-sync/live-routing';
import { withKnownHost } from '@/routing/host-guard';

// GET /api/routing: the live redirects, home aliases and path epoch the middleware applies
// (routing/live.ts); the logic is content-sync/live-routing.ts.
export const dynamic = 'force-dynamic';

export const GET = withKnownHost(liveRoutingResponse, 'internal');
