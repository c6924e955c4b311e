import type { z } from 'zod';
import { createOrder } from '@/edge/backend';
import { log } from '@/request/log';
import { describeIssues } from '@/features/common/payload';
import { parseOrderResponse, type OrderOutcome } from './order-response';
import { UUID_PATTERN } from './order-schema';
import { readJsonBody } from '@/edge/json-body';
import { loadConfig } from '@/edge/config';
import { clientAddress } from '@/request/client-address';
import { withSafeText } from './order-text';
import type { RateLimiter } from '@/request/rate-limit';
import { SharedRateLimiter } from '@/request/shared-rate-limit';
import { releaseRefusedRevolutOrder, settleRevolutPayment, type OrderVerdict } from './revolut-api';
import { rememberWaitingOrder } from './waiting-intents';

// Route-handler helpers for checkout: order submission (the look-ups: ./lookup-handlers.ts). app/api/* files only wire them up.

export const ORDER_BODY_LIMIT_BYTES = 32 * 1024;
export const TOO_MANY_ATTEMPTS = 'Too many attempts in a short time. Please wait a minute and try again.';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A body nested past edge/json-body.ts's depth: refused before anything walks it. */
export const ORDER_TOO_DEEP = 'The order is not valid: it is nested too deeply.';
/** A check that needs data the server cannot read just now (the catalogue, the settings): nothing is sent. */
export const ORDER_CHECK_UNAVAILABLE = 'We could not check your order just now. Nothing has been charged. Please try again in a moment.';

/** A check's refusal: a message (400), or a status with its message (503 when the check could not be made). */
export type CheckResult = string | { status: 400 | 503; message: string } | null;

/** What the order route answers the form (SPEC §7): statusCode 201, orderID, orderStatus, errorMessage. */
export type OrderRouteAnswer = OrderOutcome;

/** The order's Idempotency-Key as the backend gets it (trimmed, lower case), or null when it is not a UUID. */
export function orderIdempotencyKey(request: Request): string | null {
  // One attempt, one key, whatever its case: the backend compares keys as strings.
  const key = (request.headers.get(IDEMPOTENCY_HEADER) ?? '').trim().toLowerCase();
  return UUID_PATTERN.test(key) ? key : null;
}

function answer(outcome: OrderRouteAnswer, headers: Record<string, string> = {}): Response {
  // The HTTP status mirrors statusCode, so proxies and logs see failures as failures.
  const status = outcome.statusCode >= 200 && outcome.statusCode <= 599 ? outcome.statusCode : 502;
  return Response.json(outcome, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

function refuse(statusCode: number, errorMessage: string, headers?: Record<string, string>): Response {
  return answer({ statusCode, orderID: null, orderStatus: null, errorMessage }, headers);
}

export interface OrderHandlerOptions<S extends z.ZodType> {
  /** The same zod schema the browser built the body with. */
  schema: S;
  /** Which order this is, for logs ('donation', 'gift'). */
  kind: string;
  /** Extra checks on the parsed body (e.g. the payment gateway against the server's mode): a message refuses it with 400. */
  check?: (body: z.output<S>, request: Request) => Promise<CheckResult> | CheckResult;
  /**
   * After the checks, the body as the backend gets it (an attribution the settings do not
   * offer dropped). Throws when it cannot be made (503). Every order's text has lost its bidi
   * and invisible format characters before it was parsed (./order-text.ts).
   */
  prepare?: (body: z.output<S>, request: Request) => Promise<z.output<S>> | z.output<S>;
  limiter?: RateLimiter;
  maxBytes?: number;
  /** Replaces the backend call (tests). */
  send?: (body: unknown, idempotencyKey: string) => Promise<{ status: number; body: unknown }>;
  /**
   * Once the order's outcome is known: captures or cancels a payment authorised before the order
   * was sent (Revolut Pay, ./revolut-api.ts). Default: settleRevolutPayment.
   */
  settle?: (body: z.output<S>, verdict: OrderVerdict, request: Request) => Promise<void>;
  /** The site refused the order before sending it: releases what was authorised for it (default: releaseRefusedRevolutOrder). */
  release?: (request: Request) => Promise<void>;
}

/** How a check of an order request differs from the order route's own (./revolut-order.ts). */
export interface OrderCheckOptions<S extends z.ZodType> {
  /** The request carries an Idempotency-Key (default true). */
  requireKey?: boolean;
  /** The burst limit is checked, not counted (the attempt is given back): the order that follows counts it. */
  probeLimit?: boolean;
  /** A rule refused the body (400): a payment authorised for it is released. */
  refused?: (body: z.output<S>, request: Request) => Promise<void>;
}

/** The body as the backend gets it and its Idempotency-Key, or the answer that refuses the request. */
export type CheckedOrder<S extends z.ZodType> = Response | { body: z.output<S>; key: string };

/**
 * Default: 8 order attempts a minute per client. A donor retrying a declined card stays well
 * under it. Counted in Redis across instances when REDIS_URL is set (request/shared-rate-limit.ts).
 */
export const defaultOrderLimiter: RateLimiter = new SharedRateLimiter({ name: 'order', limit: 8, windowMs: 60_000, redisUrl: () => loadConfig().REDIS_URL });

/**
 * POST handler for an order route: JSON only, a bounded body, an Idempotency-Key (a UUID made
 * once per attempt by the browser), a burst limit per client (429), the body's text without
 * bidi or format characters and re-validated by zod, then order create through edge/backend. Answers {statusCode, orderID, orderStatus,
 * errorMessage (HTML-decoded)}; a backend that cannot be reached answers 502 with no message,
 * which the form shows as its own 'could not submit' text.
 */
export function createOrderHandler<S extends z.ZodType>(options: OrderHandlerOptions<S>): (request: Request) => Promise<Response> {
  const settleWith = options.settle ?? settleRevolutPayment;
  // The donor's answer never depends on the settlement: a failure there is logged only.
  const settle = (body: z.output<S>, verdict: OrderVerdict, request: Request) =>
    settleWith(body, verdict, request).catch((error: unknown) => log.error('payment_settle_failed', { kind: options.kind, verdict, error: error instanceof Error ? error.message : String(error) }));
  const checkOrder = createOrderCheck(options);
  const send = options.send ?? ((body: unknown, key: string) => createOrder(body, key));
  // Any refusal of the site's own (its checks, 429, 503, a bad body) releases a Revolut authorisation made for it (CONTRACT §6).
  const release = (request: Request) =>
    (options.release ?? releaseRefusedRevolutOrder)(request).catch((error: unknown) =>
      log.error('payment_settle_failed', { kind: options.kind, verdict: 'refused', error: error instanceof Error ? error.message : String(error) }),
    );
  return async (request) => {
    const checked = await checkOrder(request);
    if (checked instanceof Response) {
      await release(request);
      return checked;
    }
    const { body: outgoing, key } = checked;
    try {
      const response = await send(outgoing, key);
      const outcome = parseOrderResponse(response.status, response.body, options.kind);
      await rememberWaitingOrder(options.kind, outgoing, outcome.clientSecret); // for its 3-D Secure resend (CAPTCHA_VERIFY=site)
      if (outcome.statusCode !== 201) log.warn('order_refused', { kind: options.kind, status: outcome.statusCode });
      // A 201 it can read places the order and a 4xx refuses it; a 5xx, or a success the site
      // cannot read, may have made it: the authorisation is left for the same attempt's resend.
      await settle(outgoing, outcome.statusCode === 201 ? 'placed' : response.status >= 400 && response.status < 500 ? 'refused' : 'unknown', request);
      return answer(outcome);
    } catch (error) {
      // SPEC §8: a network failure rejects and is logged; the donor's answers stay in the form.
      log.error('order_failed', { kind: options.kind, error: error instanceof Error ? error.message : String(error) });
      await settle(outgoing, 'unknown', request);
      return answer({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null });
    }
  };
}

/**
 * The order route's checks, in order, up to the body the backend would get: JSON only, an
 * Idempotency-Key, the burst limit, the bounded body, the text without bidi or format
 * characters, the zod schema, the route's rules (`check`) and `prepare`. Shared by the order
 * routes and the Revolut order made before an order (./revolut-order.ts).
 */
export function createOrderCheck<S extends z.ZodType>(options: OrderHandlerOptions<S>, checkOptions: OrderCheckOptions<S> = {}): (request: Request) => Promise<CheckedOrder<S>> {
  const limiter = options.limiter ?? defaultOrderLimiter;
  const maxBytes = options.maxBytes ?? ORDER_BODY_LIMIT_BYTES;
  const { requireKey = true, probeLimit = false } = checkOptions;
  return async (request) => {
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) return refuse(415, 'The order must be sent as JSON.');
    const key = orderIdempotencyKey(request);
    if (requireKey && !key) return refuse(400, 'The Idempotency-Key header must be a UUID.');
    const address = clientAddress(request, loadConfig());
    const decision = await limiter.hit(address);
    if (decision.allowed && probeLimit) await limiter.refund?.(address);
    if (!decision.allowed) {
      log.warn('order_rate_limited', { kind: options.kind, retryAfterSeconds: decision.retryAfterSeconds });
      return refuse(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const read = await readJsonBody(request, { maxBytes });
    if (!read.ok) {
      if (read.status === 413) return refuse(413, 'The order is too large.');
      return refuse(400, read.reason === 'too_deep' ? ORDER_TOO_DEEP : 'The order is not valid JSON.');
    }
    // Bidi and invisible format characters go before validation: a name made of them alone is empty.
    const parsed = options.schema.safeParse(withSafeText(read.value));
    if (!parsed.success) {
      const problems = describeIssues(parsed.error);
      log.warn('order_invalid', { kind: options.kind, problems });
      return refuse(400, `The order is not valid: ${problems.join('; ')}`);
    }
    const problem = options.check ? await options.check(parsed.data, request) : null;
    if (problem) {
      const { status, message } = typeof problem === 'string' ? { status: 400, message: problem } : problem;
      log.warn('order_refused_by_site', { kind: options.kind, status, message });
      if (status === 400) await checkOptions.refused?.(parsed.data, request);
      return refuse(status, message);
    }
    let outgoing: z.output<S> = parsed.data;
    try {
      if (options.prepare) outgoing = await options.prepare(parsed.data, request);
    } catch (error) {
      log.error('order_rules_unavailable', { kind: options.kind, check: 'prepare', error: error instanceof Error ? error.message : String(error) });
      return refuse(503, ORDER_CHECK_UNAVAILABLE);
    }
    return { body: outgoing, key: key ?? '' };
  };
}
