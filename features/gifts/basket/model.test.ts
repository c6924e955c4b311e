import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue';
import { CATALOGUE, COW, CORPORATE, CUSTOM, DONATION_GIFT, FREE_NOTEBOOKS, FREE_TREE, GOAT, SANTA, TREES } from '@/tests/fixtures/gift-products';
import {
  ADD_TOAST_MS,
  COUPON_INVALID,
  COUPON_REMOVAL_TOAST_MS,
  DONATION_ADDED,
  DONATION_UPDATED,
  EMPTY_BASKET,
  FREE_GIFT_REMOVED,
  VOUCHER_REMOVED,
  addProduct,
  amountToPay,
  basketTotal,
  basketTypeOf,
  cardTypesFor,
  clearAndAdd,
  couponNeedsRevalidation,
  couponOrderItems,
  couponPending,
  couponSettled,
  customAmountMinimum,
  defaultCardType,
  giftDonationMinimumText,
  productData,
  removeCard,
  removeCoupon,
  removeProduct,
  removeSantaLetter,
  setQuantity,
  syncFreeGifts,
  updateCard,
  type Basket,
} from './model';

const item = (product: Product, amount?: number) => ({ id: product.id, path: product.url, data: productData(product, 'EUR', amount)! });
const add = (basket: Basket, product: Product, amount?: number) => addProduct(basket, item(product, amount));
const basketOf = (...products: Product[]) => products.reduce((b, p) => add(b, p).basket, EMPTY_BASKET);

describe('custom amounts', () => {
  it('a donation gift starts at the donation floor (issue 46 §4), a corporate custom price at its own, in the main site’s words', () => {
    expect(customAmountMinimum(DONATION_GIFT)).toBe(500);
    expect(customAmountMinimum(CUSTOM)).toBe(1000);
    expect(giftDonationMinimumText('EUR')).toBe('The minimum donation is €5');
    expect(giftDonationMinimumText('GBP')).toBe('The minimum donation is £5');
  });
});

describe('basket type (SPEC §4)', () => {
  it('is set by the first product: gift, or corporate when the type starts with gift_corporate', () => {
    expect(basketTypeOf('gift')).toBe('gift');
    expect(basketTypeOf('gift__donation')).toBe('gift');
    expect(basketTypeOf('gift_santa_letter')).toBe('gift');
    expect(basketTypeOf('gift_corporate')).toBe('corporate');
    expect(basketTypeOf('gift_corporate__custom_price')).toBe('corporate');
    expect(add(EMPTY_BASKET, GOAT).basket.type).toBe('gift');
    expect(add(EMPTY_BASKET, CORPORATE).basket.type).toBe('corporate');
  });

  it("asks to clear the basket instead of adding the other type", () => {
    const gifts = basketOf(GOAT);
    const result = add(gifts, CORPORATE);
    expect(result.outcome).toBe('needs-clear');
    expect(result.basket).toBe(gifts);
    expect(add(basketOf(CORPORATE), GOAT).outcome).toBe('needs-clear');
    const cleared = clearAndAdd(gifts, item(CORPORATE));
    expect(cleared.type).toBe('corporate');
    expect(cleared.products.map((p) => p.id)).toEqual([CORPORATE.id]);
  });

  it('resets the type when the last product is removed', () => {
    const basket = removeProduct(basketOf(GOAT, TREES), GOAT.id);
    expect(basket.type).toBe('gift');
    expect(removeProduct(basket, TREES.id)).toEqual({ type: '', products: [], coupon: null });
  });
});

describe('adding (SPEC §4)', () => {
  it('adds a new product once with its path and a snapshot of its data', () => {
    const { basket, outcome } = add(EMPTY_BASKET, GOAT);
    expect(outcome).toBe('added');
    expect(basket.products).toEqual([
      expect.objectContaining({ id: '301', quantity: 1, path: '/gifts/goat', santaLetters: [], data: expect.objectContaining({ sku: 'GIFT-GOAT', amount: 3000, currency: 'EUR', title: 'Goat' }) }),
    ]);
  });

  it('raises the quantity of an existing product by 1', () => {
    const { basket, outcome } = add(basketOf(GOAT), GOAT);
    expect(outcome).toBe('updated');
    expect(basket.products).toHaveLength(1);
    expect(basket.products[0]!.quantity).toBe(2);
    expect(basket.products[0]!.cards).toHaveLength(2);
  });

  it("updates a custom-price product's amount instead", () => {
    const first = add(EMPTY_BASKET, CUSTOM, 75000).basket;
    expect(first.products[0]!.data.amount).toBe(75000);
    const { basket, outcome } = add(first, CUSTOM, 120050);
    expect(outcome).toBe('updated');
    expect(basket.products[0]).toMatchObject({ quantity: 1, data: { amount: 120050 } });
  });

  it('adds the quantity chosen beside the button, each unit with the card chosen', () => {
    const { basket, outcome } = addProduct(EMPTY_BASKET, item(GOAT), { quantity: 3, cardType: 'email' });
    expect(outcome).toBe('added');
    expect(basket.products[0]).toMatchObject({ quantity: 3 });
    expect(basket.products[0]!.cards.map((c) => c.type)).toEqual(['email', 'email', 'email']);
  });

  it('raises an existing product by the quantity chosen; its cards stay, the new units take the card chosen', () => {
    const first = addProduct(EMPTY_BASKET, item(GOAT), { quantity: 1, cardType: 'email' }).basket;
    const { basket, outcome } = addProduct(first, item(GOAT), { quantity: 2, cardType: 'postal' });
    expect(outcome).toBe('updated');
    expect(basket.products[0]!.quantity).toBe(3);
    expect(basket.products[0]!.cards.map((c) => c.type)).toEqual(['email', 'postal', 'postal']);
  });

  it('keeps a card the gift does not offer out: the default type instead (SPEC §4)', () => {
    expect(addProduct(EMPTY_BASKET, item(TREES), { cardType: 'postal' }).basket.products[0]!.cards.map((c) => c.type)).toEqual(['email']);
    expect(addProduct(EMPTY_BASKET, item(COW), { cardType: 'email' }).basket.products[0]!.cards.map((c) => c.type)).toEqual(['postal']);
  });

  it('keeps the quantity from 1 to 99', () => {
    expect(addProduct(EMPTY_BASKET, item(GOAT), { quantity: 0 }).basket.products[0]!.quantity).toBe(1);
    expect(addProduct(EMPTY_BASKET, item(GOAT), { quantity: Number.NaN }).basket.products[0]!.quantity).toBe(1);
    const many = addProduct(EMPTY_BASKET, item(GOAT), { quantity: 150 }).basket;
    expect(many.products[0]!.quantity).toBe(99);
    const more = addProduct(many, item(GOAT), { quantity: 5 }).basket.products[0]!;
    expect(more.quantity).toBe(99);
    expect(more.cards).toHaveLength(99);
  });

  it("updates a custom-price product's amount only, whatever the quantity chosen", () => {
    const first = addProduct(EMPTY_BASKET, item(CUSTOM, 75000), { quantity: 2 }).basket;
    const { basket } = addProduct(first, item(CUSTOM, 80000), { quantity: 5 });
    expect(basket.products[0]).toMatchObject({ quantity: 2, data: { amount: 80000 } });
    expect(basket.products[0]!.cards).toHaveLength(2);
  });

  it('gives a gift without cards, and a Santa letter, none (their lists follow the quantity)', () => {
    const santa = addProduct(EMPTY_BASKET, item(SANTA), { quantity: 2, cardType: 'email' }).basket.products[0]!;
    expect(santa.cards).toEqual([]);
    expect(santa.santaLetters).toHaveLength(2);
  });

  it('has the exact toast texts and durations', () => {
    expect(DONATION_ADDED).toBe('Donation added, thanks for showing your support.');
    expect(DONATION_UPDATED).toMatch(/^Donation updated, /);
    expect(ADD_TOAST_MS).toBe(5000);
    expect(COUPON_REMOVAL_TOAST_MS).toBe(4000);
  });
});

describe('cards and Santa letters (SPEC §4)', () => {
  it('defaults to email when only e-cards are active, else postal', () => {
    expect(defaultCardType({ ecardActive: true, postalCardActive: false })).toBe('email');
    expect(defaultCardType({ ecardActive: true, postalCardActive: true })).toBe('postal');
    expect(defaultCardType({ ecardActive: false, postalCardActive: true })).toBe('postal');
    expect(basketOf(TREES).products[0]!.cards.map((c) => c.type)).toEqual(['email']);
    expect(basketOf(GOAT).products[0]!.cards.map((c) => c.type)).toEqual(['postal']);
    expect(cardTypesFor({ ecardActive: true, postalCardActive: false })).toEqual(['email', 'print']);
    expect(cardTypesFor({ ecardActive: false, postalCardActive: true })).toEqual(['postal']);
  });

  it('keeps the card list equal to the quantity', () => {
    let basket = setQuantity(basketOf(GOAT), GOAT.id, 3);
    expect(basket.products[0]!.cards).toHaveLength(3);
    basket = updateCard(basket, GOAT.id, 0, { type: 'email', emailFormData: { recipientName: 'Ann', recipientEmail: 'ann@example.ie', message: 'Hi', sendingDate: '' } });
    basket = setQuantity(basket, GOAT.id, 2);
    expect(basket.products[0]!.cards).toHaveLength(2);
    expect(basket.products[0]!.cards[0]!.emailFormData.recipientName).toBe('Ann');
    expect(setQuantity(basket, GOAT.id, 0).products).toEqual([]);
  });

  it('removes a card by index, lowering the quantity, and the product with the last one', () => {
    let basket = setQuantity(basketOf(GOAT, COW), GOAT.id, 2);
    basket = updateCard(basket, GOAT.id, 1, { type: 'email', emailFormData: { recipientName: 'Second', recipientEmail: 'b@example.ie', message: '', sendingDate: '' } });
    basket = removeCard(basket, GOAT.id, 0);
    expect(basket.products[0]).toMatchObject({ id: GOAT.id, quantity: 1 });
    expect(basket.products[0]!.cards.map((c) => c.emailFormData.recipientName)).toEqual(['Second']);
    basket = removeCard(basket, GOAT.id, 0);
    expect(basket.products.map((p) => p.id)).toEqual([COW.id]);
    expect(removeCard(basket, COW.id, 5)).toBe(basket);
  });

  it('keeps one Santa letter per unit and removes them by index', () => {
    let basket = add(basketOf(SANTA), SANTA).basket;
    expect(basket.products[0]!.santaLetters).toHaveLength(2);
    expect(basket.products[0]!.cards).toEqual([]);
    basket = removeSantaLetter(basket, SANTA.id, 1);
    expect(basket.products[0]).toMatchObject({ quantity: 1 });
    basket = removeSantaLetter(basket, SANTA.id, 0);
    expect(basket).toEqual({ type: '', products: [], coupon: null });
  });
});

describe('free gifts (SPEC §4)', () => {
  it('adds an automatic free gift when the total reaches its threshold and removes it below', () => {
    let basket = syncFreeGifts(basketOf(GOAT), CATALOGUE, 'EUR');
    expect(basket.products.map((p) => p.id)).toEqual([GOAT.id]);
    basket = syncFreeGifts(add(basket, TREES).basket, CATALOGUE, 'EUR');
    expect(basketTotal(basket)).toBe(4000);
    basket = syncFreeGifts(add(basket, TREES).basket, CATALOGUE, 'EUR'); // exactly 50
    expect(basket.products.map((p) => p.id)).toEqual([GOAT.id, TREES.id, FREE_TREE.id]);
    expect(basket.products[2]).toMatchObject({ quantity: 1, data: { amount: 0, offerType: 'free_gift_by_threshold' } });
    basket = syncFreeGifts(removeProduct(basket, TREES.id), CATALOGUE, 'EUR');
    expect(basket.products.map((p) => p.id)).toEqual([GOAT.id]);
    // A free gift never flagged automaticallyAddToBasket is never added by the threshold.
    expect(syncFreeGifts(basketOf(COW), CATALOGUE, 'EUR').products.map((p) => p.id)).toEqual([COW.id, FREE_TREE.id]);
  });

  it('removes free gifts that are no longer in the catalogue', () => {
    const basket = syncFreeGifts(basketOf(COW), CATALOGUE, 'EUR');
    const withoutTree = CATALOGUE.filter((p) => p.id !== FREE_TREE.id);
    expect(syncFreeGifts(basket, withoutTree, 'EUR').products.map((p) => p.id)).toEqual([COW.id]);
  });

  it('adds no free gift to a corporate basket or an empty one', () => {
    expect(syncFreeGifts(add(EMPTY_BASKET, CUSTOM, 100000).basket, CATALOGUE, 'EUR').products.map((p) => p.id)).toEqual([CUSTOM.id]);
    expect(syncFreeGifts(EMPTY_BASKET, CATALOGUE, 'EUR')).toBe(EMPTY_BASKET);
  });
});

describe('coupon (SPEC §4, §8)', () => {
  const fulfilled = { status: 'fulfilled' as const, code: 'WINTER10', totalPrice: 2700, discount: 300, offerType: 'order_percentage_off', freeGiftId: null };

  it('is pending, then fulfilled with the response stored', () => {
    const pending = couponPending(basketOf(GOAT), ' WINTER10 ');
    expect(pending.coupon).toMatchObject({ code: 'WINTER10', isPending: true, errorMessage: null });
    const basket = couponSettled(pending, fulfilled, CATALOGUE, 'EUR');
    expect(basket.coupon).toEqual({ code: 'WINTER10', isPending: false, totalPrice: 2700, discount: 300, offerType: 'order_percentage_off', freeGiftId: null, errorMessage: null });
    expect(amountToPay(basket)).toBe(2700);
  });

  it("is rejected with 'This voucher code isn't valid'", () => {
    const basket = couponSettled(couponPending(basketOf(GOAT), 'NOPE'), { status: 'rejected', errorMessage: 'The voucher code NOPE does not exist.' }, CATALOGUE, 'EUR');
    expect(basket.coupon).toMatchObject({ code: 'NOPE', isPending: false, errorMessage: COUPON_INVALID });
    expect(COUPON_INVALID).toBe("This voucher code isn't valid");
    expect(amountToPay(basket)).toBe(3000);
  });

  it('adds the free gift a coupon carries with offerType free_gift_by_coupon, and removes it with the coupon', () => {
    const basket = couponSettled(
      couponPending(basketOf(GOAT), 'FREEGIFT'),
      { status: 'fulfilled', code: 'FREEGIFT', totalPrice: 3000, discount: 0, offerType: 'free_gift_by_coupon', freeGiftId: FREE_NOTEBOOKS.id },
      CATALOGUE,
      'EUR',
    );
    expect(basket.products.map((p) => [p.id, p.data.offerType])).toEqual([
      [GOAT.id, null],
      [FREE_NOTEBOOKS.id, 'free_gift_by_coupon'],
    ]);
    // The threshold sync leaves a coupon's free gift alone.
    expect(syncFreeGifts(basket, CATALOGUE, 'EUR').products).toHaveLength(2);
    const removed = removeCoupon(basket);
    expect(removed.message).toBe(FREE_GIFT_REMOVED);
    expect(removed.basket.products.map((p) => p.id)).toEqual([GOAT.id]);
    expect(removed.basket.coupon).toBeNull();
  });

  it("says 'Voucher code removed' for a coupon without a free gift", () => {
    const basket = couponSettled(couponPending(basketOf(GOAT), 'WINTER10'), fulfilled, CATALOGUE, 'EUR');
    expect(removeCoupon(basket)).toEqual({ basket: { ...basket, coupon: null }, message: VOUCHER_REMOVED });
    expect(VOUCHER_REMOVED).toBe('Voucher code removed');
    expect(FREE_GIFT_REMOVED).toBe('Free gift removed');
  });

  it('asks for the coupon again when the paid total changes, and sends the paid items only', () => {
    const basket = couponSettled(couponPending(basketOf(GOAT), 'WINTER10'), fulfilled, CATALOGUE, 'EUR');
    const more = add(basket, TREES).basket;
    expect(couponNeedsRevalidation(basket, more)).toBe(true);
    expect(couponNeedsRevalidation(basket, syncFreeGifts(basket, CATALOGUE, 'EUR'))).toBe(false);
    expect(couponOrderItems(syncFreeGifts(setQuantity(more, GOAT.id, 2), CATALOGUE, 'EUR'))).toEqual([
      { purchased_entity: { sku: 'GIFT-GOAT' }, unit_price: { number: '30.00', currency_code: 'EUR' }, quantity: 2 },
      { purchased_entity: { sku: 'GIFT-TREES' }, unit_price: { number: '10.00', currency_code: 'EUR' }, quantity: 1 },
    ]);
  });
});
