import { z } from 'zod';
import { loadConfig, type Config } from '@/edge/config';
import { log } from '@/request/log';
import { paymentModeFor } from '@/edge/modes';
import { currencyForCountry } from '@/features/common/money';
import { clientAddress } from '@/request/client-address';
import type { RateLimiter } from '@/request/rate-limit';
import { SharedRateLimiter } from '@/request/shared-rate-limit';
import { createOrderCheck, ORDER_CHECK_UNAVAILABLE, TOO_MANY_ATTEMPTS, type CheckResult } from './handlers';
import { REVOLUT_ORDER_TO_COME } from './payment/payments';
import { revolutApi, revolutReconciler, revolutSecretKey } from './revolut-api';
import { isRevolutPayment } from './order-schema';
import { signRevolutGrant } from './revolut-grant';

// POST /api/checkout/revolut-order: the Revolut order a Revolut Pay payment authorises. The
// browser sends the order the donor is about to place (a donation or a gift order, whose
// payment names REVOLUT_ORDER_TO_COME), and this route runs the order route's own checks on
// it first (./handlers.ts createOrderCheck with that route's rules: the order burst limit,
// checked but not counted, as this route has its own; JSON and the body's bound, the schema,
// the payment mode and gateway, the currency, the appeal's minimum or the catalogue's prices,
// the settings), so an order that would be refused never gets a Revolut order. The Revolut order's amount is that checked order's total, in the site's
// currency; it is created with capture_mode 'manual' (./revolut-api.ts), so the donor's payment
// only authorises it and the order route captures it after the backend's 201. The answer carries
// the order's id and the site's grant on it (./revolut-grant.ts), which the order comes back
// with: only a granted authorisation is cancelled. The secret key never leaves the server: the
// live key, or in test payment mode the sandbox key and API.

export { REVOLUT_API_BASE, REVOLUT_API_VERSION } from './revolut-api';
export const REVOLUT_UNAVAILABLE = 'Revolut Pay is not available just now. Please choose another payment method.';
export const REVOLUT_ONLY = 'This request makes Revolut orders for Revolut Pay only.';
export const NOTHING_TO_PAY = 'There is nothing to pay for this order.';

/** An order route's rules (its schema, checks and body), and what its order costs the donor. */
export interface RevolutOrderRules<T> {
  schema: z.ZodType<T>;
  check?(body: T, request: Request): Promise<CheckResult> | CheckResult;
  prepare?(body: T, request: Request): Promise<T> | T;
  /** The order's total in minor units, or why it cannot be paid (400); throws when it cannot be worked out (503). */
  total(body: T): Promise<number | { refused: string }>;
  /** What the donor sees on Revolut's side. */
  description: string;
}

/** The rules of both order routes: the body's order.type picks one. */
export interface RevolutOrderRoutes<D, G> {
  donation: RevolutOrderRules<D>;
  gift: RevolutOrderRules<G>;
}

type Chosen = { rules: RevolutOrderRules<unknown>; body: unknown };

/** The donation or the gift order's schema, by the body's own order.type, with its precise messages. */
function schemaOf<D, G>(routes: RevolutOrderRoutes<D, G>) {
  return z.unknown().transform((value, ctx): Chosen => {
    const type = (value as { order?: { type?: unknown } } | null)?.order?.type;
    const rules = (type === 'gift' ? routes.gift : routes.donation) as unknown as RevolutOrderRules<unknown>;
    const parsed = rules.schema.safeParse(value);
    if (parsed.success) return { rules, body: parsed.data };
    for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: value } as never);
    return z.NEVER;
  });
}

function answer(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The order route's refusal shape ({statusCode, errorMessage}) as this route's ({message}). */
async function asRevolutAnswer(refusal: Response): Promise<Response> {
  const body = (await refusal.json().catch(() => null)) as { errorMessage?: unknown } | null;
  const headers = new Headers(refusal.headers);
  headers.delete('content-length');
  return Response.json({ message: typeof body?.errorMessage === 'string' ? body.errorMessage : REVOLUT_UNAVAILABLE }, { status: refusal.status, headers });
}

/** Revolut orders a client may have made a minute (each costs a call to Revolut), across instances with REDIS_URL. */
export const revolutOrderLimiter: RateLimiter = new SharedRateLimiter({ name: 'revolut-order', limit: 10, windowMs: 60_000, redisUrl: () => loadConfig().REDIS_URL });

export interface RevolutOrderOptions {
  config?: Config;
  fetcher?: typeof fetch;
  /** The order routes' burst limit, checked as theirs but not counted (default: theirs, shared). */
  limiter?: RateLimiter;
  /** This route's own limit (default: revolutOrderLimiter). */
  revolutLimiter?: RateLimiter;
}

export async function handleRevolutOrder<D, G>(request: Request, routes: RevolutOrderRoutes<D, G>, options: RevolutOrderOptions = {}): Promise<Response> {
  const config = options.config ?? loadConfig();
  const own = await (options.revolutLimiter ?? revolutOrderLimiter).hit(clientAddress(request, config));
  if (!own.allowed) {
    log.warn('order_rate_limited', { kind: 'revolut_order', retryAfterSeconds: own.retryAfterSeconds });
    return Response.json({ message: TOO_MANY_ATTEMPTS }, { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(own.retryAfterSeconds) } });
  }
  const check = createOrderCheck(
    {
      schema: schemaOf(routes),
      kind: 'revolut_order',
      limiter: options.limiter,
      check: ({ rules, body }, req) => {
        const payment = (body as { payment?: { gateway?: unknown; type?: unknown; details?: { revolut_order_id?: unknown } } }).payment;
        // CONTRACT §6's shape exactly (type credit_card too): an order its route's schema would refuse gets no Revolut order.
        if (!isRevolutPayment(payment) || payment.type !== 'credit_card' || payment.details?.revolut_order_id !== REVOLUT_ORDER_TO_COME) return REVOLUT_ONLY;
        return rules.check ? rules.check(body, req) : null;
      },
      prepare: async ({ rules, body }, req) => ({ rules, body: rules.prepare ? await rules.prepare(body, req) : body }),
    },
    // No Idempotency-Key yet (the order's own comes with it); the order limit refuses as it would
    // refuse the order, but the attempt is the order's to count.
    { requireKey: false, probeLimit: true },
  );
  const checked = await check(request);
  if (checked instanceof Response) return asRevolutAnswer(checked);
  const { rules, body } = checked.body;
  let total: number | { refused: string };
  try {
    total = await rules.total(body);
  } catch (error) {
    log.error('order_rules_unavailable', { kind: 'revolut_order', check: 'total', error: error instanceof Error ? error.message : String(error) });
    return answer({ message: ORDER_CHECK_UNAVAILABLE }, 503);
  }
  if (typeof total !== 'number') return answer({ message: total.refused }, 400);
  if (total < 1) return answer({ message: NOTHING_TO_PAY }, 400);

  const mode = await paymentModeFor(request.headers, config);
  const api = revolutApi(mode, { config, fetcher: options.fetcher });
  revolutReconciler().sweepSoon();
  if (!api) {
    log.warn('revolut_order_unconfigured', { mode });
    return answer({ message: REVOLUT_UNAVAILABLE }, 503);
  }
  try {
    const created = await api.create({ amount: total, currency: currencyForCountry(config.DEFAULT_COUNTRY), description: rules.description });
    if (created.status < 200 || created.status > 299 || !created.order?.token || !/^[A-Za-z0-9-]{1,64}$/.test(created.order.id)) {
      log.error('revolut_order_failed', { mode, status: created.status });
      return answer({ message: REVOLUT_UNAVAILABLE }, 502);
    }
    // Revolut's hosted page for the order: what the sandbox provider pays on (test mode, no public key).
    // The grant (./revolut-grant.ts): the order route cancels this authorisation only with it.
    const grant = await signRevolutGrant(mode, created.order.id, revolutSecretKey(mode, config)!);
    const checkoutUrl = created.order.checkout_url ? { checkoutUrl: created.order.checkout_url } : {};
    return answer({ publicId: created.order.token, orderId: created.order.id, grant, ...checkoutUrl }, 201);
  } catch (error) {
    log.error('revolut_order_failed', { mode, error: error instanceof Error ? error.message : String(error) });
    return answer({ message: REVOLUT_UNAVAILABLE }, 502);
  }
}
