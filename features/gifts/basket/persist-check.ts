import '@/features/common/zod-browser';
import * as z from 'zod/mini';
import { CURRENCIES } from '@/features/common/money';
import { EMPTY_BASKET, type Basket } from './model';
import { BASKET_VERSION } from './persist';

// What a stored basket may hold, checked when it is read (SPEC §4: version 1's migration
// resets type and products). A corrupt or hand-edited entry gives an empty basket, never a
// crash. Loaded lazily by the store (./store.ts), so no page's first load carries it. Written
// with zod/mini, not zod's chained API: a page with a stored basket runs this check while it
// loads, and it brings zod's core (the chunk the checkout's schemas share, 18 KB gzip in an IE
// build of 2026-11-26) and 4 KB of its own, where the chained API would add its own layer.

const ImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });
const CardSchema = z.object({
  type: z.enum(['postal', 'email', 'print']),
  emailFormData: z.object({ recipientName: z.string(), recipientEmail: z.string(), message: z.string(), sendingDate: z.string() }),
});
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => z.int().check(z.minimum(min), z.maximum(max));
const BasketProductSchema = z.object({
  id: z.string().check(z.minLength(1)),
  quantity: integer(1, 99),
  path: z.string(),
  data: z.object({
    title: z.string(),
    type: z.string(),
    bundle: z.enum(['gift', 'gifts_bundle', 'gift_santa_letter', 'gift_corporate', 'gift_free']),
    sku: z.string().check(z.minLength(1)),
    amount: integer(0),
    currency: z.enum(CURRENCIES),
    image: z.nullable(ImageSchema),
    ecardActive: z.boolean(),
    postalCardActive: z.boolean(),
    isCustomPrice: z.boolean(),
    offerType: z.nullable(z.enum(['free_gift_by_threshold', 'free_gift_by_coupon'])),
  }),
  cards: z.array(CardSchema),
  santaLetters: z.array(z.object({ recipientName: z.string(), present: z.string(), postscript: z.string() })),
});
const CouponSchema = z.nullable(
  z.object({
    code: z.string(),
    isPending: z.boolean(),
    totalPrice: z.nullable(z.number()),
    discount: z.nullable(z.number()),
    offerType: z.nullable(z.string()),
    freeGiftId: z.nullable(z.string()),
    errorMessage: z.nullable(z.string()),
  }),
);
export const PersistedBasketSchema = z.object({
  type: z.enum(['', 'gift', 'corporate']),
  products: z.array(BasketProductSchema).check(z.maxLength(100)),
  coupon: CouponSchema,
});

/** The stored basket, or an empty one when it does not parse. A pending coupon is not pending any more. */
export function readPersistedBasket(persisted: unknown): Basket {
  const parsed = PersistedBasketSchema.safeParse(persisted);
  if (!parsed.success) return EMPTY_BASKET;
  const basket = parsed.data;
  if (basket.coupon?.isPending) return { ...basket, coupon: null };
  return basket;
}

/** Version 1 (SPEC §4): anything stored before it has its type and products reset. */
export function migrateBasket(persisted: unknown, version: number): Basket {
  if (version < 1) {
    const coupon = CouponSchema.safeParse((persisted as { coupon?: unknown } | null)?.coupon);
    return { type: '', products: [], coupon: coupon.success && coupon.data && !coupon.data.freeGiftId ? coupon.data : null };
  }
  return readPersistedBasket(persisted);
}

/**
 * The stored entry ('{"state":…,"version":…}') as the store should read it: migrated to the
 * current version and checked, or null when nothing usable is stored.
 */
export function checkStoredBasket(raw: string): string | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { state, version } = stored as { state?: unknown; version?: unknown };
  const basket = typeof version === 'number' && version >= BASKET_VERSION ? readPersistedBasket(state) : migrateBasket(state, typeof version === 'number' ? version : 0);
  return JSON.stringify({ state: basket, version: BASKET_VERSION });
}
