import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setLogSink } from '@/edge/log';
import { createOrderHandler, TOO_MANY_ATTEMPTS } from './handlers';
import { MemoryRateLimiter } from './rate-limit';

const KEY = '0b7d2c1e-5f6a-4b3c-8d9e-0f1a2b3c4d5e';
const Schema = z.object({ order: z.object({ type: z.literal('donation'), name: z.string().trim() }) });

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': KEY, 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
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
      expect((await handler(post(body, { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(402);
      now += 60_001;
      expect((await handler(post(body))).status).toBe(402);
    });
  });
});
