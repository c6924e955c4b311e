import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, control, startTestSandbox } from '@/tests/support/sandbox';
import { donationOrder, giftOrder, newKey } from '@/tests/support/orders';
import { FAKE_REVOLUT_SECRET, type RevolutCall, type StandInOrder } from './revolut';

// The Revolut Merchant API stand-in (./revolut.ts) as the site calls it, and the backend's
// Revolut Pay rule (CONTRACT §6): an order completes only for an authorised, uncaptured
// Revolut order of exactly its total.

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.cleanup());

const HEADERS = { Authorization: `Bearer ${FAKE_REVOLUT_SECRET}`, 'Revolut-Api-Version': '2024-09-01', 'Content-Type': 'application/json' };

async function revolut(method: string, path: string, body?: unknown, headers: Record<string, string> = HEADERS) {
  const response = await fetch(`${sandbox.url}/revolut${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as StandInOrder & { code?: string; message?: string } };
}

/** A Revolut order as the site makes it, paid as the checkout page pays it. */
async function authorised(amount: number, currency = 'EUR', captureMode: 'manual' | 'automatic' = 'manual') {
  const created = await revolut('POST', '/api/orders', { amount, currency, capture_mode: captureMode, description: 'Donation' });
  expect(created.status).toBe(201);
  const paid = await fetch(`${sandbox.url}/revolut/checkout/${created.body.token}/pay`, { method: 'POST' });
  expect(paid.status).toBe(200);
  return created.body;
}

async function calls(): Promise<RevolutCall[]> {
  return ((await control(sandbox, 'GET', '/_sandbox/revolut')).body as { calls: RevolutCall[] }).calls;
}

function order(body: unknown) {
  return api(sandbox, '/commerce/order/create', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() }, body: JSON.stringify(body) });
}

const revolutPayment = (id: string) => ({ gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: id } });

describe('the Revolut Merchant API stand-in', () => {
  it('asks for the secret key and the API version', async () => {
    expect((await revolut('POST', '/api/orders', { amount: 100, currency: 'EUR' }, { ...HEADERS, Authorization: 'Bearer sk_wrong_key_123' })).status).toBe(401);
    const { 'Revolut-Api-Version': _version, ...unversioned } = HEADERS;
    expect((await revolut('POST', '/api/orders', { amount: 100, currency: 'EUR' }, unversioned)).status).toBe(400);
    expect((await revolut('POST', '/api/orders', { amount: 0, currency: 'EUR' })).status).toBe(400);
  });

  it('creates a manual order that paying only authorises; capture takes the money once, a second capture answers the order as it is', async () => {
    const created = await revolut('POST', '/api/orders', { amount: 2625, currency: 'EUR', capture_mode: 'manual' });
    expect(created.body).toMatchObject({ state: 'pending', amount: 2625, currency: 'EUR', capture_mode: 'manual', checkout_url: `${sandbox.url}/revolut/checkout/${created.body.token}` });
    const page = await fetch(created.body.checkout_url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('€26.25');
    const paid = await fetch(`${created.body.checkout_url}/pay`, { method: 'POST' });
    expect(await paid.json()).toMatchObject({ id: created.body.id, state: 'authorised' });
    expect((await fetch(`${created.body.checkout_url}/pay`, { method: 'POST' })).status).toBe(422); // paid once
    expect((await revolut('GET', `/api/orders/${created.body.id}`)).body.state).toBe('authorised');

    expect((await revolut('POST', `/api/orders/${created.body.id}/capture`, {})).body.state).toBe('completed');
    expect((await revolut('POST', `/api/orders/${created.body.id}/capture`, {})).body.state).toBe('completed');
    const mine = (await calls()).filter((c) => c.orderId === created.body.id);
    expect(mine.map((c) => [c.action, c.effect])).toEqual([
      ['create', 'created'],
      ['pay', 'authorised'],
      ['pay', 'none'],
      ['retrieve', 'none'],
      ['capture', 'captured'],
      ['capture', 'none'],
    ]);
    // A captured order cannot be cancelled.
    expect((await revolut('POST', `/api/orders/${created.body.id}/cancel`)).status).toBe(422);
  });

  it('cancels an authorisation (then nothing can be captured), and an automatic order is captured as it is paid', async () => {
    const held = await authorised(500);
    expect((await revolut('POST', `/api/orders/${held.id}/cancel`)).body.state).toBe('cancelled');
    expect((await revolut('POST', `/api/orders/${held.id}/cancel`)).status).toBe(422);
    expect((await revolut('POST', `/api/orders/${held.id}/capture`, {})).status).toBe(422);
    expect((await calls()).filter((c) => c.orderId === held.id && c.effect === 'captured')).toEqual([]);

    const automatic = await authorised(500, 'EUR', 'automatic');
    expect((await revolut('GET', `/api/orders/${automatic.id}`)).body.state).toBe('completed');
    expect((await calls()).filter((c) => c.orderId === automatic.id && c.effect === 'captured')).toHaveLength(1);
    expect((await revolut('GET', '/api/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('a Revolut Pay order at the backend (CONTRACT §6)', () => {
  it('completes only for an authorised Revolut order of the donation and its fee, in the site currency', async () => {
    // donationOrder: 25.00 and a fee of 1.25.
    const exact = await authorised(2625);
    expect((await order(donationOrder({ payment: revolutPayment(exact.id) }))).status).toBe(201);

    const short = await authorised(2500);
    expect(await order(donationOrder({ payment: revolutPayment(short.id) }))).toEqual({ status: 422, body: { message: 'The Revolut Pay payment does not match the order.' } });
    const pounds = await authorised(2625, 'GBP');
    expect((await order(donationOrder({ payment: revolutPayment(pounds.id) }))).status).toBe(422);

    const unpaid = await revolut('POST', '/api/orders', { amount: 2625, currency: 'EUR', capture_mode: 'manual' });
    expect(await order(donationOrder({ payment: revolutPayment(unpaid.body.id) }))).toEqual({ status: 422, body: { message: 'The Revolut Pay payment could not be confirmed.' } });
    const captured = await authorised(2625, 'EUR', 'automatic');
    expect((await order(donationOrder({ payment: revolutPayment(captured.id) }))).status).toBe(422);
    expect((await order(donationOrder({ payment: revolutPayment(newKey()) }))).status).toBe(422);
    // One Revolut order pays one order: another order (another key) cannot reuse it.
    expect(await order(donationOrder({ payment: revolutPayment(exact.id) }))).toEqual({ status: 422, body: { message: 'This Revolut Pay payment has already paid another order.' } });
  });

  it("takes a gift order's total, or its coupon's", async () => {
    const gift = sandbox.store.current().products.find((p) => p.entity_bundle === 'gift' && p.fields.subtype === null)!;
    const sku = gift.fields.prices[0]!.sku;
    // giftOrder: one item at 30.00; WINTER10 takes 10% off.
    const full = await authorised(3000);
    expect((await order(giftOrder(sku, { payment: revolutPayment(full.id) }))).status).toBe(201);
    const discounted = await authorised(2700);
    expect((await order(giftOrder(sku, { payment: revolutPayment(discounted.id), coupon: 'WINTER10' }))).status).toBe(201);
    const undiscounted = await authorised(3000);
    expect((await order(giftOrder(sku, { payment: revolutPayment(undiscounted.id), coupon: 'WINTER10' }))).status).toBe(422);
  });

  it('is forgotten by a reset', async () => {
    await authorised(100);
    await control(sandbox, 'POST', '/_sandbox/reset');
    expect(await control(sandbox, 'GET', '/_sandbox/revolut')).toEqual({ status: 200, body: { orders: [], calls: [] } });
  });
});
