import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { EMPTY_SETTINGS } from '@/features/settings';
import { createDonationOrderHandler, donationOrderRules, type DonationRuleSources } from '@/features/donation/order-handler';
import { createGiftOrderHandler, giftOrderRules, type GiftRuleSources } from '@/features/gifts/order-handler';
import { ORDER_TOO_DEEP } from '@/features/checkout/handlers';
import { handleRevolutOrder } from '@/features/checkout/revolut-order';

// Issue 46: a body nested 3,000 deep overflowed the stack in the text sanitiser (500) on the
// three order routes. Each refuses it with 400 before anything walks it, and sends nothing.

vi.mock('server-only', () => ({}));

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

const never = async (): Promise<never> => {
  throw new Error('a rule source must not be asked about a body refused for its depth');
};
const DONATION: DonationRuleSources = { settings: never, minimum: never, captcha: never };
const GIFT: GiftRuleSources = { catalogue: never, settings: async () => EMPTY_SETTINGS, coupon: never, captcha: never };
const limiter = () => new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });
const send = vi.fn(async () => ({ status: 201, body: {} }));

/** The donation a hostile client sends: a field holding 3,000 nested arrays. */
function deepBody(): string {
  return `{"order":{"type":"donation","field_internal_tags":${'['.repeat(3000)}${']'.repeat(3000)}}}`;
}

function post(url: string, body: string) {
  const headers = { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() };
  const request = new Request(url, { method: 'POST', headers, body });
  fromPeer(request.headers, '203.0.113.46');
  return request;
}

async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const restore = setLogSink(() => undefined);
  return fn().finally(restore);
}

describe('a body nested 3,000 deep', () => {
  Object.assign(process.env, { BACKEND_URL: 'http://127.0.0.1:9', APP_ENV: 'staging', DEFAULT_COUNTRY: 'IE' });

  it('is refused with 400 by the donation order route', async () => {
    resetConfigForTests();
    const handler = createDonationOrderHandler(DONATION, { limiter: limiter(), send });
    const response = await quietly(() => handler(post('http://localhost/api/donation/order', deepBody())));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, orderID: null, orderStatus: null, errorMessage: ORDER_TOO_DEEP });
    expect(send).not.toHaveBeenCalled();
  });

  it('is refused with 400 by the gift order route', async () => {
    resetConfigForTests();
    const handler = createGiftOrderHandler(GIFT, { limiter: limiter(), send });
    const response = await quietly(() => handler(post('http://localhost/api/gifts/order', deepBody().replace('donation', 'gift'))));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, errorMessage: ORDER_TOO_DEEP });
    expect(send).not.toHaveBeenCalled();
  });

  it('is refused with 400 by the Revolut order route, with no Revolut order made', async () => {
    const config = parseConfig({ DEFAULT_COUNTRY: 'IE', APP_ENV: 'staging', REVOLUT_SECRET_KEY_TEST: 'sk_test_abcdefgh' });
    const fetcher = vi.fn();
    const routes = { donation: donationOrderRules(DONATION), gift: giftOrderRules(GIFT) };
    const request = post('http://localhost/api/checkout/revolut-order', deepBody());
    const response = await quietly(() => handleRevolutOrder(request, routes, { config, fetcher: fetcher as unknown as typeof fetch, limiter: limiter(), revolutLimiter: limiter() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ORDER_TOO_DEEP });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('still lets an ordinary body through to the route’s own checks', async () => {
    resetConfigForTests();
    const handler = createDonationOrderHandler(DONATION, { limiter: limiter(), send });
    const response = await quietly(() => handler(post('http://localhost/api/donation/order', '{"order":{"type":"donation","field_internal_tags":[[[]]]}}')));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorMessage: string }).errorMessage).toMatch(/^The order is not valid: (?!it is nested)/);
  });
});
