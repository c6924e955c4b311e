import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseConfig } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { signModeToken } from '@/edge/mode-token';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { ORDER_BODY_LIMIT_BYTES, ORDER_CHECK_UNAVAILABLE, TOO_MANY_ATTEMPTS } from './handlers';
import { REVOLUT_ORDER_TO_COME } from './payment/payments';
import { verifyRevolutGrant } from './revolut-grant';
import { handleRevolutOrder, NOTHING_TO_PAY, REVOLUT_API_BASE, REVOLUT_ONLY, REVOLUT_UNAVAILABLE, type RevolutOrderRoutes } from './revolut-order';

// POST /api/checkout/revolut-order with stand-in rules for the two order routes (the real ones:
// features/donation/revolut-order.test.ts, features/gifts/revolut-order.test.ts): the order
// route's checks first, then a manual-capture Revolut order of the checked order's total.

const PAYMENT_SECRET = 'pay-secret-pay-secret-pay-secret-pay';
const config = parseConfig({ DEFAULT_COUNTRY: 'IE', APP_ENV: 'production', PAYMENT_SECRET, REVOLUT_SECRET_KEY: 'sk_live_abcdefgh', REVOLUT_SECRET_KEY_TEST: 'sk_test_abcdefgh', REVOLUT_API_URL_TEST: 'http://127.0.0.1:4999/revolut/' });
const limiter = () => new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });

const Payment = z.object({ gateway: z.string(), type: z.string(), details: z.object({ revolut_order_id: z.string() }) });
const DonationBody = z.object({ payment: Payment, order: z.object({ type: z.literal('donation'), amount: z.number().int() }) });
const GiftBody = z.object({ payment: Payment, order: z.object({ type: z.literal('gift'), sku: z.string() }), coupon: z.string().nullable() });

const routes: RevolutOrderRoutes<z.output<typeof DonationBody>, z.output<typeof GiftBody>> = {
  donation: {
    schema: DonationBody,
    check: (body) => (body.order.amount < 500 ? 'The minimum donation is €5.' : body.order.amount === 666 ? { status: 503, message: ORDER_CHECK_UNAVAILABLE } : null),
    total: async (body) => body.order.amount + 125,
    description: 'Donation',
  },
  gift: {
    schema: GiftBody,
    check: (body) => (body.order.sku === 'gone' ? 'Some gifts in your basket have changed.' : null),
    total: async (body) => {
      if (body.coupon === 'EXPIRED') return { refused: 'Your voucher code can no longer be used.' };
      if (body.coupon === 'DOWN') throw new Error('coupon check down');
      return body.coupon === 'ALL' ? 0 : 3000;
    },
    description: 'Gift order',
  },
};

const revolut = (id: string = REVOLUT_ORDER_TO_COME) => ({ gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: id } });
const donation = (amount = 2500, payment: unknown = revolut()) => ({ payment, order: { type: 'donation', amount } });
const gift = (sku = 'goat', coupon: string | null = null) => ({ payment: revolut(), order: { type: 'gift', sku }, coupon });

function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/api/checkout/revolut-order', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  fromPeer(request.headers, '203.0.113.7');
  return request;
}

function revolutAnswers() {
  return vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ id: '6516e61c-d279-a454-a837-bc52ce55ed49', token: 'ord_public_1', state: 'pending', checkout_url: 'https://checkout.revolut.com/payment-link/ord_public_1' }, { status: 201 }),
  );
}

function quiet<T>(fn: () => Promise<T>): Promise<T> {
  const restore = setLogSink(() => undefined);
  return fn().finally(restore);
}

describe('POST /api/checkout/revolut-order', () => {
  it('makes a manual-capture Revolut order of the checked order’s total, with the live key', async () => {
    const fetcher = revolutAnswers();
    const response = await handleRevolutOrder(post(donation(2500)), routes, { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter(), revolutLimiter: limiter() });
    expect(response.status).toBe(201);
    const answered = (await response.json()) as { orderId: string; grant: string };
    expect(answered).toEqual({ publicId: 'ord_public_1', orderId: expect.any(String), grant: expect.any(String), checkoutUrl: 'https://checkout.revolut.com/payment-link/ord_public_1' });
    // The site's grant on that Revolut order (issue 46): signed with the live key, for live mode and this order only.
    expect(await verifyRevolutGrant(answered.grant, 'live', 'sk_live_abcdefgh')).toMatchObject({ id: answered.orderId });
    expect(await verifyRevolutGrant(answered.grant, 'test', 'sk_test_abcdefgh')).toBeNull();
    expect(await verifyRevolutGrant(answered.grant.replace(answered.orderId, 'another-order'), 'live', 'sk_live_abcdefgh')).toBeNull();
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(`${REVOLUT_API_BASE.live}/api/orders`);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer sk_live_abcdefgh', 'Revolut-Api-Version': '2024-09-01' });
    // The total comes from the checked order (the donation and its fee), never from a number the browser sends.
    expect(JSON.parse(String(init.body))).toEqual({ amount: 2625, currency: 'EUR', description: 'Donation', capture_mode: 'manual' });
  });

  it('takes a gift order by its own order.type, and uses the sandbox key and REVOLUT_API_URL_TEST in test payment mode only', async () => {
    const fetcher = revolutAnswers();
    const token = await signModeToken('test', PAYMENT_SECRET, 3600);
    expect((await handleRevolutOrder(post(gift(), { 'x-payment-token': token }), routes, { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter(), revolutLimiter: limiter() })).status).toBe(201);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4999/revolut/api/orders');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer sk_test_abcdefgh' });
    expect(JSON.parse(String(init.body))).toEqual({ amount: 3000, currency: 'EUR', description: 'Gift order', capture_mode: 'manual' });
  });

  it('refuses an order its route would refuse, with the route’s message, and never asks Revolut', async () => {
    const fetcher = revolutAnswers();
    const ask = (request: Request) => quiet(() => handleRevolutOrder(request, routes, { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter(), revolutLimiter: limiter() }));
    const expectRefusal = async (request: Request, status: number, message?: string | RegExp) => {
      const response = await ask(request);
      expect(response.status).toBe(status);
      const body = (await response.json()) as { message: string };
      if (message) expect(body.message).toMatch(message);
    };
    await expectRefusal(post(donation(400)), 400, 'The minimum donation is €5.');
    await expectRefusal(post(gift('gone')), 400, 'Some gifts in your basket have changed.');
    await expectRefusal(post({ ...donation(), order: { type: 'donation', amount: 'a lot' } }), 400, /^The order is not valid: order\.amount/);
    await expectRefusal(post({ ...gift(), coupon: 7 }), 400, /coupon/);
    // CONTRACT §6: Revolut Pay is a credit_card through the gateway revolut; another gateway, or the old type, is not.
    await expectRefusal(post(donation(2500, { ...revolut(), gateway: 'revolut_pay_ie_live' })), 400, REVOLUT_ONLY);
    await expectRefusal(post(donation(2500, { ...revolut(), type: 'revolut_pay' })), 400, REVOLUT_ONLY);
    await expectRefusal(post(donation(2500, revolut('6516e61c-d279-a454-a837-bc52ce55ed49'))), 400, REVOLUT_ONLY);
    await expectRefusal(post(gift('goat', 'EXPIRED')), 400, 'Your voucher code can no longer be used.');
    await expectRefusal(post(gift('goat', 'ALL')), 400, NOTHING_TO_PAY);
    await expectRefusal(post(gift('goat', 'DOWN')), 503, ORDER_CHECK_UNAVAILABLE);
    await expectRefusal(post(donation(666)), 503, ORDER_CHECK_UNAVAILABLE);
    await expectRefusal(post('{not json'), 400);
    await expectRefusal(post(donation(), { 'content-type': 'text/plain' }), 415);
    // The order routes' bound (32 KB), read chunk by chunk.
    await expectRefusal(post({ ...donation(), pad: 'x'.repeat(ORDER_BODY_LIMIT_BYTES) }), 413);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refuses when the order routes’ burst limit would refuse the order, without using it up; and has its own limit', async () => {
    const fetcher = revolutAnswers();
    const orders = new MemoryRateLimiter({ limit: 2, windowMs: 60_000 });
    const ask = (revolutLimiter = limiter()) => quiet(() => handleRevolutOrder(post(donation()), routes, { config, fetcher: fetcher as unknown as typeof fetch, limiter: orders, revolutLimiter }));
    expect((await ask()).status).toBe(201);
    expect((await ask()).status).toBe(201);
    // Checked, not counted: the two orders of these Revolut orders still go through.
    expect((await orders.hit('203.0.113.7')).allowed).toBe(true);
    expect((await orders.hit('203.0.113.7')).allowed).toBe(true);
    // Now the client's order would be refused: so is its Revolut order.
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(fetcher).toHaveBeenCalledTimes(2);

    const own = new MemoryRateLimiter({ limit: 1, windowMs: 60_000 });
    const fresh = new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });
    const again = () => quiet(() => handleRevolutOrder(post(donation()), routes, { config, fetcher: fetcher as unknown as typeof fetch, limiter: fresh, revolutLimiter: own }));
    expect((await again()).status).toBe(201);
    const limited = await again();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never leaks a key when unconfigured or when Revolut fails', async () => {
    await quiet(async () => {
      const failing = vi.fn(async () => new Response('sk_live_abcdefgh went wrong', { status: 500 }));
      const failed = await handleRevolutOrder(post(donation()), routes, { config, fetcher: failing as unknown as typeof fetch, limiter: limiter(), revolutLimiter: limiter() });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ message: REVOLUT_UNAVAILABLE });
      const dropped = vi.fn(async () => {
        throw new Error('connect ECONNREFUSED');
      });
      expect((await handleRevolutOrder(post(donation()), routes, { config, fetcher: dropped as unknown as typeof fetch, limiter: limiter(), revolutLimiter: limiter() })).status).toBe(502);
      const unconfigured = await handleRevolutOrder(post(donation()), routes, { config: parseConfig({ DEFAULT_COUNTRY: 'IE' }), fetcher: failing as unknown as typeof fetch, limiter: limiter(), revolutLimiter: limiter() });
      expect(unconfigured.status).toBe(503);
      expect(JSON.stringify(await unconfigured.json())).not.toContain('sk_');
    });
  });
});
