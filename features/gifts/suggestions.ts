import type { Currency } from '@/features/common/money';
import type { Gift, Product } from './catalogue';
import { isListedGift } from './related';

// What an empty basket suggests: the shop's best sellers (best-seller weight, then the
// catalogue's own order), personal gifts only (a corporate gift would need a basket of its
// own), each with a price in the shop's currency.

export const SUGGESTED_GIFTS_COUNT = 4;

export function suggestedGifts(products: readonly Product[], currency: Currency, count: number = SUGGESTED_GIFTS_COUNT): Gift[] {
  return products
    .filter(isListedGift)
    .filter((p) => !p.type.startsWith('gift_corporate') && p.price[currency] !== undefined)
    .sort((a, b) => b.fieldBestSellerWeight - a.fieldBestSellerWeight || a.fieldWeight - b.fieldWeight || a.id.localeCompare(b.id))
    .slice(0, count);
}
