import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/edge/config';
import { signModeToken } from '@/edge/mode-token';
import { setLogReporter, setLogSink, type LogLevel } from '@/request/log';
import { control, FAKE_REVOLUT_SECRET, startTestSandbox, type RevolutCall } from '@/tests/support/sandbox';
import { REVOLUT_ORDER_TO_COME } from './payment/payments';
import { signRevolutGrant } from './revolut-grant';
import { RevolutReconciler } from './revolut-reconcile';
import { cancelRevolutOrder, captureRevolutOrder, releaseRefusedRevolutOrder, revolutApi, settleRevolutPayment, type OrderVerdict } from './revolut-api';

// Capture and cancel of a Revolut Pay authorisation, against the sandbox's stand-in for the
// Merchant API (sandbox/revolut.ts) and against answers it never gives (failures).

const PAYMENT_SECRET = 'pay-secret-pay-secret-pay-secret-pay';
type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
let config: ReturnType<typeof parseConfig>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  config = parseConfig({ DEFAULT_COUNTRY: 'IE', APP_ENV: 'staging', PAYMENT_SECRET, REVOLUT_SECRET_KEY_TEST: FAKE_REVOLUT_SECRET, REVOLUT_API_URL_TEST: `${sandbox.url}/revolut` });
});
afterAll(() => sandbox.cleanup());

interface LogEntry {
  level: LogLevel;
  event: string;
  data: Record<string, unknown>;
}

function logged(): { entries: LogEntry[]; restore: () => void } {
  const entries: LogEntry[] = [];
  return { entries, restore: setLogSink((level, event, data) => entries.push({ level, event, data })) };
}

/** An order authorised as the donor's payment leaves it. */
async function authorisedOrder(amount = 2625): Promise<string> {
  const api = revolutApi('test', { config })!;
  const created = await api.create({ amount, currency: 'EUR', description: 'Donation' });
  expect(created.order).toMatchObject({ state: 'pending', capture_mode: 'manual', amount });
  await fetch(`${created.order!.checkout_url}/pay`, { method: 'POST' });
  return created.order!.id;
}

async function callsFor(id: string): Promise<[string, string][]> {
  const { calls } = (await control(sandbox, 'GET', '/_sandbox/revolut')).body as { calls: RevolutCall[] };
  return calls.filter((c) => c.orderId === id && c.action !== 'create' && c.action !== 'pay').map((c) => [c.action, c.effect]);
}

const body = (id: string) => ({ payment: { gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: id } } });
const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/donation/order', { method: 'POST', headers });
/** The request of a browser holding the site's grant on Revolut order `id` (test mode: the sandbox key). */
const granted = async (id: string, secret = FAKE_REVOLUT_SECRET) => request({ 'x-revolut-grant': await signRevolutGrant('test', id, secret) });

describe('settling a Revolut Pay authorisation after the order', () => {
  it('captures on the backend’s 201, exactly once however often the same attempt is answered', async () => {
    const id = await authorisedOrder();
    const log = logged();
    try {
      await settleRevolutPayment(body(id), 'placed', request(), { config });
      await settleRevolutPayment(body(id), 'placed', request(), { config }); // the same attempt, answered again
    } finally {
      log.restore();
    }
    expect(await callsFor(id)).toEqual([
      ['capture', 'captured'],
      ['capture', 'none'],
    ]);
    expect(log.entries.filter((e) => e.event === 'revolut_captured')).toHaveLength(2);
  });

  it('cancels on a refusal, and a second cancel is harmless', async () => {
    const id = await authorisedOrder();
    const log = logged();
    try {
      await settleRevolutPayment(body(id), 'refused', await granted(id), { config });
      await settleRevolutPayment(body(id), 'refused', await granted(id), { config });
    } finally {
      log.restore();
    }
    const calls = await callsFor(id);
    expect(calls.filter(([, effect]) => effect === 'captured')).toEqual([]);
    // Looked up first (never a completed one cancelled), then cancelled.
    expect(calls.slice(0, 2)).toEqual([
      ['retrieve', 'none'],
      ['cancel', 'cancelled'],
    ]);
    expect(log.entries.filter((e) => e.event === 'revolut_cancelled').map((e) => e.data.already ?? false)).toEqual([false, true]);
    expect(log.entries.some((e) => e.level === 'error')).toBe(false);
  });

  it('never cancels on a refusal without the site’s grant on that very order (issue 46): none, forged, or another order’s', async () => {
    const id = await authorisedOrder();
    const other = await authorisedOrder();
    const log = logged();
    try {
      await settleRevolutPayment(body(id), 'refused', request(), { config });
      await settleRevolutPayment(body(id), 'refused', await granted(id, 'sk_someone_else'), { config });
      await settleRevolutPayment(body(id), 'refused', await granted(other), { config });
      await settleRevolutPayment(body(id), 'refused', request({ 'x-revolut-grant': `${id}.${Date.now()}.${'A'.repeat(43)}` }), { config });
    } finally {
      log.restore();
    }
    expect(await callsFor(id)).toEqual([]);
    expect(await callsFor(other)).toEqual([]);
    expect(log.entries.filter((e) => e.event === 'revolut_cancel_not_ours')).toHaveLength(4);
  });

  it('a site refusal (its checks, 429, 503) releases the granted authorisation, and nothing without a grant', async () => {
    const id = await authorisedOrder();
    const log = logged();
    try {
      await releaseRefusedRevolutOrder(request(), { config });
      expect(await callsFor(id)).toEqual([]);
      await releaseRefusedRevolutOrder(await granted(id), { config, reconciler: new RevolutReconciler(() => { throw new Error('unused'); }, Date.now, false) });
    } finally {
      log.restore();
    }
    expect(await callsFor(id)).toEqual([
      ['retrieve', 'none'],
      ['cancel', 'cancelled'],
    ]);
  });

  it('leaves the authorisation on an unknown outcome: the same attempt sent again captures it', async () => {
    const id = await authorisedOrder();
    const log = logged();
    try {
      await settleRevolutPayment(body(id), 'unknown', request(), { config });
      expect(await callsFor(id)).toEqual([]);
      expect(log.entries.map((e) => e.event)).toEqual(['revolut_left_authorised']);
      await settleRevolutPayment(body(id), 'placed', request(), { config });
    } finally {
      log.restore();
    }
    expect(await callsFor(id)).toEqual([['capture', 'captured']]);
  });

  it('settles in the payment mode of the request: live mode asks Revolut with the live key', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'x', state: 'completed' }));
    const live = parseConfig({ DEFAULT_COUNTRY: 'IE', APP_ENV: 'production', PAYMENT_SECRET, REVOLUT_SECRET_KEY: 'sk_live_abcdefgh', REVOLUT_API_URL_TEST: `${sandbox.url}/revolut` });
    const log = logged();
    const id = await authorisedOrder();
    try {
      await settleRevolutPayment(body('6516e61c-d279-a454-a837-bc52ce55ed49'), 'placed', request(), { config: live, fetcher: fetcher as unknown as typeof fetch });
      // And test mode (the payment token) the sandbox key at REVOLUT_API_URL_TEST.
      const testRequest = new Request('http://localhost/api/donation/order', { method: 'POST', headers: { 'x-payment-token': await signModeToken('test', PAYMENT_SECRET, 3600) } });
      await settleRevolutPayment(body(id), 'placed', testRequest, { config: { ...live, REVOLUT_SECRET_KEY_TEST: FAKE_REVOLUT_SECRET } });
    } finally {
      log.restore();
    }
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://merchant.revolut.com/api/orders/6516e61c-d279-a454-a837-bc52ce55ed49/capture');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer sk_live_abcdefgh', 'Revolut-Api-Version': '2024-09-01' } });
    expect(await callsFor(id)).toEqual([['capture', 'captured']]);
  });

  it('leaves any other payment, and an order made before its Revolut order, alone', async () => {
    const fetcher = vi.fn();
    for (const verdict of ['placed', 'refused', 'unknown'] as OrderVerdict[]) {
      await settleRevolutPayment({ payment: { type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_visa' } } }, verdict, request(), { config, fetcher });
      await settleRevolutPayment(body(REVOLUT_ORDER_TO_COME), verdict, request(), { config, fetcher });
      await settleRevolutPayment(body('../../api/orders'), verdict, request(), { config, fetcher });
      await settleRevolutPayment(null, verdict, request(), { config, fetcher });
    }
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('capture and cancel when Revolut fails', () => {
  const api = (answers: (Response | Error)[]) => {
    const fetcher = vi.fn(async () => {
      const next = answers.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no more answers');
      return next;
    });
    return { fetcher, api: revolutApi('live', { config: parseConfig({ REVOLUT_SECRET_KEY: 'sk_live_abcdefgh' }), fetcher: fetcher as unknown as typeof fetch })! };
  };

  it('asks again once after a 5xx or a dropped connection (a capture is idempotent), then logs the failure', async () => {
    const log = logged();
    try {
      const retried = api([new Response('', { status: 503 }), Response.json({ id: 'a', state: 'completed' })]);
      expect(await captureRevolutOrder(retried.api, 'a')).toBe(true);
      expect(retried.fetcher).toHaveBeenCalledTimes(2);
      const down = api([new Error('socket hang up'), new Error('socket hang up')]);
      expect(await captureRevolutOrder(down.api, 'b')).toBe(false);
      // Revolut's own no (an expired or cancelled authorisation) is not asked again.
      const expired = api([Response.json({ code: 'wrong_state', message: 'cancelled' }, { status: 422 })]);
      expect(await captureRevolutOrder(expired.api, 'c')).toBe(false);
      expect(expired.fetcher).toHaveBeenCalledTimes(1);
    } finally {
      log.restore();
    }
    expect(log.entries.filter((e) => e.event === 'revolut_capture_failed').map((e) => [e.level, e.data.revolutOrder])).toEqual([
      ['error', 'b'],
      ['error', 'c'],
    ]);
  });

  it('a cancel Revolut refuses is done when the order is cancelled already, and an error when it was captured', async () => {
    const log = logged();
    try {
      // Looked up (authorised), refused, looked up again.
      const authorised = (id: string) => Response.json({ id, state: 'authorised' });
      const already = api([authorised('a'), Response.json({ code: 'wrong_state' }, { status: 422 }), Response.json({ id: 'a', state: 'cancelled' })]);
      expect(await cancelRevolutOrder(already.api, 'a')).toBe(true);
      const captured = api([authorised('b'), Response.json({ code: 'wrong_state' }, { status: 422 }), Response.json({ id: 'b', state: 'completed' })]);
      expect(await cancelRevolutOrder(captured.api, 'b')).toBe(false);
    } finally {
      log.restore();
    }
    expect(log.entries.filter((e) => e.event === 'revolut_cancel_failed').map((e) => e.data)).toEqual([{ mode: 'live', revolutOrder: 'b', status: 422, state: 'completed' }]);
  });

  it('never cancels a completed (captured) order: it looks the order up first, and reports it', async () => {
    const log = logged();
    try {
      const completed = api([Response.json({ id: 'c', state: 'completed' })]);
      expect(await cancelRevolutOrder(completed.api, 'c')).toBe(false);
      expect(completed.fetcher).toHaveBeenCalledTimes(1);
      expect((completed.fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].method ?? 'GET').toBe('GET');
    } finally {
      log.restore();
    }
    expect(log.entries.filter((e) => e.event === 'revolut_cancel_completed_refused').map((e) => e.level)).toEqual(['error']);
  });

  it('a capture that fails after the backend’s 201 is reported as an error (the order is made, unpaid)', async () => {
    const reported: [string, string][] = [];
    const log = logged();
    const restoreReporter = setLogReporter((level, event) => reported.push([level, event]));
    try {
      const fetcher = vi.fn(async () => new Response('', { status: 503 }));
      const live = parseConfig({ DEFAULT_COUNTRY: 'IE', APP_ENV: 'production', PAYMENT_SECRET, REVOLUT_SECRET_KEY: 'sk_live_abcdefgh' });
      await settleRevolutPayment(body('6516e61c-d279-a454-a837-bc52ce55ed49'), 'placed', request(), { config: live, fetcher: fetcher as unknown as typeof fetch });
    } finally {
      restoreReporter();
      log.restore();
    }
    expect(reported).toContainEqual(['error', 'revolut_capture_failed']);
  });

  it('without a secret key for the mode, settles nothing and says so', async () => {
    const log = logged();
    try {
      await settleRevolutPayment(body('6516e61c-d279-a454-a837-bc52ce55ed49'), 'placed', request(), { config: parseConfig({ DEFAULT_COUNTRY: 'IE' }) });
    } finally {
      log.restore();
    }
    expect(log.entries.map((e) => [e.level, e.event])).toEqual([['error', 'revolut_settle_unconfigured']]);
  });
});
