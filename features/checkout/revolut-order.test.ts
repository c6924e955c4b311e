import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { signModeToken } from '@/edge/mode-token';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { handleRevolutOrder, REVOLUT_API, REVOLUT_BODY_LIMIT_BYTES, REVOLUT_UNAVAILABLE } from './revolut-order';

const config = parseConfig({ DEFAULT_COUNTRY: 'IE', APP_ENV: 'production', PAYMENT_SECRET: 'pay-secret-pay-secret-pay-secret-pay', REVOLUT_SECRET_KEY: 'sk_live_abcdefgh', REVOLUT_SECRET_KEY_TEST: 'sk_test_abcdefgh' });
const limiter = () => new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/checkout/revolut-order', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('POST /api/checkout/revolut-order', () => {
  it('creates the Revolut order with the live secret key and answers its public id', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: '6516e61c-d279-a454-a837-bc52ce55ed49', token: 'ord_public_1', state: 'pending' }, { status: 201 }));
    const response = await handleRevolutOrder(post({ amountMinor: 3150, currency: 'EUR' }), { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter() });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ publicId: 'ord_public_1' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(REVOLUT_API.live);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer sk_live_abcdefgh', 'Revolut-Api-Version': '2024-09-01' });
    expect(JSON.parse(String(init.body))).toEqual({ amount: 3150, currency: 'EUR', description: 'Donation' });
  });

  it('uses the sandbox API and key in test payment mode only', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'x', token: 'ord_public_2' }, { status: 201 }));
    await handleRevolutOrder(post({ amountMinor: 500, currency: 'EUR' }, { 'x-payment-token': await signModeToken('test', 'pay-secret-pay-secret-pay-secret-pay', 3600) }), { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter() });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(REVOLUT_API.test);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer sk_test_abcdefgh' });
  });

  it('refuses bad amounts and other currencies, and never leaks a key when unconfigured or when Revolut fails', async () => {
    const fetcher = vi.fn(async () => new Response('nope', { status: 500 }));
    const restore = setLogSink(() => undefined);
    try {
      for (const body of [{ amountMinor: 0, currency: 'EUR' }, { amountMinor: 12.5, currency: 'EUR' }, { amountMinor: 500 }, 'x']) {
        expect((await handleRevolutOrder(post(body), { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter() })).status).toBe(400);
      }
      expect((await handleRevolutOrder(post({ amountMinor: 500, currency: 'GBP' }), { config, limiter: limiter() })).status).toBe(400);
      const failed = await handleRevolutOrder(post({ amountMinor: 500, currency: 'EUR' }), { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter() });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ message: REVOLUT_UNAVAILABLE });
      const unconfigured = await handleRevolutOrder(post({ amountMinor: 500, currency: 'EUR' }), { config: parseConfig({ DEFAULT_COUNTRY: 'IE' }), fetcher: fetcher as unknown as typeof fetch, limiter: limiter() });
      expect(unconfigured.status).toBe(503);
      expect(JSON.stringify(await unconfigured.json())).not.toContain('sk_');
    } finally {
      restore();
    }
  });

  it('reads the body through the bounded reader: 413 past its bound, 415 for another media type, Revolut never asked', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'x', token: 'ord_public_3' }, { status: 201 }));
    const padded = post({ amountMinor: 500, currency: 'EUR', pad: 'x'.repeat(REVOLUT_BODY_LIMIT_BYTES) });
    const tooLarge = await handleRevolutOrder(padded, { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter() });
    expect(tooLarge.status).toBe(413);
    const text = new Request('http://localhost/api/checkout/revolut-order', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"amountMinor":500,"currency":"EUR"}' });
    expect((await handleRevolutOrder(text, { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter() })).status).toBe(415);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
