import type { Currency } from '@/features/common/money';
import { amountToPay, basketTotal, isFreeGift, type Basket } from './basket/model';
import { sendingNote, sendingText, type SendingNote } from './card-dates';
import type { CharityCountry } from './sending-time';

// What the thank-you recaps of an order: taken from the basket the moment the order is paid
// (the basket is emptied then), and kept for the tab (sessionStorage) so a reload of
// '/checkout?orderID=…' shows it again. Pure apart from the two storage functions.

export type RecapCard =
  | { kind: 'email'; recipientName: string; sending: SendingNote }
  | { kind: 'postal' }
  | { kind: 'print' }
  | { kind: 'santa_letter'; recipientName: string };

export interface RecapItem {
  id: string;
  title: string;
  quantity: number;
  /** The line's amount, minor units (0 for a free gift). */
  amount: number;
  free: boolean;
  cards: RecapCard[];
}

export interface OrderRecap {
  orderId: string;
  currency: Currency;
  email: string;
  items: RecapItem[];
  coupon: { code: string; discount: number | null } | null;
  subtotal: number;
  total: number;
}

export function orderRecap(basket: Basket, options: { orderId: string; currency: Currency; email: string; country: CharityCountry; now?: Date }): OrderRecap {
  const now = options.now ?? new Date();
  const coupon = basket.coupon && !basket.coupon.isPending && !basket.coupon.errorMessage ? { code: basket.coupon.code, discount: basket.coupon.discount } : null;
  return {
    orderId: options.orderId,
    currency: options.currency,
    email: options.email.trim(),
    items: basket.products.map((p) => ({
      id: p.id,
      title: p.data.title,
      quantity: p.quantity,
      amount: p.data.amount * p.quantity,
      free: isFreeGift(p),
      cards: [
        ...p.cards.map((card): RecapCard => {
          if (card.type === 'email') return { kind: 'email', recipientName: card.emailFormData.recipientName.trim(), sending: sendingNote(card.emailFormData.sendingDate, options.country, now) };
          return { kind: card.type };
        }),
        ...p.santaLetters.map((letter): RecapCard => ({ kind: 'santa_letter', recipientName: letter.recipientName.trim() })),
      ],
    })),
    coupon,
    subtotal: basketTotal(basket),
    total: amountToPay(basket),
  };
}

/** Posted cards and Santa letters: no delivery rule is known to the site, so no promise of a day. */
export const POSTED_WHEN = 'in the coming days';

/** One card's line in the recap. */
export function recapCardText(card: RecapCard): string {
  switch (card.kind) {
    case 'email':
      return `E-card to ${card.recipientName || 'your recipient'}, ${sendingText(card.sending)}`;
    case 'postal':
      return `Printed card, posted to you ${POSTED_WHEN}`;
    case 'print':
      return 'Card to print, emailed to you';
    case 'santa_letter':
      return `Santa letter for ${card.recipientName || 'your child'}, posted to you ${POSTED_WHEN}`;
  }
}

export const RECAP_STORAGE_KEY = 'concern-gifts-last-order';

/** This tab's sessionStorage, or null where there is none or it is blocked (reading it can throw). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the recap for this tab; storage that is blocked or full only loses the recap. */
export function saveRecap(storage: Pick<Storage, 'setItem'> | null, recap: OrderRecap): void {
  try {
    storage?.setItem(RECAP_STORAGE_KEY, JSON.stringify(recap));
  } catch {
    /* the thank-you still shows the order number */
  }
}

/** The recap kept for `orderId`, or null (another order's, none, or unreadable). */
export function readRecap(storage: Pick<Storage, 'getItem'> | null, orderId: string): OrderRecap | null {
  try {
    const raw = storage?.getItem(RECAP_STORAGE_KEY);
    if (!raw) return null;
    const recap = JSON.parse(raw) as Partial<OrderRecap>;
    return recap && recap.orderId === orderId && Array.isArray(recap.items) && typeof recap.total === 'number' ? (recap as OrderRecap) : null;
  } catch {
    return null;
  }
}
