import { z } from 'zod';
import { loadConfig, type Config } from '@/edge/config';
import { readJsonBody } from '@/edge/json-body';
import { log } from '@/request/log';
import { paymentModeFor } from '@/edge/modes';
import { currencyForCountry } from '@/features/common/money';
import { clientAddress } from '@/request/client-address';
import type { RateLimiter } from '@/request/rate-limit';
import { SharedRateLimiter } from '@/request/shared-rate-limit';

// POST /api/checkout/revolut-order: the Revolut order a Revolut Pay button pays. Revolut needs
// it created with the merchant's secret key, which never leaves the server: the live key, or
// in test payment mode (SPEC §6, decided here as for orders) the sandbox key and API. The
// donor's order itself still goes to the backend with the paid order's id.

export const REVOLUT_API = { live: 'https://merchant.revolut.com/api/orders', test: 'https://sandbox-merchant.revolut.com/api/orders' } as const;
export const REVOLUT_API_VERSION = '2024-09-01';
export const REVOLUT_UNAVAILABLE = 'Revolut Pay is not available just now. Please choose another payment method.';

const RequestSchema = z.object({
  /** Minor units: at least 1, at most 1,000,000 in the site currency. */
  amountMinor: z.number().int().min(100).max(100_000_000),
  currency: z.enum(['EUR', 'GBP']),
});
/** The body is two small fields: anything larger is refused before it is read (edge/json-body.ts). */
export const REVOLUT_BODY_LIMIT_BYTES = 1024;
const RevolutAnswerSchema = z.object({ id: z.string().min(1), token: z.string().min(1).max(255) });

/** Counted across instances when REDIS_URL is set, as the order route's (request/shared-rate-limit.ts). */
export const revolutOrderLimiter: RateLimiter = new SharedRateLimiter({ name: 'revolut-order', limit: 10, windowMs: 60_000, redisUrl: () => loadConfig().REDIS_URL });

function answer(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function handleRevolutOrder(request: Request, options: { config?: Config; fetcher?: typeof fetch; limiter?: RateLimiter } = {}): Promise<Response> {
  const config = options.config ?? loadConfig();
  const fetcher = options.fetcher ?? fetch;
  if (!(await (options.limiter ?? revolutOrderLimiter).hit(clientAddress(request, config))).allowed) return answer({ message: 'Too many attempts in a short time. Please wait a minute and try again.' }, 429);
  const read = await readJsonBody(request, { maxBytes: REVOLUT_BODY_LIMIT_BYTES });
  if (!read.ok && read.status !== 400) return answer({ message: read.status === 413 ? 'The request is too large.' : 'The request must be sent as JSON.' }, read.status);
  const checked = read.ok ? RequestSchema.safeParse(read.value) : null;
  if (!checked?.success) return answer({ message: 'The amount is not valid.' }, 400);
  const parsed = checked.data;
  if (parsed.currency !== currencyForCountry(config.DEFAULT_COUNTRY)) return answer({ message: 'The amount must be in the site currency.' }, 400);
  const mode = await paymentModeFor(request.headers, config);
  const secretKey = mode === 'live' ? config.REVOLUT_SECRET_KEY : config.REVOLUT_SECRET_KEY_TEST;
  if (!secretKey) {
    log.warn('revolut_order_unconfigured', { mode });
    return answer({ message: REVOLUT_UNAVAILABLE }, 503);
  }
  try {
    const response = await fetcher(REVOLUT_API[mode], {
      method: 'POST',
      headers: { Authorization: `Bearer ${secretKey}`, 'Revolut-Api-Version': REVOLUT_API_VERSION, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ amount: parsed.amountMinor, currency: parsed.currency, description: 'Donation' }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = RevolutAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !body.success) {
      log.error('revolut_order_failed', { mode, status: response.status });
      return answer({ message: REVOLUT_UNAVAILABLE }, 502);
    }
    return answer({ publicId: body.data.token }, 201);
  } catch (error) {
    log.error('revolut_order_failed', { mode, error: error instanceof Error ? error.message : String(error) });
    return answer({ message: REVOLUT_UNAVAILABLE }, 502);
  }
}
