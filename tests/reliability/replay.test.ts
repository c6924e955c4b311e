import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { CONTROL_TOKEN } from '@/tests/support/sandbox';
import { recordFigure, reliability } from './figures';
import { donationOrderBody, giftOrderBody } from './orders';

// Replay: the same Idempotency-Key with a different body is refused (409/422) by the site's
// order routes and the backend behind them: never a second order, never the first order's
// answer. The same body again is the same order (a browser retry).

vi.mock('server-only', () => ({}));

const saved = { ...process.env };
let restoreLog: () => void = () => {};
beforeAll(() => {
  // In-process requests have no socket: the burst limit counts clients by x-real-ip.
  Object.assign(process.env, { BACKEND_URL: reliability().sandboxUrl, DEFAULT_COUNTRY: 'IE', APP_ENV: 'staging', CLIENT_ADDRESS_FROM: 'vercel' });
  resetConfigForTests();
  restoreLog = setLogSink(() => undefined);
});
afterAll(() => {
  restoreLog();
  process.env = { ...saved };
  resetConfigForTests();
});

interface Answer {
  status: number;
  body: { statusCode: number; orderID: string | null; orderStatus: string | null; errorMessage: string | null };
}

async function ordersWithKey(key: string): Promise<unknown[]> {
  const response = await fetch(`${reliability().sandboxUrl}/_sandbox/orders`, { headers: { 'x-sandbox-token': CONTROL_TOKEN } });
  return ((await response.json()) as { orders: { idempotency_key: string }[] }).orders.filter((o) => o.idempotency_key === key);
}

const donation = donationOrderBody;
const gift = giftOrderBody;

const ROUTES = [
  // Bodies are made per attempt: each carries a fresh captcha token, which the sandbox verifies once.
  { route: 'POST /api/donation/order', path: '/api/donation/order', load: async () => (await import('@/app/api/donation/order/route')).POST, first: () => donation('25.00'), second: () => donation('250.00') },
  { route: 'POST /api/gifts/order', path: '/api/gifts/order', load: async () => (await import('@/app/api/gifts/order/route')).POST, first: () => gift('sam@example.ie'), second: () => gift('someone.else@example.ie') },
];

for (const { route, path, load, first, second } of ROUTES) {
  describe(`replay: ${route}`, () => {
    let client = 0;
    async function send(body: unknown, key: string): Promise<Answer> {
      const handler = await load();
      client += 1; // one client per attempt: this file tests the key, not the burst limit
      const response = await handler(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-real-ip': `198.51.100.${client}` },
          body: JSON.stringify(body),
        }),
      );
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    }

    it('answers a retry with the same order and refuses another body under the same key', async () => {
      const key = crypto.randomUUID();
      const attempt = first();
      const original = await send(attempt, key);
      expect(original.status, JSON.stringify(original.body)).toBe(201);
      expect(original.body.orderID).toMatch(/^\d+$/);

      const retry = await send(attempt, key);
      expect(retry.body).toEqual(original.body);

      const replay = await send(second(), key);
      recordFigure('replay', `${route}: same key, other body → status`, replay.status);
      expect([409, 422]).toContain(replay.status);
      expect(replay.body.orderID).toBeNull();
      expect(JSON.stringify(replay.body)).not.toContain(original.body.orderID!);
      const orders = await ordersWithKey(key);
      recordFigure('replay', `${route}: orders under the key after retry and replay`, orders.length);
      expect(orders).toHaveLength(1);
    });

    it('makes one order when both bodies race under one key', async () => {
      const key = crypto.randomUUID();
      const answers = await Promise.all([send(first(), key), send(second(), key)]);
      const created = answers.filter((a) => a.status === 201);
      expect(created, JSON.stringify(answers)).toHaveLength(1);
      const refused = answers.find((a) => a.status !== 201)!;
      expect([409, 422]).toContain(refused.status);
      expect(refused.body.orderID).toBeNull();
      const orders = await ordersWithKey(key);
      recordFigure('replay', `${route}: orders under one key after a race of two bodies`, orders.length);
      expect(orders).toHaveLength(1);
    });
  });
}
