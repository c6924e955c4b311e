import { DONATION_ADDED, DONATION_UPDATED, type AddOutcome, type BasketProduct } from './basket/model';

// The shop's words for what the buyer did: the add text (SPEC §4's add toast, its own words,
// whole, for every gift added or updated; it heads the one confirmation of an add, the basket
// banner, for 5 s: issue 40) and the count of gifts the basket link and the checkout's folded
// summary show.

export interface ToastText {
  message: string;
  /** A line under the message: none, SPEC §4's text is the toast's whole text. */
  description: null;
}

/** The add toast (SPEC §4): 'Donation added, …' or 'Donation updated, …' for every gift. */
export function addToastText(outcome: Exclude<AddOutcome, 'needs-clear'>): ToastText {
  return { message: outcome === 'added' ? DONATION_ADDED : DONATION_UPDATED, description: null };
}

/** How many gifts the basket holds: every line's quantity, free gifts included (they are in it too). */
export function basketCount(products: readonly Pick<BasketProduct, 'quantity'>[]): number {
  return products.reduce((sum, p) => sum + (Number.isFinite(p.quantity) && p.quantity > 0 ? p.quantity : 0), 0);
}

/** '1 gift', '3 gifts'. */
export function giftsLabel(count: number): string {
  return `${count} ${count === 1 ? 'gift' : 'gifts'}`;
}
