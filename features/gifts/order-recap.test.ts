import { describe, expect, it } from 'vitest';
import { addProduct, EMPTY_BASKET, productData, updateCard, updateSantaLetter, type Basket } from './basket/model';
import type { Product } from './catalogue';
import { orderRecap, readRecap, recapCardText, RECAP_STORAGE_KEY, saveRecap, type OrderRecap } from './order-recap';
import { GOAT, SANTA, TREES } from '@/tests/fixtures/gift-products';

// The thank-you's recap: the basket as it was paid for, in words.

const now = new Date('2026-11-22T12:00:00Z');
const add = (basket: Basket, product: Product) => addProduct(basket, { id: product.id, path: product.url, data: productData(product, 'EUR')! }).basket;

function paidBasket(): Basket {
  let basket = [GOAT, GOAT, TREES, SANTA].reduce(add, EMPTY_BASKET);
  const emailCard = (recipientName: string, sendingDate: string) => ({ type: 'email' as const, emailFormData: { recipientName, recipientEmail: 'x@example.com', message: '', sendingDate } });
  basket = updateCard(basket, GOAT.id, 0, emailCard('  Niamh ', '2026-12-24'));
  basket = updateCard(basket, TREES.id, 0, emailCard('Seán', ''));
  basket = updateSantaLetter(basket, SANTA.id, 0, { recipientName: 'Oisín', present: 'A bicycle', postscript: '' });
  return basket;
}

describe('orderRecap', () => {
  it('keeps each gift with its quantity, line amount and cards, and the total paid', () => {
    const recap = orderRecap(paidBasket(), { orderId: '1042', currency: 'EUR', email: ' aoife@example.com ', country: 'IE', now });
    expect(recap).toMatchObject({ orderId: '1042', currency: 'EUR', email: 'aoife@example.com', coupon: null, subtotal: 8000, total: 8000 });
    expect(recap.items.map((i) => [i.title, i.quantity, i.amount, i.free])).toEqual([
      ['Goat', 2, 6000, false],
      ['Trees', 1, 1000, false],
      ['Letter from Santa', 1, 1000, false],
    ]);
    expect(recap.items[0]!.cards).toEqual([
      { kind: 'email', recipientName: 'Niamh', sending: { kind: 'on', date: '24/12/2026', time: '08:00' } },
      { kind: 'postal' },
    ]);
    expect(recap.items[1]!.cards).toEqual([{ kind: 'email', recipientName: 'Seán', sending: { kind: 'today' } }]);
    expect(recap.items[2]!.cards).toEqual([{ kind: 'santa_letter', recipientName: 'Oisín' }]);
  });

  it('takes a fulfilled voucher code’s discount and total', () => {
    const basket: Basket = { ...add(EMPTY_BASKET, GOAT), coupon: { code: 'WINTER10', isPending: false, totalPrice: 2700, discount: 300, offerType: null, freeGiftId: null, errorMessage: null } };
    const recap = orderRecap(basket, { orderId: '1', currency: 'EUR', email: '', country: 'IE', now });
    expect(recap.coupon).toEqual({ code: 'WINTER10', discount: 300 });
    expect([recap.subtotal, recap.total]).toEqual([3000, 2700]);
  });
});

describe('recapCardText', () => {
  it('says who gets each e-card and when, and that posted things come in the coming days', () => {
    expect(recapCardText({ kind: 'email', recipientName: 'Niamh', sending: { kind: 'on', date: '24/12/2026', time: '08:00' } })).toBe('E-card to Niamh, sent on 24/12/2026 at 08:00');
    expect(recapCardText({ kind: 'email', recipientName: 'Seán', sending: { kind: 'today' } })).toBe('E-card to Seán, sent today');
    expect(recapCardText({ kind: 'postal' })).toBe('Printed card, posted to you in the coming days');
    expect(recapCardText({ kind: 'print' })).toBe('Card to print, emailed to you');
    expect(recapCardText({ kind: 'santa_letter', recipientName: 'Oisín' })).toBe('Santa letter for Oisín, posted to you in the coming days');
  });
});

describe('the recap kept for the tab', () => {
  const recap: OrderRecap = orderRecap(paidBasket(), { orderId: '1042', currency: 'EUR', email: 'a@example.com', country: 'IE', now });

  it('is read back for its own order only', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveRecap(storage, recap);
    expect(store.has(RECAP_STORAGE_KEY)).toBe(true);
    expect(readRecap(storage, '1042')).toEqual(recap);
    expect(readRecap(storage, '1043')).toBeNull();
  });

  it('is no recap when storage is missing, blocked or holds junk', () => {
    const throwing = { getItem: (): string | null => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } };
    expect(() => saveRecap(throwing, recap)).not.toThrow();
    expect(readRecap(throwing, '1042')).toBeNull();
    expect(readRecap(null, '1042')).toBeNull();
    expect(readRecap({ getItem: () => '{not json' }, '1042')).toBeNull();
    expect(readRecap({ getItem: () => JSON.stringify({ orderId: '1042' }) }, '1042')).toBeNull();
  });
});
