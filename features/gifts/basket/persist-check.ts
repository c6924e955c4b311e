import * as v from 'valibot';
import { CURRENCIES } from '@/features/common/money';
import { EMPTY_BASKET, type Basket } from './model';
import { BASKET_VERSION } from './persist';

// What a stored basket may hold, checked when it is read (SPEC §4: version 1's migration
// resets type and products). A corrupt or hand-edited entry gives an empty basket, never a
// crash. Loaded lazily by the store (./store.ts). A page with a stored basket runs this check
// while it loads, so it is written with valibot (2 KB gzip here) rather than zod, whose core
// (about 24 KB gzip as Turbopack splits it) would load and set itself up with every gift page.

const ImageSchema = v.object({ url: v.string(), alt: v.string(), width: v.number(), height: v.number() });
const CardSchema = v.object({
  type: v.picklist(['postal', 'email', 'print']),
  emailFormData: v.object({ recipientName: v.string(), recipientEmail: v.string(), message: v.string(), sendingDate: v.string() }),
});
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const BasketProductSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  quantity: integer(1, 99),
  path: v.string(),
  data: v.object({
    title: v.string(),
    type: v.string(),
    bundle: v.picklist(['gift', 'gifts_bundle', 'gift_santa_letter', 'gift_corporate', 'gift_free']),
    sku: v.pipe(v.string(), v.minLength(1)),
    amount: integer(0),
    currency: v.picklist(CURRENCIES),
    image: v.nullable(ImageSchema),
    ecardActive: v.boolean(),
    postalCardActive: v.boolean(),
    isCustomPrice: v.boolean(),
    offerType: v.nullable(v.picklist(['free_gift_by_threshold', 'free_gift_by_coupon'])),
  }),
  cards: v.array(CardSchema),
  santaLetters: v.array(v.object({ recipientName: v.string(), present: v.string(), postscript: v.string() })),
});
const CouponSchema = v.nullable(
  v.object({
    code: v.string(),
    isPending: v.boolean(),
    totalPrice: v.nullable(v.number()),
    discount: v.nullable(v.number()),
    offerType: v.nullable(v.string()),
    freeGiftId: v.nullable(v.string()),
    errorMessage: v.nullable(v.string()),
  }),
);
export const PersistedBasketSchema = v.object({
  type: v.picklist(['', 'gift', 'corporate']),
  products: v.pipe(v.array(BasketProductSchema), v.maxLength(100)),
  coupon: CouponSchema,
});

/** The stored basket, or an empty one when it does not parse. A pending coupon is not pending any more. */
export function readPersistedBasket(persisted: unknown): Basket {
  const parsed = v.safeParse(PersistedBasketSchema, persisted);
  if (!parsed.success) return EMPTY_BASKET;
  const basket = parsed.output;
  if (basket.coupon?.isPending) return { ...basket, coupon: null };
  return basket;
}

/** Version 1 (SPEC §4): anything stored before it has its type and products reset. */
export function migrateBasket(persisted: unknown, version: number): Basket {
  if (version < 1) {
    const coupon = v.safeParse(CouponSchema, (persisted as { coupon?: unknown } | null)?.coupon);
    return { type: '', products: [], coupon: coupon.success && coupon.output && !coupon.output.freeGiftId ? coupon.output : null };
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
