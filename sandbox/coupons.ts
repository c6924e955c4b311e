import { z } from 'zod';
import { HttpError } from './http';
import type { CountrySeed } from './seed/types';

// POST /commerce-promotion/validate-coupon (CONTRACT §7).

const CouponRequestSchema = z.object({
  order: z.object({
    type: z.literal('gift'),
    order_items: z
      .array(
        z.object({
          purchased_entity: z.object({ sku: z.string().max(64) }),
          unit_price: z.object({ number: z.union([z.string().regex(/^\d{1,7}(\.\d{1,2})?$/), z.number().min(0).max(1e7)]) }),
          quantity: z.number().int().min(1).max(999),
        }),
      )
      .max(100),
  }),
  coupon: z.string().max(64),
});

const SYMBOL = { EUR: '€', GBP: '£', USD: '$' } as const;

export function validateCoupon(body: unknown, seed: CountrySeed, now: Date) {
  const parsed = CouponRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(400, `Invalid coupon request: ${issue.path.join('.') || '(body)'}: ${issue.message}`);
  }
  const { order, coupon } = parsed.data;
  const code = coupon.trim().toUpperCase();
  const found = seed.coupons.find((c) => c.code.toUpperCase() === code);
  if (!code || !found) return { errorMessage: `The voucher code ${code || '(empty)'} does not exist.` };
  if (found.expires_at && Date.parse(found.expires_at) <= now.getTime()) {
    return { errorMessage: `The voucher code ${found.code} has expired.` };
  }
  const totalMinor = order.order_items.reduce((sum, item) => sum + Math.round(Number(item.unit_price.number) * 100) * item.quantity, 0);
  if (found.min_total !== null && totalMinor < found.min_total * 100) {
    return { errorMessage: `Spend at least ${SYMBOL[seed.currency]}${found.min_total} to use the voucher code ${found.code}.` };
  }
  const result = (discountMinor: number, offerType: string, freeGiftId: string | null) => ({
    code: found.code,
    totalPrice: (totalMinor - discountMinor) / 100,
    discount: discountMinor / 100,
    offerType,
    freeGiftId,
  });
  switch (found.offer.type) {
    case 'percentage':
      return result(Math.round((totalMinor * found.offer.percent) / 100), 'order_percentage_off', null);
    case 'fixed':
      return result(Math.min(totalMinor, found.offer.amount * 100), 'order_fixed_amount_off', null);
    case 'free_gift':
      return result(0, 'free_gift_by_coupon', found.offer.product_id);
  }
}
