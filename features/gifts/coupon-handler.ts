import { z } from 'zod';
import { validateCoupon } from '@/edge/backend';
import { log } from '@/edge/log';
import { CURRENCIES } from '@/features/common/money';
import { parseCouponResponse } from './catalogue';
import { COUPON_UNAVAILABLE } from './coupon-messages';

// POST /api/gifts/coupon: the basket's coupon check (SPEC §4, §7; CONTRACT §7), server-side so
// the backend's secrets never reach the browser. The body is re-validated here; the backend's
// answer is parsed into a CouponResult (an errorMessage is a rejection).


export const CouponRequestSchema = z.object({
  coupon: z.string().trim().min(1).max(64),
  order_items: z
    .array(
      z.object({
        purchased_entity: z.object({ sku: z.string().min(1).max(64) }),
        unit_price: z.object({ number: z.string().regex(/^\d{1,7}\.\d{2}$/), currency_code: z.enum(CURRENCIES) }),
        quantity: z.number().int().min(1).max(99),
      }),
    )
    .min(1)
    .max(100),
});

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function handleCouponRequest(request: Request): Promise<Response> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return json({ message: 'The request body must be JSON.' }, 400);
  }
  const parsed = CouponRequestSchema.safeParse(raw);
  if (!parsed.success) return json({ message: `Invalid coupon request: ${parsed.error.issues[0]?.path.join('.') || '(body)'}` }, 400);
  try {
    const result = parseCouponResponse(await validateCoupon(parsed.data.order_items, parsed.data.coupon));
    return json(result, 200);
  } catch (error) {
    log.error('coupon_check_failed', { error: error instanceof Error ? error.message : String(error) });
    return json({ message: COUPON_UNAVAILABLE }, 502);
  }
}
