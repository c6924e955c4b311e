import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/edge/log';

const validateCoupon = vi.fn();
vi.mock('@/edge/backend', () => ({ validateCoupon: (...args: unknown[]) => validateCoupon(...args) }));

const { handleCouponRequest } = await import('./coupon-handler');
const { COUPON_UNAVAILABLE } = await import('./coupon-messages');

const items = [{ purchased_entity: { sku: 'GIFT-GOAT' }, unit_price: { number: '30.00', currency_code: 'EUR' }, quantity: 2 }];
const post = (body: unknown) => handleCouponRequest(new Request('http://gifts.localhost/api/gifts/coupon', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) }));

describe('POST /api/gifts/coupon', () => {
  beforeEach(() => validateCoupon.mockReset());

  it('asks the backend with the re-validated items and answers the coupon in minor units', async () => {
    validateCoupon.mockResolvedValue({ code: 'WINTER10', totalPrice: 54, discount: 6, offerType: 'order_percentage_off', freeGiftId: null });
    const response = await post({ coupon: ' winter10 ', order_items: items });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'fulfilled', code: 'WINTER10', totalPrice: 5400, discount: 600, offerType: 'order_percentage_off', freeGiftId: null });
    expect(validateCoupon).toHaveBeenCalledWith(items, 'winter10');
  });

  it('passes a rejection on', async () => {
    validateCoupon.mockResolvedValue({ errorMessage: 'The voucher code NOPE does not exist.' });
    expect(await (await post({ coupon: 'NOPE', order_items: items })).json()).toEqual({ status: 'rejected', errorMessage: 'The voucher code NOPE does not exist.' });
  });

  it('refuses bad bodies with 400 without calling the backend', async () => {
    for (const body of ['not json', { coupon: '', order_items: items }, { coupon: 'X', order_items: [] }, { coupon: 'X', order_items: [{ ...items[0], quantity: 0 }] }]) {
      expect((await post(body)).status).toBe(400);
    }
    expect(validateCoupon).not.toHaveBeenCalled();
  });

  it('answers 502 with a try-again message when the backend fails or answers nonsense', async () => {
    const restore = setLogSink(() => undefined);
    try {
      validateCoupon.mockRejectedValue(new Error('503 Service Unavailable'));
      const failed = await post({ coupon: 'X', order_items: items });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({ message: COUPON_UNAVAILABLE });
      validateCoupon.mockResolvedValue({ unexpected: true });
      expect((await post({ coupon: 'X', order_items: items })).status).toBe(502);
    } finally {
      restore();
    }
  });
});
