import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { z } from 'zod';
import { setLogSink } from '@/request/log';
import { createOrderHandler, TOO_MANY_ATTEMPTS } from './handlers';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';

const KEY = '0b7d2c1e-5f6a-4b3c-8d9e-0f1a2b3c4d5e';
const Schema = z.object({ order: z.object({ type: z.literal('donation'), name: z.string().trim() }) });

/** A request from TCP peer `from` (as `next start` hands it over). */
function post(body: unknown, headers: Record<string, string> = {}, from = '203.0.113.9') {
  const request = new Request('http://localhost/api/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': KEY, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  fromPeer(request.headers, from);
  return request;
}

function quiet<T>(fn: () => Promise<T>): Promise<T> {
  const restore = setLogSink(() => undefined);
  return fn().finally(restore);
}

describe('order route helper', () => {
  it('re-validates the body, sends it with the Idempotency-Key and answers statusCode, orderID, orderStatus, errorMessage', async () => {
    const sent: unknown[] = [];
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }),
      send: async (body, key) => {
        sent.push([body, key]);
        return { status: 201, body: { order_id: [{ value: '1042' }], state: [{ value: 'completed' }] } };
      },
    });
    const response = await handler(post({ order: { type: 'donation', name: '  Aoife ' }, extra: 'dropped' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null });
    expect(sent).toEqual([[{ order: { type: 'donation', name: 'Aoife' } }, KEY]]);
  });

  it('passes a refusal on with its HTML-decoded message', async () => {
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }),
      send: async () => ({ status: 402, body: { message: 'Your card was declined &amp; not charged.' } }),
    });
    const response = await quiet(() => handler(post({ order: { type: 'donation', name: 'A' } })));
    expect(await response.json()).toEqual({ statusCode: 402, orderID: null, orderStatus: null, errorMessage: 'Your card was declined & not charged.' });
  });

  it('refuses a wrong content type, a missing key, a bad or oversized body, and a failing check', async () => {
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      maxBytes: 200,
      limiter: new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
      check: (body) => (body.order.name === 'blocked' ? 'Not this one.' : null),
      send: async () => {
        throw new Error('must not be called');
      },
    });
    const ok = { order: { type: 'donation', name: 'A' } };
    expect((await handler(post(ok, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await handler(post(ok, { 'idempotency-key': 'not-a-uuid' }))).status).toBe(400);
    expect((await handler(post('{not json'))).status).toBe(400);
    const invalid = await quiet(() => handler(post({ order: { type: 'gift' } })));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errorMessage: string }).errorMessage).toContain('order.type');
    expect((await handler(post({ order: { type: 'donation', name: 'x'.repeat(500) } }))).status).toBe(413);
    expect(await (await handler(post({ order: { type: 'donation', name: 'blocked' } }))).json()).toMatchObject({ statusCode: 400, errorMessage: 'Not this one.' });
  });

  it('answers 502 without a message when the backend cannot be reached', async () => {
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }),
      send: async () => {
        throw new Error('502 Backend unreachable');
      },
    });
    const response = await quiet(() => handler(post({ order: { type: 'donation', name: 'A' } })));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null });
  });

  it('refuses a burst from one client with 429 and Retry-After, other clients unaffected', async () => {
    let now = 1_000_000;
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 3, windowMs: 60_000, now: () => now }),
      send: async () => ({ status: 402, body: { message: 'declined' } }),
    });
    const body = { order: { type: 'donation', name: 'A' } };
    await quiet(async () => {
      for (let i = 0; i < 3; i += 1) expect((await handler(post(body))).status).toBe(402);
      const limited = await handler(post(body));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(await limited.json()).toMatchObject({ statusCode: 429, errorMessage: TOO_MANY_ATTEMPTS });
      expect((await handler(post(body, {}, '198.51.100.1'))).status).toBe(402);
      now += 60_001;
      expect((await handler(post(body))).status).toBe(402);
    });
  });

  it('counts a client by the address the proxy vouches for: hops the client writes into X-Forwarded-For get no fresh allowance', async () => {
    // Behind nginx (deploy/nginx/site.conf): it overwrites X-Real-IP and appends what it saw to
    // X-Forwarded-For. Without a proxy nothing stops a client writing its own (request/client-address.ts).
    vi.stubEnv('CLIENT_ADDRESS_FROM', 'x-real-ip');
    resetConfigForTests();
    onTestFinished(() => {
      vi.unstubAllEnvs();
      resetConfigForTests();
    });
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 3, windowMs: 60_000 }),
      send: async () => ({ status: 402, body: { message: 'declined' } }),
    });
    const body = { order: { type: 'donation', name: 'A' } };
    const statuses = await quiet(async () => {
      const seen: number[] = [];
      for (let i = 0; i < 6; i += 1) seen.push((await handler(post(body, { 'x-forwarded-for': `10.0.${i}.1, 192.0.2.50`, 'x-real-ip': '192.0.2.50' }))).status);
      return seen;
    });
    expect(statuses).toEqual([402, 402, 402, 429, 429, 429]);
  });

  it('sends the Idempotency-Key in lower case, so an upper-case replay is the same attempt', async () => {
    const keys: string[] = [];
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }),
      send: async (_body, key) => {
        keys.push(key);
        return { status: 201, body: { order_id: [{ value: '7' }], state: [{ value: 'completed' }] } };
      },
    });
    await handler(post({ order: { type: 'donation', name: 'A' } }, { 'idempotency-key': KEY.toUpperCase() }));
    await handler(post({ order: { type: 'donation', name: 'A' } }));
    expect(keys).toEqual([KEY, KEY]);
  });

  it('answers 502 with no message for a 200 it cannot read, and a backend 5xx with its message (SPEC §8)', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: null };
    const handler = createOrderHandler({ schema: Schema, kind: 'test', limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }), send: async () => answer });
    const unreadable = await quiet(() => handler(post({ order: { type: 'donation', name: 'A' } })));
    expect(unreadable.status).toBe(502);
    expect(await unreadable.json()).toEqual({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null });
    answer = { status: 500, body: { message: 'We could not take your donation just now &ndash; nothing was charged.' } };
    const failed = await quiet(() => handler(post({ order: { type: 'donation', name: 'A' } })));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ statusCode: 500, orderID: null, orderStatus: null, errorMessage: 'We could not take your donation just now \u2013 nothing was charged.' });
    answer = { status: 503, body: '<html>Service Unavailable</html>' };
    expect(await (await quiet(() => handler(post({ order: { type: 'donation', name: 'A' } })))).json()).toEqual({ statusCode: 503, orderID: null, orderStatus: null, errorMessage: null });
  });

  it('answers a backend 4xx with its decoded message; a 5xx text is logged, and shown only when plain', async () => {
    let answer: { status: number; body: unknown } = { status: 402, body: { message: 'Declined &ndash; call &quot;your bank&quot;' } };
    const handler = createOrderHandler({ schema: Schema, kind: 'gift', limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }), send: async () => answer });
    const events: [string, Record<string, unknown>][] = [];
    const restore = setLogSink((_level, event, data) => events.push([event, data]));
    try {
      const declined = await handler(post({ order: { type: 'donation', name: 'A' } }));
      expect(declined.status).toBe(402);
      expect(await declined.json()).toEqual({ statusCode: 402, orderID: null, orderStatus: null, errorMessage: 'Declined – call "your bank"' });
      // A plain 5xx text is shown (SPEC §8 shows the server's message)...
      answer = { status: 503, body: { message: 'Our payment service is busy, please try again in a minute.' } };
      expect(await (await handler(post({ order: { type: 'donation', name: 'A' } }))).json()).toMatchObject({ statusCode: 503, errorMessage: 'Our payment service is busy, please try again in a minute.' });
      // ...one naming an internal host and port is logged, never shown (issue 46).
      answer = { status: 502, body: { message: 'upstream gateway at 10.0.3.7:8080 timed out' } };
      expect(await (await handler(post({ order: { type: 'donation', name: 'A' } }))).json()).toMatchObject({ statusCode: 502, errorMessage: null });
    } finally {
      restore();
    }
    const logged = events.filter(([event]) => event === 'order_backend_error').map(([, data]) => data);
    expect(logged).toEqual([
      { kind: 'gift', status: 503, message: 'Our payment service is busy, please try again in a minute.' },
      { kind: 'gift', status: 502, message: 'upstream gateway at 10.0.3.7:8080 timed out', shown: false },
    ]);
  });

  it('refuses a check that cannot be made with its own status and sends nothing', async () => {
    const handler = createOrderHandler({
      schema: Schema,
      kind: 'test',
      limiter: new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }),
      check: () => ({ status: 503, message: 'Try again in a moment.' }),
      send: async () => {
        throw new Error('must not be called');
      },
    });
    const response = await quiet(() => handler(post({ order: { type: 'donation', name: 'A' } })));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ statusCode: 503, errorMessage: 'Try again in a moment.' });
  });
});
