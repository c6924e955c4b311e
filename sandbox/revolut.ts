import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError, readJsonBody, sendJson } from './http';

// A local stand-in for Revolut's Merchant API (version 2024-09-01), mounted at /revolut on the
// sandbox, so Revolut Pay runs end to end with no network: create an order (with its
// capture_mode), retrieve it, capture it, cancel it; and, in place of Revolut's payment window,
// the order's checkout page (GET /revolut/checkout/{token}), which pays (authorises) the order
// as soon as it opens and tells the window that opened it (postMessage), as the site's sandbox
// provider expects (features/checkout/payment/revolut-sandbox.ts). Revolut's rules: a secret key
// in `Authorization: Bearer`, a `Revolut-Api-Version` header, a manual order stays `authorised`
// until captured, a second capture answers the order as it is (idempotent), only a pending or
// authorised order can be cancelled. Every call is recorded (GET /_sandbox/revolut), so a test
// can show that the money of a refused order was never captured. The sandbox backend reads the
// orders too (./orders.ts): it completes a Revolut Pay order only for an authorised Revolut order
// of the order's total (CONTRACT §6). The site points at it with REVOLUT_API_URL_TEST.

/** The secret key the stand-in takes (the e2e sites and `npm start` with the sandbox use it). */
export const FAKE_REVOLUT_SECRET = 'sk_sandbox_revolut_stand_in';
export const REVOLUT_MOUNT = '/revolut';

export type RevolutState = 'pending' | 'authorised' | 'completed' | 'cancelled' | 'failed';

export interface StandInOrder {
  id: string;
  token: string;
  type: 'payment';
  state: RevolutState;
  created_at: string;
  updated_at: string;
  amount: number;
  outstanding_amount: number;
  currency: string;
  capture_mode: 'automatic' | 'manual';
  description: string | null;
  checkout_url: string;
}

export interface RevolutCall {
  action: 'create' | 'retrieve' | 'pay' | 'capture' | 'cancel';
  orderId: string | null;
  status: number;
  /** The order's state after the call. */
  state: RevolutState | null;
  /** What the call did to the money: 'captured' only when funds moved. */
  effect: 'created' | 'authorised' | 'captured' | 'cancelled' | 'none';
  time: string;
}

const CreateSchema = z
  .object({
    amount: z.number().int().min(1).max(100_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
    capture_mode: z.enum(['automatic', 'manual']).optional(),
    description: z.string().max(1024).optional(),
  })
  .loose();

/** Sends Revolut's error shape; true, as every answered request. */
function revolutError(res: ServerResponse, status: number, code: string, message: string): true {
  sendJson(res, status, { code, message, timestamp: Date.now() });
  return true;
}

function sendOrder(res: ServerResponse, status: number, order: StandInOrder): true {
  sendJson(res, status, order);
  return true;
}

function bearer(req: IncomingMessage): string | null {
  const value = req.headers.authorization ?? '';
  return /^Bearer (.+)$/.exec(value)?.[1] ?? null;
}

function money(amount: number, currency: string): string {
  const symbol = currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : `${currency} `;
  return `${symbol}${(amount / 100).toFixed(2)}`;
}

/** The payment window: pays at once (as a donor who confirms), tells its opener, closes. */
function checkoutPage(order: StandInOrder): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Revolut Pay (sandbox)</title></head>
<body><main><h1>Revolut Pay (sandbox)</h1><p>${money(order.amount, order.currency)}</p><p id="status" role="status">Paying…</p></main>
<script>
(async () => {
  const status = document.getElementById('status');
  const tell = (message) => { if (window.opener) window.opener.postMessage(Object.assign({ source: 'revolut-sandbox' }, message), '*'); };
  try {
    const response = await fetch(location.pathname + '/pay', { method: 'POST' });
    const order = await response.json();
    if (!response.ok) throw new Error(order.message || 'The payment failed');
    status.textContent = 'Paid';
    tell({ type: 'success', orderId: order.id, state: order.state });
  } catch (error) {
    status.textContent = String((error && error.message) || error);
    tell({ type: 'error', message: status.textContent });
  }
  setTimeout(() => window.close(), 50);
})();
</script></body></html>`;
}

export class FakeRevolut {
  private orders = new Map<string, StandInOrder>();
  private byToken = new Map<string, string>();
  /** Which order (by Idempotency-Key) each Revolut order paid: one Revolut order pays one order. */
  private paidOrders = new Map<string, string>();
  calls: RevolutCall[] = [];

  constructor(private readonly now: () => Date) {}

  list(): StandInOrder[] {
    return [...this.orders.values()].reverse();
  }

  order(id: string): StandInOrder | undefined {
    return this.orders.get(id);
  }

  reset(): void {
    this.orders.clear();
    this.byToken.clear();
    this.paidOrders.clear();
    this.calls = [];
  }

  /**
   * What the backend says of a Revolut Pay payment (CONTRACT §6): null when the Revolut order is
   * authorised, not captured, for exactly this amount and currency, and pays no other order
   * (`orderKey`: the order's Idempotency-Key); else why not.
   */
  paymentProblem(orderId: string, amountMinor: number, currency: string, orderKey: string): string | null {
    const order = this.orders.get(orderId);
    if (!order || order.state !== 'authorised') return 'The Revolut Pay payment could not be confirmed.';
    if (order.amount !== amountMinor || order.currency !== currency) return 'The Revolut Pay payment does not match the order.';
    const paid = this.paidOrders.get(orderId);
    if (paid && paid !== orderKey) return 'This Revolut Pay payment has already paid another order.';
    this.paidOrders.set(orderId, orderKey);
    return null;
  }

  private record(action: RevolutCall['action'], order: StandInOrder | null, status: number, effect: RevolutCall['effect']): void {
    this.calls.push({ action, orderId: order?.id ?? null, status, state: order?.state ?? null, effect, time: this.now().toISOString() });
    if (this.calls.length > 1000) this.calls = this.calls.slice(-1000);
  }

  private move(order: StandInOrder, state: RevolutState): void {
    order.state = state;
    order.updated_at = this.now().toISOString();
    if (state === 'completed') order.outstanding_amount = 0;
  }

  /** Answers a request under /revolut; false when the path is not the stand-in's. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== REVOLUT_MOUNT && !url.pathname.startsWith(`${REVOLUT_MOUNT}/`)) return false;
    const path = url.pathname.slice(REVOLUT_MOUNT.length);
    const method = req.method ?? 'GET';

    const page = /^\/checkout\/([A-Za-z0-9_-]{1,80})(\/pay)?$/.exec(path);
    if (page) {
      const order = this.orders.get(this.byToken.get(page[1]!) ?? '');
      if (page[2]) {
        if (method !== 'POST') throw new HttpError(405, 'Use POST to pay');
        if (!order) return revolutError(res, 404, 'not_found', 'Order not found');
        if (order.state !== 'pending') {
          this.record('pay', order, 422, 'none');
          return revolutError(res, 422, 'wrong_state', `The order is ${order.state} and cannot be paid`);
        }
        const manual = order.capture_mode === 'manual';
        this.move(order, manual ? 'authorised' : 'completed');
        this.record('pay', order, 200, manual ? 'authorised' : 'captured');
        return sendOrder(res, 200, order);
      }
      if (method !== 'GET') throw new HttpError(405, 'Use GET for the checkout page');
      if (!order) throw new HttpError(404, 'No such checkout');
      const html = checkoutPage(order);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store' });
      res.end(html);
      return true;
    }

    const api = /^\/api\/orders(?:\/([A-Za-z0-9-]{1,64})(?:\/(capture|cancel))?)?$/.exec(path);
    if (!api) throw new HttpError(404, `No Revolut endpoint ${url.pathname}`);
    if (bearer(req) !== FAKE_REVOLUT_SECRET) return revolutError(res, 401, 'unauthenticated', 'Authentication failed');
    if (!req.headers['revolut-api-version']) return revolutError(res, 400, 'bad_request', 'The Revolut-Api-Version header is required');
    const id = api[1];
    const verb = api[2] as 'capture' | 'cancel' | undefined;

    if (!id) {
      if (method !== 'POST') throw new HttpError(405, `Method ${method} is not allowed on ${url.pathname}`);
      const parsed = CreateSchema.safeParse(await readJsonBody(req));
      if (!parsed.success) return revolutError(res, 400, 'bad_request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const time = this.now().toISOString();
      const token = randomBytes(16).toString('hex');
      const order: StandInOrder = {
        id: randomUUID(),
        token,
        type: 'payment',
        state: 'pending',
        created_at: time,
        updated_at: time,
        amount: parsed.data.amount,
        outstanding_amount: parsed.data.amount,
        currency: parsed.data.currency,
        capture_mode: parsed.data.capture_mode ?? 'automatic',
        description: parsed.data.description ?? null,
        checkout_url: `http://${req.headers.host ?? '127.0.0.1'}${REVOLUT_MOUNT}/checkout/${token}`,
      };
      this.orders.set(order.id, order);
      this.byToken.set(token, order.id);
      this.record('create', order, 201, 'created');
      return sendOrder(res, 201, order);
    }

    const order = this.orders.get(id);
    if (!verb) {
      if (method !== 'GET') throw new HttpError(405, `Method ${method} is not allowed on ${url.pathname}`);
      this.record('retrieve', order ?? null, order ? 200 : 404, 'none');
      return order ? sendOrder(res, 200, order) : revolutError(res, 404, 'not_found', 'Order not found');
    }
    if (method !== 'POST') throw new HttpError(405, `Method ${method} is not allowed on ${url.pathname}`);
    if (!order) {
      this.record(verb, null, 404, 'none');
      return revolutError(res, 404, 'not_found', 'Order not found');
    }
    if (verb === 'capture') {
      // Idempotent, as Revolut's: a captured order is answered as it is, and nothing moves.
      if (order.state === 'completed') {
        this.record('capture', order, 200, 'none');
        return sendOrder(res, 200, order);
      }
      if (order.state !== 'authorised') {
        this.record('capture', order, 422, 'none');
        return revolutError(res, 422, 'wrong_state', `The order is ${order.state} and cannot be captured`);
      }
      this.move(order, 'completed');
      this.record('capture', order, 200, 'captured');
      return sendOrder(res, 200, order);
    }
    if (order.state !== 'pending' && order.state !== 'authorised') {
      this.record('cancel', order, 422, 'none');
      return revolutError(res, 422, 'wrong_state', `The order is ${order.state} and cannot be cancelled`);
    }
    this.move(order, 'cancelled');
    this.record('cancel', order, 200, 'cancelled');
    return sendOrder(res, 200, order);
  }
}

/** The site's settings for this stand-in on a sandbox's port (e2e sites, `npm start` with the sandbox). */
export function sandboxRevolutEnv(sandboxPort: number): Record<string, string> {
  return { REVOLUT_SECRET_KEY_TEST: FAKE_REVOLUT_SECRET, REVOLUT_API_URL_TEST: `http://127.0.0.1:${sandboxPort}${REVOLUT_MOUNT}` };
}
