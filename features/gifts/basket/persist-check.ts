import { z } from 'zod';
import { CURRENCIES } from '@/features/common/money';
import { EMPTY_BASKET, type Basket } from './model';
import { BASKET_VERSION } from './persist';

// What a stored basket may hold, checked when it is read (SPEC §4: version 1's migration
// resets type and products). A corrupt or hand-edited entry gives an empty basket, never a
// crash. Loaded lazily by the store (./store.ts).

const ImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });
const CardSchema = z.object({
  type: z.enum(['postal', 'email', 'print']),
  emailFormData: z.object({ recipientName: z.string(), recipientEmail: z.string(), message: z.string(), sendingDate: z.string() }),
});
const BasketProductSchema = z.object({
  id: z.string().min(1),
  quantity: z.number().int().min(1).max(99),
  path: z.string(),
  data: z.object({
    title: z.string(),
    type: z.string(),
    bundle: z.enum(['gift', 'gifts_bundle', 'gift_santa_letter', 'gift_corporate', 'gift_free']),
    sku: z.string().min(1),
    amount: z.number().int().min(0),
    currency: z.enum(CURRENCIES),
    image: ImageSchema.nullable(),
    ecardActive: z.boolean(),
    postalCardActive: z.boolean(),
    isCustomPrice: z.boolean(),
    offerType: z.enum(['free_gift_by_threshold', 'free_gift_by_coupon']).nullable(),
  }),
  cards: z.array(CardSchema),
  santaLetters: z.array(z.object({ recipientName: z.string(), present: z.string(), postscript: z.string() })),
});
export const PersistedBasketSchema = z.object({
  type: z.enum(['', 'gift', 'corporate']),
  products: z.array(BasketProductSchema).max(100),
  coupon: z
    .object({
      code: z.string(),
      isPending: z.boolean(),
      totalPrice: z.number().nullable(),
      discount: z.number().nullable(),
      offerType: z.string().nullable(),
      freeGiftId: z.string().nullable(),
      errorMessage: z.string().nullable(),
    })
    .nullable(),
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
    const coupon = PersistedBasketSchema.shape.coupon.safeParse((persisted as { coupon?: unknown } | null)?.coupon);
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
