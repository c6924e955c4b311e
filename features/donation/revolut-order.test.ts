import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { handleRevolutOrder } from '@/features/checkout/data';
import { EMPTY_SETTINGS } from '@/features/settings';
import { control, FAKE_REVOLUT_SECRET, setFault, startTestSandbox, type RevolutCall, type StandInOrder } from '@/tests/support/sandbox';
import golden from '@/tests/fixtures/golden/donation/ie-single-revolut.json';
import { DONATION_PAGE_HEADER } from './minimum';
import { createDonationOrderHandler, donationOrderRules, type DonationRuleSources } from './order-handler';
import { minimumMessage } from './presets';

// A Revolut Pay donation from start to end, against the sandbox (its backend and its stand-in
// for Revolut's Merchant API): /api/checkout/revolut-order runs the donation route's own rules
// before any Revolut order exists, the donor's payment only authorises it, and the order route
// captures it after the backend's 201, or cancels it when the order is refused.

vi.mock('server-only', () => ({}));

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
const saved = { ...process.env };

/** The appeal's minimum is €5; the captcha flags are off (Revolut Pay needs none). */
const SOURCES: DonationRuleSources = { settings: async () => EMPTY_SETTINGS, minimum: async () => 5 };
const limiter = () => new MemoryRateLimiter({ limit: 1000, windowMs: 60_000 });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // Staging: test payment mode, the stand-in's key and address.
  Object.assign(process.env, { APP_ENV: 'staging', DEFAULT_COUNTRY: 'IE', BACKEND_URL: sandbox.url, REVOLUT_SECRET_KEY_TEST: FAKE_REVOLUT_SECRET, REVOLUT_API_URL_TEST: `${sandbox.url}/revolut` });
  resetConfigForTests();
});
afterAll(async () => {
  process.env = { ...saved };
  resetConfigForTests();
  await sandbox.cleanup();
});
beforeEach(async () => {
  await control(sandbox, 'POST', '/_sandbox/reset');
});

type Body = typeof golden;
/** The donation as the browser builds it on the test site: €30 and its €1.50 fee, by Revolut Pay. */
function donation(revolutOrderId: string, number = '30.00'): Body {
  const body = structuredClone(golden);
  body.payment.details.revolut_order_id = revolutOrderId;
  body.order.order_items[0]!.unit_price.number = number;
  return body;
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', [DONATION_PAGE_HEADER]: '/appeal/gaza-emergency', ...headers }, body: JSON.stringify(body) });
  fromPeer(request.headers, '198.51.100.4');
  return request;
}

const routes = { donation: donationOrderRules(SOURCES), gift: donationOrderRules(SOURCES) };

type RevolutAnswer = { publicId?: string; orderId?: string; grant?: string; checkoutUrl?: string; message?: string };
async function revolutOrder(body: unknown): Promise<{ status: number; answer: RevolutAnswer }> {
  const response = await handleRevolutOrder(post('http://localhost/api/checkout/revolut-order', body), routes, { limiter: limiter(), revolutLimiter: limiter() });
  return { status: response.status, answer: (await response.json()) as RevolutAnswer };
}

async function standIn(): Promise<{ orders: StandInOrder[]; calls: RevolutCall[] }> {
  return (await control(sandbox, 'GET', '/_sandbox/revolut')).body as { orders: StandInOrder[]; calls: RevolutCall[] };
}

/** What the donor's Revolut Pay window does: pays (authorises) the order. */
async function pay(checkoutUrl: string): Promise<string> {
  const paid = (await (await fetch(`${checkoutUrl}/pay`, { method: 'POST' })).json()) as StandInOrder;
  expect(paid.state).toBe('authorised');
  return paid.id;
}

/** The order as the browser sends it: with the site's grant on its Revolut order when it holds one (x-revolut-grant). */
async function placeOrder(body: unknown, grant?: string) {
  const handler = createDonationOrderHandler(SOURCES, { limiter: limiter() });
  const response = await handler(post('http://localhost/api/donation/order', body, { 'idempotency-key': crypto.randomUUID(), ...(grant ? { 'x-revolut-grant': grant } : {}) }));
  return { status: response.status, ...((await response.json()) as { orderID: string | null }) };
}

function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const restore = setLogSink(() => undefined);
  return fn().finally(restore);
}

describe('a Revolut Pay donation', () => {
  it('under the appeal’s minimum gets no Revolut order at all', async () => {
    const refused = await quietly(() => revolutOrder(donation('to-come', '4.99')));
    expect(refused).toEqual({ status: 400, answer: { message: minimumMessage(500, 'EUR') } });
    expect(await standIn()).toEqual({ orders: [], calls: [] });
  });

  it('is authorised for its total, and captured once, after the backend made the order', async () => {
    const { status, answer } = await quietly(() => revolutOrder(donation('to-come')));
    expect(status).toBe(201);
    const [made] = (await standIn()).orders;
    expect(made).toMatchObject({ token: answer.publicId, amount: 3150, currency: 'EUR', capture_mode: 'manual', state: 'pending' });
    const id = await pay(answer.checkoutUrl!);

    const placed = await quietly(() => placeOrder(donation(id)));
    expect(placed).toMatchObject({ status: 201, orderID: expect.stringMatching(/^\d+$/) });
    const { orders, calls } = await standIn();
    expect(orders[0]!.state).toBe('completed');
    expect(calls.filter((c) => c.effect === 'captured')).toHaveLength(1);
    expect(calls.map((c) => c.action)).toEqual(['create', 'pay', 'capture']);
  });

  it('refused by the backend: the authorisation is cancelled, nothing is captured', async () => {
    const { answer } = await quietly(() => revolutOrder(donation('to-come')));
    const id = await pay(answer.checkoutUrl!);
    expect(answer.orderId).toBe(id);
    await setFault(sandbox, { path: '/commerce/order/create', status: 422, message: 'This order cannot be taken just now.', times: 1 });
    const refused = await quietly(() => placeOrder(donation(id), answer.grant));
    expect(refused).toMatchObject({ status: 422, orderID: null });
    const { orders, calls } = await standIn();
    expect(orders[0]!.state).toBe('cancelled');
    expect(calls.some((c) => c.effect === 'captured')).toBe(false);
    expect(calls.map((c) => [c.action, c.effect])).toEqual([
      ['create', 'created'],
      ['pay', 'authorised'],
      ['retrieve', 'none'],
      ['cancel', 'cancelled'],
    ]);
  });

  it('a paid order whose amount was changed is refused by the backend and its authorisation cancelled', async () => {
    const { answer } = await quietly(() => revolutOrder(donation('to-come')));
    const id = await pay(answer.checkoutUrl!);
    // €50 and its €2.50 fee claimed on a €31.50 authorisation (CONTRACT §6).
    const changed = donation(id, '50.00');
    changed.order.field_fundraising_costs = 2.5;
    const refused = await quietly(() => placeOrder(changed, answer.grant));
    expect(refused.status).toBe(422);
    expect((await standIn()).orders[0]!.state).toBe('cancelled');
  });

  it('refused without the site’s grant on that Revolut order: nothing is cancelled (a body naming anyone’s order cancels nothing)', async () => {
    const first = await quietly(() => revolutOrder(donation('to-come')));
    const id = await pay(first.answer.checkoutUrl!);
    const other = await quietly(() => revolutOrder(donation('to-come')));
    await setFault(sandbox, { path: '/commerce/order/create', status: 422, message: 'No.', times: 2 });
    expect((await quietly(() => placeOrder(donation(id)))).status).toBe(422);
    expect((await quietly(() => placeOrder(donation(id), other.answer.grant))).status).toBe(422);
    const { orders, calls } = await standIn();
    expect(orders.find((o) => o.id === id)!.state).toBe('authorised');
    expect(calls.some((c) => c.action === 'cancel')).toBe(false);
  });

  it('the site’s own refusal (here its limit, 429) cancels the granted authorisation, and no order is made', async () => {
    const { answer } = await quietly(() => revolutOrder(donation('to-come')));
    const id = await pay(answer.checkoutUrl!);
    const handler = createDonationOrderHandler(SOURCES, { limiter: new MemoryRateLimiter({ limit: 0, windowMs: 60_000 }) });
    const headers = { 'idempotency-key': crypto.randomUUID(), 'x-revolut-grant': answer.grant! };
    const backendOrders = async () => ((await control(sandbox, 'GET', '/_sandbox/orders')).body as { orders: unknown[] }).orders.length;
    const before = await backendOrders();
    const response = await quietly(() => handler(post('http://localhost/api/donation/order', donation(id), headers)));
    expect(response.status).toBe(429);
    const { orders, calls } = await standIn();
    expect(orders[0]!.state).toBe('cancelled');
    expect(calls.some((c) => c.effect === 'captured')).toBe(false);
    expect(await backendOrders()).toBe(before);
  });

  it('with no answer from the backend stays authorised; the same attempt sent again captures it once', async () => {
    const { answer } = await quietly(() => revolutOrder(donation('to-come')));
    const id = await pay(answer.checkoutUrl!);
    const handler = createDonationOrderHandler(SOURCES, { limiter: limiter() });
    const key = crypto.randomUUID();
    const attempt = () => handler(post('http://localhost/api/donation/order', donation(id), { 'idempotency-key': key }));
    await setFault(sandbox, { path: '/commerce/order/create', drop: true, times: 1 });
    expect((await quietly(attempt)).status).toBe(502);
    expect((await standIn()).orders[0]!.state).toBe('authorised');
    expect((await quietly(attempt)).status).toBe(201);
    expect((await quietly(attempt)).status).toBe(201); // answered again: the backend's first answer, no second capture
    const { orders, calls } = await standIn();
    expect(orders[0]!.state).toBe('completed');
    expect(calls.filter((c) => c.effect === 'captured')).toHaveLength(1);
  });
});
