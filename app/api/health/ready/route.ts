import { readyResponse } from '@/features/common/health';

// GET /api/health/ready (docs/runbook.md "Health checks"): 200 when the backend and Redis
// answer, 503 naming the check that failed; checked at most once a second. Any Host, not
// behind the middleware, never cached (no-store).
export const dynamic = 'force-dynamic';

export const GET = () => readyResponse();
export const HEAD = () => readyResponse();
