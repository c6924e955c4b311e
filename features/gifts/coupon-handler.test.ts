import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import type { Catalogue } from './catalogue';
import { COUPON_BASKET_CHANGED, COUPON_TOO_MANY, createCouponHandler } from './coupon-handler';
import { COUPON_UNAVAILABLE } from './coupon-messages';
import { CATALOGUE } from '@/tests/fixtures/gift-products';

vi.mock('server-only', () => ({}));

const validateCoupon = vi.fn();
let catalogue: () => Promise<Catalogue> = async () => ({ products: CATALOGUE, categories: [] });
let limiter = new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });
const handler = () => createCouponHandler({ catalogue: () => catalogue(), validate: (...args) => validateCoupon(...args), limiter });

const items = [{ purchased_entity: { sku: 'GIFT-GOAT' }, unit_price: { number: '30.00', currency_code: 'EUR' }, quantity: 2 }];
function request(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }, from = '203.0.113.20') {
  const r = new Request('http://gifts.localhost/api/gifts/coupon', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  fromPeer(r.headers, from);
  return r;
}
const post = (body: unknown) => handler()(request(body));

describe('POST /api/gifts/coupon', () => {
  beforeEach(() => {
    validateCoupon.mockReset();
    catalogue = async () => ({ products: CATALOGUE, categories: [] });
    limiter = new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });
  });

  it('asks the backend with the re-validated items and answers the coupon in minor units', async () => {
    validateCoupon.mockResolvedValue({ code: 'WINTER10', totalPrice: 54, discount: 6, offerType: 'order_percentage_off', freeGiftId: null });
    const response = await post({ coupon: ' winter10 ', order_items: items });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'fulfilled', code: 'WINTER10', totalPrice: 5400, discount: 600, offerType: 'order_percentage_off', freeGiftId: null });
    expect(validateCoupon).toHaveBeenCalledWith(items, 'winter10');
  });

  it('prices the check from the catalogue, not from the prices the browser sent', async () => {
    validateCoupon.mockResolvedValue({ code: 'SAVE5', totalPrice: 55, discount: 5, offerType: 'order_fixed_amount_off', freeGiftId: null });
    await post({ coupon: 'SAVE5', order_items: [{ ...items[0], unit_price: { number: '1.00', currency_code: 'EUR' } }] });
    expect(validateCoupon).toHaveBeenCalledWith(items, 'SAVE5');
    // An unknown sku or a free gift is not a priced basket: refused before the backend.
    expect((await post({ coupon: 'SAVE5', order_items: [{ ...items[0], purchased_entity: { sku: 'FREE-335' } }] })).status).toBe(400);
    expect(await (await post({ coupon: 'SAVE5', order_items: [{ ...items[0], purchased_entity: { sku: 'NOPE' } }] })).json()).toEqual({ message: COUPON_BASKET_CHANGED });
    expect(validateCoupon).toHaveBeenCalledTimes(1);
  });

  it('gives one message for an unknown, expired or otherwise invalid code: the answers do not tell which codes exist', async () => {
    for (const errorMessage of ['The voucher code NOPE does not exist.', 'The voucher code SUMMER2025 has expired.', 'This voucher cannot be used with this order.']) {
      validateCoupon.mockResolvedValue({ errorMessage });
      expect(await (await post({ coupon: 'NOPE', order_items: items })).json()).toEqual({ status: 'rejected', errorMessage: "This voucher code isn't valid" });
    }
  });

  it('keeps the spend threshold, in its own words, only for a basket of the kind vouchers are for', async () => {
    validateCoupon.mockResolvedValue({ errorMessage: 'Spend at least €20 to use the voucher code SAVE5.' });
    expect(await (await post({ coupon: 'SAVE5', order_items: [{ ...items[0], quantity: 1 }] })).json()).toEqual({ status: 'rejected', errorMessage: 'Spend at least €20 to use this voucher code.' });
    // A corporate basket earns no offers: the threshold would only say the code exists.
    const corporate = [{ purchased_entity: { sku: 'CORP-DONATION' }, unit_price: { number: '15.00', currency_code: 'EUR' }, quantity: 1 }];
    expect(await (await post({ coupon: 'SAVE5', order_items: corporate })).json()).toEqual({ status: 'rejected', errorMessage: "This voucher code isn't valid" });
  });

  it('refuses bad bodies with 400, another media type with 415 and NUL in a code, without calling the backend', async () => {
    for (const body of ['not json', { coupon: '', order_items: items }, { coupon: 'X', order_items: [] }, { coupon: 'X', order_items: [{ ...items[0], quantity: 0 }] }, { coupon: 'WIN\u0000TER10', order_items: items }, { coupon: 'WIN\ud800', order_items: items }]) {
      expect((await post(body)).status).toBe(400);
    }
    expect((await handler()(request({ coupon: 'X', order_items: items }, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await handler()(request({ coupon: 'X', order_items: items }, {}))).status).toBe(415);
    expect(validateCoupon).not.toHaveBeenCalled();
  });

  it('answers 413 past its bound', async () => {
    expect((await post({ coupon: 'X', order_items: items, padding: 'x'.repeat(20_000) })).status).toBe(413);
  });

  it('limits a burst per client address (429 with Retry-After)', async () => {
    limiter = new MemoryRateLimiter({ limit: 2, windowMs: 60_000 });
    validateCoupon.mockResolvedValue({ errorMessage: 'no' });
    const h = handler();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await h(request({ coupon: `GUESS${i}`, order_items: items }, { 'content-type': 'application/json', 'x-real-ip': `10.9.9.${i}` }))).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const limited = await h(request({ coupon: 'X', order_items: items }));
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ message: COUPON_TOO_MANY });
    expect((await h(request({ coupon: 'X', order_items: items }, { 'content-type': 'application/json' }, '198.51.100.40'))).status).toBe(200);
  });

  it('answers 502 with a try-again message when the backend or the catalogue fails, or the answer is nonsense', async () => {
    const restore = setLogSink(() => undefined);
    try {
      validateCoupon.mockRejectedValue(new Error('503 Service Unavailable'));
      const failed = await post({ coupon: 'X', order_items: items });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ message: COUPON_UNAVAILABLE });
      validateCoupon.mockResolvedValue({ unexpected: true });
      expect((await post({ coupon: 'X', order_items: items })).status).toBe(502);
      catalogue = async () => {
        throw new Error('500 catalogue down');
      };
      validateCoupon.mockReset();
      expect((await post({ coupon: 'X', order_items: items })).status).toBe(502);
      expect(validateCoupon).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
