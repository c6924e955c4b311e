import { DONATION_ADDED, DONATION_UPDATED, type AddOutcome, type BasketProduct } from './basket/model';

// The shop's words for what the buyer did: the add toast (SPEC §4 keeps its donation wording
// for donation gifts; other gifts are bought, so the toast speaks of the basket) and the count
// of gifts the basket link and the checkout's folded summary show.

export const GIFT_ADDED = 'Added to your basket';
export const GIFT_UPDATED = 'Basket updated';

export interface ToastText {
  message: string;
  /** The product's name under the message (none for donation gifts: their text is SPEC's, whole). */
  description: string | null;
}

/** The add toast for a product of `type` (gift__donation keeps SPEC §4's 'Donation added, …'). */
export function addToastText(type: string, outcome: Exclude<AddOutcome, 'needs-clear'>, title: string): ToastText {
  if (type === 'gift__donation') return { message: outcome === 'added' ? DONATION_ADDED : DONATION_UPDATED, description: null };
  return { message: outcome === 'added' ? GIFT_ADDED : GIFT_UPDATED, description: title };
}

/** How many gifts the basket holds: every line's quantity, free gifts included (they are in it too). */
export function basketCount(products: readonly Pick<BasketProduct, 'quantity'>[]): number {
  return products.reduce((sum, p) => sum + (Number.isFinite(p.quantity) && p.quantity > 0 ? p.quantity : 0), 0);
}

/** '1 gift', '3 gifts'. */
export function giftsLabel(count: number): string {
  return `${count} ${count === 1 ? 'gift' : 'gifts'}`;
}
