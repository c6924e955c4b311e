import { z } from 'zod';
import { loadConfig, type Config } from '@/edge/config';
import { paymentModeFor } from '@/edge/modes';
import { log } from '@/request/log';
import type { PaymentMode } from './payment-methods';
import { REVOLUT_ORDER_TO_COME } from './payment/payments';
import { isRevolutPayment } from './order-schema';
import { REVOLUT_GRANT_HEADER, verifyRevolutGrant } from './revolut-grant';
import { RevolutReconciler } from './revolut-reconcile';
import { createOrder } from '@/edge/backend';

// Revolut's Merchant API (version 2024-09-01) as the site uses it for Revolut Pay: a Revolut
// order is created with capture_mode 'manual', so the donor's payment only authorises it; the
// order route captures it after the backend's 201, and cancels the authorisation when the
// order is refused (CONTRACT §6). Capture is idempotent at Revolut (a second capture answers the
// order as it is); a cancel that Revolut refuses is checked against the order's state, so a
// repeated cancel is harmless too. An authorisation nobody captures is released by Revolut
// after 7 days.

export const REVOLUT_API_BASE: Record<PaymentMode, string> = { live: 'https://merchant.revolut.com', test: 'https://sandbox-merchant.revolut.com' };
export const REVOLUT_API_VERSION = '2024-09-01';
const TIMEOUT_MS = 10_000;

/** The fields of a Revolut order the site reads (Revolut sends more). */
export const RevolutOrderSchema = z
  .object({
    id: z.string().min(1).max(64),
    token: z.string().min(1).max(255).optional(),
    state: z.string().min(1).max(32),
    amount: z.number().int().optional(),
    currency: z.string().optional(),
    checkout_url: z.url({ protocol: /^https?$/ }).optional(),
  })
  .loose();
export type RevolutOrder = z.output<typeof RevolutOrderSchema>;

/** A Revolut order id as it may appear in a URL path (Revolut's are UUIDs). */
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** What the backend's answer (or the site's own refusal) means for a payment authorised before the order. */
export type OrderVerdict = 'placed' | 'refused' | 'unknown';

export interface RevolutApiOptions {
  config?: Config;
  fetcher?: typeof fetch;
  /** Where authorisations left with an unknown outcome wait for their reconciliation (default: the process's). */
  reconciler?: RevolutReconciler;
}

/** The secret key of a payment mode, if set. */
export function revolutSecretKey(mode: PaymentMode, config: Config): string | undefined {
  return (mode === 'live' ? config.REVOLUT_SECRET_KEY : config.REVOLUT_SECRET_KEY_TEST) || undefined;
}

export interface RevolutCall {
  status: number;
  order: RevolutOrder | null;
}

/** The Merchant API of one payment mode, with its secret key; null when that mode has no key. */
export function revolutApi(mode: PaymentMode, options: RevolutApiOptions = {}) {
  const config = options.config ?? loadConfig();
  const fetcher = options.fetcher ?? fetch;
  const secretKey = revolutSecretKey(mode, config);
  if (!secretKey) return null;
  const base = (mode === 'test' && config.REVOLUT_API_URL_TEST ? config.REVOLUT_API_URL_TEST : REVOLUT_API_BASE[mode]).replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RevolutCall> {
    const response = await fetcher(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Revolut-Api-Version': REVOLUT_API_VERSION,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed = RevolutOrderSchema.safeParse(await response.json().catch(() => null));
    return { status: response.status, order: parsed.success ? parsed.data : null };
  }

  const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;
  return {
    mode,
    /** POST /api/orders: an order the donor's payment authorises and only the site captures. */
    create: (order: { amount: number; currency: string; description: string }) => call('POST', '/api/orders', { ...order, capture_mode: 'manual' }),
    /** POST /api/orders/{id}/capture (idempotent at Revolut). */
    capture: (id: string) => call('POST', `${orderPath(id)}/capture`, {}),
    /** POST /api/orders/{id}/cancel: releases an authorised (or unpaid) order. */
    cancel: (id: string) => call('POST', `${orderPath(id)}/cancel`),
    /** GET /api/orders/{id}. */
    retrieve: (id: string) => call('GET', orderPath(id)),
  };
}
export type RevolutApi = NonNullable<ReturnType<typeof revolutApi>>;

/** The Revolut order an order body pays with, when it is a Revolut Pay payment of a made order. */
export function revolutOrderOf(body: unknown): string | null {
  const payment = (body as { payment?: { gateway?: unknown; details?: { revolut_order_id?: unknown } } } | null)?.payment;
  if (!isRevolutPayment(payment)) return null;
  const id = (payment.details as { revolut_order_id?: unknown } | undefined)?.revolut_order_id;
  return typeof id === 'string' && id !== REVOLUT_ORDER_TO_COME && ORDER_ID.test(id) ? id : null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Captures an authorised order, asking twice at most (a capture is idempotent). */
export async function captureRevolutOrder(api: RevolutApi, id: string): Promise<boolean> {
  let failure: Record<string, unknown> = {};
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const { status, order } = await api.capture(id);
      if (status >= 200 && status < 300 && order) {
        log.info('revolut_captured', { mode: api.mode, revolutOrder: id, state: order.state });
        return true;
      }
      failure = { status, state: order?.state ?? null };
      if (status < 500) break; // Revolut said no (a cancelled or expired authorisation): asking again changes nothing
    } catch (error) {
      failure = { error: errorText(error) };
    }
  }
  // The backend has the order, unpaid until someone captures it: an error for the reporter, not only a line.
  log.error('revolut_capture_failed', { mode: api.mode, revolutOrder: id, ...failure }, { report: true });
  return false;
}

/**
 * Cancels an authorisation: done when Revolut cancels it, or when the order is cancelled already.
 * Its state is looked up first: a `completed` order (captured: the money is taken, for an order
 * the backend made) is never cancelled.
 */
export async function cancelRevolutOrder(api: RevolutApi, id: string): Promise<boolean> {
  let failure: Record<string, unknown> = {};
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const before = await api.retrieve(id);
      if (before.order?.state === 'completed') {
        log.error('revolut_cancel_completed_refused', { mode: api.mode, revolutOrder: id }, { report: true });
        return false;
      }
      const { status, order } = await api.cancel(id);
      if (status >= 200 && status < 300) {
        log.info('revolut_cancelled', { mode: api.mode, revolutOrder: id, state: order?.state ?? null });
        return true;
      }
      if (status >= 500) {
        failure = { status };
        continue;
      }
      // Refused: the order's own state says whether there is anything left to cancel.
      const now = await api.retrieve(id);
      if (now.order?.state === 'cancelled' || now.order?.state === 'failed') {
        log.info('revolut_cancelled', { mode: api.mode, revolutOrder: id, state: now.order.state, already: true });
        return true;
      }
      failure = { status, state: now.order?.state ?? null };
      break;
    } catch (error) {
      failure = { error: errorText(error) };
    }
  }
  log.error('revolut_cancel_failed', { mode: api.mode, revolutOrder: id, ...failure }, { report: true });
  return false;
}

/**
 * The process's reconciler (./revolut-reconcile.ts), kept on globalThis so every route's bundle
 * shares one: Revolut's API of the mode, and the backend's order create for the resend.
 */
export function revolutReconciler(): RevolutReconciler {
  const holder = globalThis as { __cwRevolutReconciler?: RevolutReconciler };
  holder.__cwRevolutReconciler ??= new RevolutReconciler(() => {
    const api = (mode: PaymentMode) => {
      const found = revolutApi(mode);
      if (!found) throw new Error(`no Revolut secret key for ${mode}`);
      return found;
    };
    return {
      state: async (mode, id) => (await api(mode).retrieve(id)).order?.state ?? null,
      resend: async (body, key) => (await createOrder(body, key).catch(() => null))?.status ?? null,
      capture: (mode, id) => captureRevolutOrder(api(mode), id),
      cancel: (mode, id) => cancelRevolutOrder(api(mode), id),
    };
  });
  return holder.__cwRevolutReconciler;
}

/**
 * The Revolut order this site made that a request's grant (REVOLUT_GRANT_HEADER, ./revolut-grant.ts)
 * stands for, in the request's payment mode: null without one, or with a grant this site did not sign.
 */
export async function grantedRevolutOrder(request: Request, mode: PaymentMode, config: Config) {
  return verifyRevolutGrant(request.headers.get(REVOLUT_GRANT_HEADER), mode, revolutSecretKey(mode, config));
}

/**
 * After an order paid by Revolut Pay has its outcome (the order routes' `settle`):
 * - 'placed' (the backend's 201) captures the body's authorisation: the backend made the order
 *   with it (a resend under a known key that names another Revolut order is refused, 422);
 * - 'refused' (a 4xx, a 201 the site cannot read, or the site's own refusal) cancels it, only
 *   when the request's grant shows this site made it for this browser (never a Revolut order a
 *   body merely names), and never a captured one;
 * - 'unknown' (no answer, a 5xx) leaves it authorised, since the backend may have made the
 *   order: the same attempt sent again under its Idempotency-Key gets the backend's first answer
 *   and captures then, and the reconciliation (./revolut-reconcile.ts) settles it after an hour
 *   if no resend did.
 * Any other payment is left alone.
 */
export async function settleRevolutPayment(body: unknown, verdict: OrderVerdict, request: Request, options: RevolutApiOptions = {}): Promise<void> {
  const id = revolutOrderOf(body);
  if (!id) return;
  const config = options.config ?? loadConfig();
  const mode = await paymentModeFor(request.headers, config);
  const reconciler = options.reconciler ?? revolutReconciler();
  reconciler.sweepSoon();
  const granted = await grantedRevolutOrder(request, mode, config);
  const ours = granted?.id === id ? granted : null;
  if (verdict === 'unknown') {
    log.warn('revolut_left_authorised', { mode, revolutOrder: id });
    const key = (request.headers.get('idempotency-key') ?? '').trim().toLowerCase();
    if (ours && key) reconciler.remember({ id, mode, key, body, madeAt: ours.madeAt });
    return;
  }
  reconciler.forget(id);
  const api = revolutApi(mode, { ...options, config });
  if (!api) {
    log.error('revolut_settle_unconfigured', { mode, revolutOrder: id, verdict }, { report: true });
    return;
  }
  if (verdict === 'placed') {
    await captureRevolutOrder(api, id);
    return;
  }
  if (!ours) {
    log.warn('revolut_cancel_not_ours', { mode, revolutOrder: id });
    return;
  }
  await cancelRevolutOrder(api, id);
}

/**
 * The site refused an order before sending it (its checks, 429, 503, a bad body): the Revolut
 * order the request's grant stands for is cancelled (CONTRACT §6), unless it waits for an unknown
 * outcome (a resend of an attempt the backend may have made: a 429 must not unpay it).
 */
export async function releaseRefusedRevolutOrder(request: Request, options: RevolutApiOptions = {}): Promise<void> {
  if (!request.headers.get(REVOLUT_GRANT_HEADER)) return;
  const config = options.config ?? loadConfig();
  const mode = await paymentModeFor(request.headers, config);
  const granted = await grantedRevolutOrder(request, mode, config);
  if (!granted) return;
  if ((options.reconciler ?? revolutReconciler()).has(granted.id)) {
    log.info('revolut_refusal_kept_for_resend', { mode, revolutOrder: granted.id });
    return;
  }
  const api = revolutApi(mode, { ...options, config });
  if (api) await cancelRevolutOrder(api, granted.id);
}
