import { readJsonBody } from '@/edge/json-body';
import { log } from '@/request/log';
import { MemoryRateLimiter, type RateLimiter } from '@/request/rate-limit';
import { loadConfig } from '@/edge/config';
import { clientAddress } from '@/request/client-address';
import { describeIssues } from '@/features/common/payload';
import { VitalsReportSchema } from './vitals-report';

// POST /api/vitals: field data from readers' browsers, after statistics consent, as one
// structured log line each (`web_vital`), so ops see real page speed without a third party.
// The body is small and bounded, each client is limited (by the address the burst limits
// use, request/client-address.ts, which the client cannot choose), and anything that does not
// fit the schema is refused without being logged as a measurement.

export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;

/** 5 metrics a page view: 120 a minute is 24 page views a minute from one address. */
export const vitalsLimiter = new MemoryRateLimiter({ limit: 120, windowMs: 60_000 });

// The page sends a JSON Blob; navigator.sendBeacon with a string would send text/plain.
const TYPES = ['application/json', 'text/plain'];

const empty = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export function createVitalsHandler(limiter: RateLimiter = vitalsLimiter): (request: Request) => Promise<Response> {
  return async (request) => {
    const decision = await limiter.hit(clientAddress(request, loadConfig()));
    if (!decision.allowed) return empty(429, { 'Retry-After': String(decision.retryAfterSeconds) });
    const read = await readJsonBody(request, { maxBytes: VITALS_BODY_LIMIT_BYTES, types: TYPES });
    if (!read.ok) return empty(read.status);
    const parsed = VitalsReportSchema.safeParse(read.value);
    if (!parsed.success) {
      log.warn('web_vital_invalid', { problems: describeIssues(parsed.error).slice(0, 5) });
      return empty(400);
    }
    log.info('web_vital', parsed.data);
    return empty(204);
  };
}

export const handleVitals = createVitalsHandler();
