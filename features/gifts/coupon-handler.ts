import { z } from 'zod';
import { validateCoupon } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { readJsonBody } from '@/edge/json-body';
import { log } from '@/request/log';
import { MemoryRateLimiter, type RateLimiter } from '@/request/rate-limit';
import { clientAddress } from '@/request/client-address';
import { currencyForCountry, CURRENCIES, formatMoney, toDecimalString, toMinor, type Currency } from '@/features/common/money';
import { plainText } from '@/features/common/plain-text';
import { COUPON_INVALID, CUSTOM_AMOUNT_MAX_MINOR, CUSTOM_AMOUNT_MIN_MINOR, hasCustomAmount } from './basket/model';
import { parseCouponResponse, type Catalogue, type CouponResult } from './catalogue';
import { COUPON_UNAVAILABLE } from './coupon-messages';

// POST /api/gifts/coupon: the basket's coupon check (SPEC §4, §7; CONTRACT §7), server-side so
// the backend's secrets never reach the browser. JSON only, a bounded body, a burst limit per
// client; the items are re-validated and priced from the catalogue (the buyer's prices are
// never what the discount is worked out on); the backend's answer is parsed into a
// CouponResult (an errorMessage is a rejection). A rejection says one thing whatever the
// backend's reason (SPEC §8 'This voucher code isn't valid'), so the answers cannot tell a
// code-guesser which codes exist or have expired; only a spend threshold is said, in our words,
// and only to an ordinary gift basket, the kind of basket vouchers are for (a corporate basket
// earns no offers).

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

/** The backend's spend-threshold refusal ('Spend at least €20 to use …'), its amount in minor units. */
function spendThreshold(message: string): number | null {
  const found = /spend at least\s*(?:€|£|\$|&euro;|&pound;|&#8364;|&#163;)?\s*(\d{1,7}(?:[.,]\d{2})?)/i.exec(message);
  return found ? toMinor(found[1]!.replace(',', '.')) : null;
}

/** What the buyer is told of a coupon: a rejection becomes the one invalid-code message, or the threshold in our words. */
export function publicCouponResult(result: CouponResult, basket: { corporate: boolean; currency: Currency }): CouponResult {
  if (result.status !== 'rejected') return result;
  const threshold = basket.corporate ? null : spendThreshold(result.errorMessage);
  return { status: 'rejected', errorMessage: threshold ? `Spend at least ${formatMoney(threshold, basket.currency)} to use this voucher code.` : COUPON_INVALID };
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
    const decision = await limiter.hit(clientAddress(request, loadConfig()));
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
      const currency = currencyForCountry(loadConfig().DEFAULT_COUNTRY);
      const items = priceFromCatalogue(parsed.data.order_items, catalogue, currency);
      if (!items) return json({ message: COUPON_BASKET_CHANGED }, 400);
      const corporateSkus = new Set(catalogue.products.filter((p) => p.bundle === 'gift_corporate').flatMap((p) => Object.values(p.price).map((price) => price?.sku)));
      const corporate = items.some((item) => corporateSkus.has(item.purchased_entity.sku));
      return json(publicCouponResult(parseCouponResponse(await validate(items, parsed.data.coupon)), { corporate, currency }), 200);
    } catch (error) {
      log.error('coupon_check_failed', { error: error instanceof Error ? error.message : String(error) });
      return json({ message: COUPON_UNAVAILABLE }, 502);
    }
  };
}
