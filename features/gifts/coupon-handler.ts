import { z } from 'zod';
import { validateCoupon } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { readJsonBody } from '@/edge/json-body';
import { log } from '@/edge/log';
import { MemoryRateLimiter, type RateLimiter } from '@/features/checkout';
import { clientAddress } from '@/features/checkout/data';
import { currencyForCountry, CURRENCIES, toDecimalString, toMinor } from '@/features/common/money';
import { plainText } from '@/features/common/plain-text';
import { CUSTOM_AMOUNT_MAX_MINOR, CUSTOM_AMOUNT_MIN_MINOR, hasCustomAmount } from './basket/model';
import { parseCouponResponse, type Catalogue } from './catalogue';
import { COUPON_UNAVAILABLE } from './coupon-messages';

// POST /api/gifts/coupon: the basket's coupon check (SPEC §4, §7; CONTRACT §7), server-side so
// the backend's secrets never reach the browser. JSON only, a bounded body, a burst limit per
// client; the items are re-validated and priced from the catalogue (the buyer's prices are
// never what the discount is worked out on); the backend's answer is parsed into a
// CouponResult (an errorMessage is a rejection).

export const COUPON_BODY_LIMIT_BYTES = 16 * 1024;
export const COUPON_TOO_MANY = 'Too many voucher attempts in a short time. Please wait a minute and try again.';
export const COUPON_BASKET_CHANGED = 'Some gifts in your basket have changed. Please check your basket and try again.';

export const CouponRequestSchema = z.object({
  coupon: plainText().trim().min(1).max(64),
  order_items: z
    .array(
      z.object({
        purchased_entity: z.object({ sku: plainText().min(1).max(64) }),
        unit_price: z.object({ number: z.string().regex(/^\d{1,7}\.\d{2}$/), currency_code: z.enum(CURRENCIES) }),
        quantity: z.number().int().min(1).max(99),
      }),
    )
    .min(1)
    .max(100),
});
type CouponItem = z.output<typeof CouponRequestSchema>['order_items'][number];

const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The items priced from the catalogue (custom amounts kept within their bounds); null when one is not a paid gift of the catalogue. */
export function priceFromCatalogue(items: CouponItem[], catalogue: Catalogue, currency: string): CouponItem[] | null {
  const bySku = new Map(catalogue.products.flatMap((p) => Object.values(p.price).filter((price) => price?.currency === currency).map((price) => [price!.sku, { product: p, amount: price!.amount }] as const)));
  const priced: CouponItem[] = [];
  for (const item of items) {
    const known = bySku.get(item.purchased_entity.sku);
    if (!known || known.product.bundle === 'gift_free' || item.unit_price.currency_code !== currency) return null;
    let amount = known.amount;
    if (hasCustomAmount(known.product)) {
      amount = toMinor(item.unit_price.number);
      if (amount < CUSTOM_AMOUNT_MIN_MINOR || amount > CUSTOM_AMOUNT_MAX_MINOR) return null;
    }
    priced.push({ purchased_entity: { sku: item.purchased_entity.sku }, unit_price: { number: toDecimalString(amount), currency_code: item.unit_price.currency_code }, quantity: item.quantity });
  }
  return priced;
}

export interface CouponHandlerOptions {
  catalogue(): Promise<Catalogue>;
  limiter?: RateLimiter;
  /** Replaces the backend call (tests). */
  validate?: (orderItems: unknown[], coupon: string) => Promise<unknown>;
}

/** 20 checks a minute per client: a buyer typing codes stays far below it, a code-guessing script does not. */
export const couponLimiter = new MemoryRateLimiter({ limit: 20, windowMs: 60_000 });

export function createCouponHandler(options: CouponHandlerOptions): (request: Request) => Promise<Response> {
  const limiter = options.limiter ?? couponLimiter;
  const validate = options.validate ?? validateCoupon;
  return async (request) => {
    const decision = await limiter.hit(clientAddress(request));
    if (!decision.allowed) return json({ message: COUPON_TOO_MANY }, 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    const read = await readJsonBody(request, { maxBytes: COUPON_BODY_LIMIT_BYTES });
    if (!read.ok) {
      const message = read.status === 415 ? 'The request must be sent as JSON.' : read.status === 413 ? 'The request is too large.' : 'The request body must be JSON.';
      return json({ message }, read.status);
    }
    const parsed = CouponRequestSchema.safeParse(read.value);
    if (!parsed.success) return json({ message: `Invalid coupon request: ${parsed.error.issues[0]?.path.join('.') || '(body)'}` }, 400);
    try {
      const catalogue = await options.catalogue();
      const items = priceFromCatalogue(parsed.data.order_items, catalogue, currencyForCountry(loadConfig().DEFAULT_COUNTRY));
      if (!items) return json({ message: COUPON_BASKET_CHANGED }, 400);
      return json(parseCouponResponse(await validate(items, parsed.data.coupon)), 200);
    } catch (error) {
      log.error('coupon_check_failed', { error: error instanceof Error ? error.message : String(error) });
      return json({ message: COUPON_UNAVAILABLE }, 502);
    }
  };
}
