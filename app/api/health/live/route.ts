import { liveResponse } from '@/features/common/health';

// GET /api/health/live (docs/runbook.md "Health checks"): 200 while this process serves
// requests; asks nothing else. Any Host (a load balancer or Docker probes by address), not
// behind the middleware (its matcher leaves /api/ alone), never cached (no-store).
export const dynamic = 'force-dynamic';

export const GET = liveResponse;
export const HEAD = liveResponse;
