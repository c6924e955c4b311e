import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setLogSink } from '@/request/log';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { createOrderHandler, type CheckResult } from './handlers';
import type { OrderVerdict } from './revolut-api';

// The order routes' settlement of a payment authorised before the order (Revolut Pay,
// ./revolut-api.ts): what each outcome of the backend, or the route's own refusal, means for
// it. A 201 it can read places the order (capture); a 4xx refuses
// it (cancel); no answer or a 5xx may have made it (left for the same attempt's resend).

const Schema = z.object({ order: z.object({ type: z.literal('donation'), name: z.string() }) });
const ORDER = { order: { type: 'donation', name: 'A' } };

function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/api/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers },
    body: JSON.stringify(body),
  });
  fromPeer(request.headers, '203.0.113.20');
  return request;
}

function route(send: () => Promise<{ status: number; body: unknown }>, check: () => CheckResult = () => null) {
  const settled: [OrderVerdict, unknown][] = [];
  const released: Request[] = [];
  const handler = createOrderHandler({
    schema: Schema,
    kind: 'test',
    limiter: new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
    check,
    send,
    settle: async (body, verdict) => {
      settled.push([verdict, body]);
    },
    release: async (request) => {
      released.push(request);
    },
  });
  return { handler, settled, released };
}

async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const restore = setLogSink(() => undefined);
  try {
    return await fn();
  } finally {
    restore();
  }
}

const PLACED = { status: 201, body: { order_id: [{ value: '1042' }], state: [{ value: 'completed' }] } };

describe('settling a payment authorised before the order', () => {
  it('places it on a 201 the site can read, with the body that was sent', async () => {
    const { handler, settled } = route(async () => PLACED);
    expect((await handler(post(ORDER))).status).toBe(201);
    expect(settled).toEqual([['placed', ORDER]]);
  });

  it('refuses it on a 4xx', async () => {
    for (const answer of [
      { status: 402, body: { message: 'Declined.' } },
      { status: 422, body: { message: 'The Revolut Pay payment does not match the order.' } },
    ]) {
      const { handler, settled } = route(async () => answer);
      await quietly(() => handler(post(ORDER)));
      expect(settled, JSON.stringify(answer)).toEqual([['refused', ORDER]]);
    }
  });

  it('leaves it on a 5xx, a success the site cannot read, or no answer: the backend may have made the order', async () => {
    const failures: (() => Promise<{ status: number; body: unknown }>)[] = [
      async () => ({ status: 500, body: { message: 'oops' } }),
      async () => ({ status: 503, body: null }),
      async () => ({ status: 201, body: { order_id: 'nope' } }),
      async () => ({ status: 201, body: null }),
      async () => {
        throw new Error('socket hang up');
      },
    ];
    for (const send of failures) {
      const { handler, settled } = route(send);
      expect((await quietly(() => handler(post(ORDER)))).status).toBeGreaterThanOrEqual(500);
      expect(settled).toEqual([['unknown', ORDER]]);
    }
  });

  it('releases it on every refusal of the site’s own (its rules 400, unavailable checks 503, its limit 429), never sending the order', async () => {
    // CONTRACT §6 (issue 46): the site refused, so no order was made; the grant decides what is cancelled (revolut-api.ts).
    const refused = route(async () => PLACED, () => 'The minimum donation is €5.');
    expect((await quietly(() => refused.handler(post(ORDER, { 'x-revolut-grant': 'g-1' })))).status).toBe(400);
    expect(refused.settled).toEqual([]);
    expect(refused.released.map((r) => r.headers.get('x-revolut-grant'))).toEqual(['g-1']);

    const unavailable = route(async () => PLACED, () => ({ status: 503, message: 'Try again in a moment.' }));
    expect((await quietly(() => unavailable.handler(post(ORDER)))).status).toBe(503);
    expect(unavailable.settled).toEqual([]);
    expect(unavailable.released).toHaveLength(1);

    const settled: OrderVerdict[] = [];
    const released: Request[] = [];
    let sent = 0;
    const limited = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 1, windowMs: 60_000 }),
      send: async () => {
        sent += 1;
        return PLACED;
      },
      settle: async (_body, verdict) => {
        settled.push(verdict);
      },
      release: async (request) => {
        released.push(request);
      },
    });
    await limited(post(ORDER));
    expect((await quietly(() => limited(post(ORDER)))).status).toBe(429);
    expect(settled).toEqual(['placed']);
    expect(released).toHaveLength(1);
    expect(sent).toBe(1);
  });

  it('a release that fails is logged, and the donor still gets the refusal', async () => {
    const events: string[] = [];
    const restore = setLogSink((_level, event) => events.push(event));
    try {
      const handler = createOrderHandler({
        schema: Schema,
        kind: 'test',
        limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }),
        check: () => 'No.',
        send: async () => PLACED,
        release: async () => {
          throw new Error('revolut down');
        },
      });
      expect((await handler(post(ORDER))).status).toBe(400);
    } finally {
      restore();
    }
    expect(events).toContain('payment_settle_failed');
  });

  it('answers the donor as the backend did when the settlement itself fails', async () => {
    const events: string[] = [];
    const restore = setLogSink((_level, event) => events.push(event));
    try {
      const handler = createOrderHandler({
        schema: Schema,
        kind: 'test',
        limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }),
        send: async () => PLACED,
        settle: async () => {
          throw new Error('revolut down');
        },
      });
      const response = await handler(post(ORDER));
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ statusCode: 201, orderID: '1042' });
    } finally {
      restore();
    }
    expect(events).toContain('payment_settle_failed');
  });
});
