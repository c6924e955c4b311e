import { log } from '@/edge/log';
import { clientKey, MemoryRateLimiter, type RateLimiter } from '@/features/checkout';
import { readLimited } from '@/features/checkout/data';
import { describeIssues } from '@/features/common/payload';
import { VitalsReportSchema } from './vitals-report';

// POST /api/vitals: field data from readers' browsers, after statistics consent, as one
// structured log line each (`web_vital`), so ops see real page speed without a third party.
// The body is small and bounded, each client is limited, and anything that does not fit the
// schema is refused without being logged.

export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;

/** 5 metrics a page view: 120 a minute is 24 page views a minute from one address. */
export const vitalsLimiter = new MemoryRateLimiter({ limit: 120, windowMs: 60_000 });

// navigator.sendBeacon sends a string as text/plain; the page sends a JSON Blob.
const TYPES = /^(application\/json|text\/plain)\s*(;|$)/i;

const empty = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export function createVitalsHandler(limiter: RateLimiter = vitalsLimiter): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!TYPES.test(request.headers.get('content-type') ?? '')) return empty(415);
    const decision = await limiter.hit(clientKey(request.headers));
    if (!decision.allowed) return empty(429, { 'Retry-After': String(decision.retryAfterSeconds) });
    const text = await readLimited(request, VITALS_BODY_LIMIT_BYTES).catch(() => null);
    if (text === null) return empty(413);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return empty(400);
    }
    const parsed = VitalsReportSchema.safeParse(raw);
    if (!parsed.success) {
      log.warn('web_vital_invalid', { problems: describeIssues(parsed.error).slice(0, 5) });
      return empty(400);
    }
    log.info('web_vital', parsed.data);
    return empty(204);
  };
}

export const handleVitals = createVitalsHandler();
