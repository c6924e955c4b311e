import { formatMoney, type Currency } from '@/features/common/money';
import type { Image } from '@/features/common/schema';
import type { CouponResult, FreeGift, Gift, Product } from '../catalogue';

// The basket as a pure model (SPEC §3 'Basket', §4 'Basket'). The zustand store
// (./store.ts) wraps these functions; every rule here is a plain-function unit test.
// Money is integer minor units.

export type BasketType = '' | 'gift' | 'corporate';
export type CardType = 'postal' | 'email' | 'print';

export interface EmailCardData {
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** 'YYYY-MM-DD' in the charity's time zone, or '' for none. */
  sendingDate: string;
}

export interface Card {
  type: CardType;
  emailFormData: EmailCardData;
}

export interface SantaLetter {
  recipientName: string;
  /** The present (field_text_plain_1). */
  present: string;
  /** The postscript (field_text_plain_2). */
  postscript: string;
}

/** How a free gift came into the basket. */
export type FreeGiftOffer = 'free_gift_by_threshold' | 'free_gift_by_coupon';

/** What the basket keeps of a product: enough to show it and to order it without the catalogue. */
export interface BasketProductData {
  title: string;
  type: string;
  bundle: Product['bundle'];
  sku: string;
  /** Unit price, minor units (a custom-price or donation gift: the amount the buyer chose). */
  amount: number;
  currency: Currency;
  image: Image | null;
  ecardActive: boolean;
  postalCardActive: boolean;
  /** The buyer sets the amount (gift_corporate__custom_price, gift__donation). */
  isCustomPrice: boolean;
  /** Free gifts only. */
  offerType: FreeGiftOffer | null;
}

export interface BasketProduct {
  id: string;
  quantity: number;
  path: string;
  data: BasketProductData;
  cards: Card[];
  santaLetters: SantaLetter[];
}

export interface BasketCoupon {
  code: string;
  isPending: boolean;
  /** Minor units, once fulfilled. */
  totalPrice: number | null;
  discount: number | null;
  offerType: string | null;
  freeGiftId: string | null;
  errorMessage: string | null;
}

export interface Basket {
  type: BasketType;
  products: BasketProduct[];
  coupon: BasketCoupon | null;
}

export const EMPTY_BASKET: Basket = { type: '', products: [], coupon: null };

// Texts (SPEC §4, §8).
export const COUPON_INVALID = "This voucher code isn't valid";
export const FREE_GIFT_REMOVED = 'Free gift removed';
export const VOUCHER_REMOVED = 'Voucher code removed';
export const DONATION_ADDED = 'Donation added, thanks for showing your support.';
export const DONATION_UPDATED = 'Donation updated, thanks for showing your support.';
/** Toast durations (SPEC §9). */
export const ADD_TOAST_MS = 5000;
export const COUPON_REMOVAL_TOAST_MS = 4000;

/** The basket type a product needs: corporate when its type starts with gift_corporate. */
export function basketTypeOf(productType: string): Exclude<BasketType, ''> {
  return productType.startsWith('gift_corporate') ? 'corporate' : 'gift';
}

/** Donation gifts and corporate custom-price gifts: the buyer chooses the amount. */
/** A custom amount's bounds, minor units (the order route applies them too). */
export const CUSTOM_AMOUNT_MIN_MINOR = 100;
export const CUSTOM_AMOUNT_MAX_MINOR = 100_000_00;

/**
 * A corporate custom-price gift's own minimum (issue 29): at €1 a company gift × 99 carried 99
 * free-text e-cards to any address for next to nothing.
 */
export const CORPORATE_CUSTOM_AMOUNT_MIN_MINOR = 10_00;

/**
 * A donation gift's floor (issue 46 §4): the smallest donation the site's donation blocks ask
 * for (their min_amount, 5 in every sandbox appeal), not the €1 the field itself takes. At €1 a
 * 'give any amount' gift × 50 carried 50 free-text e-cards to any inboxes for €50. SPEC gives
 * no gift minimum; the main site's is a block's min_amount, which features/gifts cannot read
 * (features/donation comes after it), so the same value is kept here, in the same words.
 */
export const GIFT_DONATION_MIN_MINOR = 5_00;

/** The product page's words for a donation gift under the floor: the main site's for a donation under its minimum. */
export function giftDonationMinimumText(currency: Currency): string {
  return `The minimum donation is ${formatMoney(GIFT_DONATION_MIN_MINOR, currency)}`;
}

/** The least a buyer may choose for a custom-amount product, minor units. */
export function customAmountMinimum(product: Pick<Product, 'type'>): number {
  if (product.type === 'gift_corporate__custom_price') return CORPORATE_CUSTOM_AMOUNT_MIN_MINOR;
  return product.type === 'gift__donation' ? GIFT_DONATION_MIN_MINOR : CUSTOM_AMOUNT_MIN_MINOR;
}

export function hasCustomAmount(product: Pick<Product, 'type'>): boolean {
  return product.type === 'gift_corporate__custom_price' || product.type === 'gift__donation';
}

export function isSantaLetter(item: Pick<BasketProduct, 'data'>): boolean {
  return item.data.bundle === 'gift_santa_letter';
}

export function isFreeGift(item: Pick<BasketProduct, 'data'>): boolean {
  return item.data.bundle === 'gift_free';
}

/** Email when only e-cards are active, otherwise postal (SPEC §4). */
export function defaultCardType(data: Pick<BasketProductData, 'ecardActive' | 'postalCardActive'>): CardType {
  return data.ecardActive && !data.postalCardActive ? 'email' : 'postal';
}

/** Which card types a product offers: e-mail and print need e-cards, postal needs postal cards. */
export function cardTypesFor(data: Pick<BasketProductData, 'ecardActive' | 'postalCardActive'>): CardType[] {
  const types: CardType[] = [];
  if (data.ecardActive) types.push('email');
  if (data.postalCardActive) types.push('postal');
  if (data.ecardActive) types.push('print');
  return types;
}

function hasCards(data: BasketProductData): boolean {
  return data.bundle !== 'gift_free' && data.bundle !== 'gift_santa_letter' && (data.ecardActive || data.postalCardActive);
}

export function emptyEmailCard(): EmailCardData {
  return { recipientName: '', recipientEmail: '', message: '', sendingDate: '' };
}

export function newCard(data: BasketProductData): Card {
  return { type: defaultCardType(data), emailFormData: emptyEmailCard() };
}

export function newSantaLetter(): SantaLetter {
  return { recipientName: '', present: '', postscript: '' };
}

/** Card and Santa letter lists are kept equal to the quantity (SPEC §4). */
export function withCardsForQuantity(item: BasketProduct): BasketProduct {
  const cards = hasCards(item.data) ? resize(item.cards, item.quantity, () => newCard(item.data)) : [];
  const santaLetters = isSantaLetter(item) ? resize(item.santaLetters, item.quantity, newSantaLetter) : [];
  return { ...item, cards, santaLetters };
}

function resize<T>(list: T[], length: number, make: () => T): T[] {
  if (list.length >= length) return list.slice(0, length);
  return [...list, ...Array.from({ length: length - list.length }, make)];
}

/** The snapshot of a catalogue product the basket keeps. */
export function productData(product: Product, currency: Currency, amount?: number, offerType: FreeGiftOffer | null = null): BasketProductData | null {
  const price = product.price[currency];
  if (!price) return null;
  const gift = product.bundle === 'gift_free' ? null : (product as Gift);
  const custom = hasCustomAmount(product);
  return {
    title: product.title,
    type: product.type,
    bundle: product.bundle,
    sku: price.sku,
    amount: product.bundle === 'gift_free' ? 0 : custom ? Math.max(0, Math.round(amount ?? price.amount)) : price.amount,
    currency,
    image: gift ? (gift.tileImage ?? gift.image) : (product as FreeGift).image,
    ecardActive: gift?.ecardActive ?? false,
    postalCardActive: gift?.postalCardActive ?? false,
    isCustomPrice: custom,
    offerType,
  };
}

export type AddOutcome = 'added' | 'updated' | 'needs-clear';

/** What the product page chose beside 'Add to basket': how many, and the card they come with. */
export interface AddChoice {
  /** Units to add (1–99); 1 when not given (a tile's Add). */
  quantity?: number;
  /** The card of the units added; the product's default (SPEC §4) when not given or not offered. */
  cardType?: Exclude<CardType, 'print'>;
}

/** The card type the added units get: the one chosen if the product offers it, else the default (SPEC §4). */
export function chosenCardType(data: BasketProductData, choice: AddChoice): CardType {
  const type = choice.cardType;
  return type && cardTypesFor(data).includes(type) ? type : defaultCardType(data);
}

/** A units count the basket keeps: a whole number from 1 to 99. */
export function unitsOf(quantity: number | undefined): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.min(99, Math.floor(quantity!))) : 1;
}

/**
 * Adds a product (SPEC §4): the first sets the basket type; the other type asks to clear the
 * basket instead; an existing product gains the units chosen (1 by default: SPEC's "raises its
 * quantity by 1"), or for a custom-price product, takes the new amount. The units added get
 * cards of the chosen type (the card lists stay equal to the quantity); cards already there
 * are kept.
 */
export function addProduct(basket: Basket, item: { id: string; path: string; data: BasketProductData }, choice: AddChoice = {}): { basket: Basket; outcome: AddOutcome } {
  const type = basketTypeOf(item.data.type);
  if (basket.type !== '' && basket.type !== type && basket.products.length > 0) return { basket, outcome: 'needs-clear' };
  const units = unitsOf(choice.quantity);
  const cardType = chosenCardType(item.data, choice);
  const withChosenCards = (product: BasketProduct, from: number): BasketProduct => {
    const sized = withCardsForQuantity(product);
    return { ...sized, cards: sized.cards.map((card, i) => (i >= from ? { ...card, type: cardType } : card)) };
  };
  const existing = basket.products.find((p) => p.id === item.id);
  if (existing) {
    const updated: BasketProduct = item.data.isCustomPrice
      ? { ...existing, data: { ...existing.data, amount: item.data.amount } }
      : withChosenCards({ ...existing, quantity: Math.min(99, existing.quantity + units) }, existing.cards.length);
    return { basket: { ...basket, type, products: basket.products.map((p) => (p.id === item.id ? updated : p)) }, outcome: 'updated' };
  }
  const added = withChosenCards({ id: item.id, path: item.path, data: item.data, quantity: units, cards: [], santaLetters: [] }, 0);
  return { basket: { ...basket, type, products: [...basket.products, added] }, outcome: 'added' };
}

/** The 'clear basket' prompt's answer: empty the basket, then add. */
export function clearAndAdd(basket: Basket, item: { id: string; path: string; data: BasketProductData }, choice: AddChoice = {}): Basket {
  return addProduct({ ...EMPTY_BASKET, coupon: null }, item, choice).basket;
}

/** Removing the last product resets the type to ''. */
export function removeProduct(basket: Basket, id: string): Basket {
  const products = basket.products.filter((p) => p.id !== id);
  return { ...basket, products, type: products.length === 0 ? '' : basket.type };
}

/** Sets a product's quantity (1–99); card lists follow. 0 removes it. */
export function setQuantity(basket: Basket, id: string, quantity: number): Basket {
  const q = Math.max(0, Math.min(99, Math.floor(quantity)));
  if (q === 0) return removeProduct(basket, id);
  return { ...basket, products: basket.products.map((p) => (p.id === id && !isFreeGift(p) ? withCardsForQuantity({ ...p, quantity: q }) : p)) };
}

/** Removing a card by index lowers the quantity; the product goes when none are left. */
export function removeCard(basket: Basket, id: string, index: number): Basket {
  return removeUnit(basket, id, index, 'cards');
}

/** Removing a Santa letter by index lowers the quantity; the product goes when none are left. */
export function removeSantaLetter(basket: Basket, id: string, index: number): Basket {
  return removeUnit(basket, id, index, 'santaLetters');
}

function removeUnit(basket: Basket, id: string, index: number, list: 'cards' | 'santaLetters'): Basket {
  const item = basket.products.find((p) => p.id === id);
  if (!item || index < 0 || index >= item[list].length) return basket;
  if (item.quantity <= 1) return removeProduct(basket, id);
  const next = { ...item, quantity: item.quantity - 1, [list]: item[list].filter((_, i) => i !== index) };
  return { ...basket, products: basket.products.map((p) => (p.id === id ? withCardsForQuantity(next) : p)) };
}

export function updateCard(basket: Basket, id: string, index: number, card: Card): Basket {
  return mapItem(basket, id, (item) => ({ ...item, cards: item.cards.map((c, i) => (i === index ? card : c)) }));
}

export function updateSantaLetter(basket: Basket, id: string, index: number, letter: SantaLetter): Basket {
  return mapItem(basket, id, (item) => ({ ...item, santaLetters: item.santaLetters.map((l, i) => (i === index ? letter : l)) }));
}

function mapItem(basket: Basket, id: string, change: (item: BasketProduct) => BasketProduct): Basket {
  return { ...basket, products: basket.products.map((p) => (p.id === id ? change(p) : p)) };
}

/** Sum of unit amount × quantity, minor units (free gifts are 0). */
export function basketTotal(basket: Basket): number {
  return basket.products.reduce((sum, p) => sum + p.data.amount * p.quantity, 0);
}

/** What the buyer pays: the coupon's total once fulfilled, else the basket total. */
export function amountToPay(basket: Basket): number {
  const c = basket.coupon;
  return c && !c.isPending && !c.errorMessage && c.totalPrice !== null ? c.totalPrice : basketTotal(basket);
}

/**
 * Free gifts (SPEC §4): those flagged automaticallyAddToBasket join when the basket total
 * reaches their threshold and leave when it drops below; free gifts no longer in the
 * catalogue leave. A free gift added by a coupon stays while its coupon does. An empty basket
 * (no paid product) gets none.
 */
export function syncFreeGifts(basket: Basket, catalogue: Product[], currency: Currency): Basket {
  const freeGifts = new Map(catalogue.filter((p): p is FreeGift => p.bundle === 'gift_free').map((p) => [p.id, p]));
  const paid = basket.products.filter((p) => !isFreeGift(p));
  const total = basketTotal({ ...basket, products: paid });
  let products = basket.products.filter((p) => {
    if (!isFreeGift(p)) return true;
    const gift = freeGifts.get(p.id);
    if (!gift) return false;
    if (p.data.offerType === 'free_gift_by_coupon') return basket.coupon?.freeGiftId === p.id;
    return gift.automaticallyAddToBasket && paid.length > 0 && total >= gift.threshold;
  });
  if (paid.length > 0 && basket.type === 'gift') {
    for (const gift of freeGifts.values()) {
      if (!gift.automaticallyAddToBasket || total < gift.threshold || products.some((p) => p.id === gift.id)) continue;
      const data = productData(gift, currency, 0, 'free_gift_by_threshold');
      if (data) products = [...products, { id: gift.id, path: gift.url, data, quantity: 1, cards: [], santaLetters: [] }];
    }
  }
  if (products.length === basket.products.length && products.every((p, i) => p === basket.products[i])) return basket;
  return { ...basket, products, type: products.length === 0 ? '' : basket.type };
}

// ── Coupon ─────────────────────────────────────────────────────────────────────────────────

export function couponPending(basket: Basket, code: string): Basket {
  return { ...basket, coupon: { code: code.trim(), isPending: true, totalPrice: null, discount: null, offerType: null, freeGiftId: null, errorMessage: null } };
}

/**
 * The backend's answer (SPEC §4): fulfilled stores the response, a free gift joins with
 * offerType free_gift_by_coupon; rejected shows 'This voucher code isn't valid'.
 */
export function couponSettled(basket: Basket, result: CouponResult, catalogue: Product[], currency: Currency): Basket {
  const code = basket.coupon?.code ?? '';
  if (result.status === 'rejected') {
    const withoutCouponGift = basket.products.filter((p) => p.data.offerType !== 'free_gift_by_coupon');
    return {
      ...basket,
      products: withoutCouponGift,
      coupon: { code, isPending: false, totalPrice: null, discount: null, offerType: null, freeGiftId: null, errorMessage: COUPON_INVALID },
    };
  }
  let products = basket.products.filter((p) => p.data.offerType !== 'free_gift_by_coupon' || p.id === result.freeGiftId);
  if (result.freeGiftId && !products.some((p) => p.id === result.freeGiftId)) {
    const gift = catalogue.find((p) => p.id === result.freeGiftId && p.bundle === 'gift_free');
    const data = gift ? productData(gift, currency, 0, 'free_gift_by_coupon') : null;
    if (gift && data) products = [...products, { id: gift.id, path: gift.url, data, quantity: 1, cards: [], santaLetters: [] }];
  }
  return {
    ...basket,
    products,
    coupon: {
      code: result.code,
      isPending: false,
      totalPrice: result.totalPrice,
      discount: result.discount,
      offerType: result.offerType,
      freeGiftId: result.freeGiftId,
      errorMessage: null,
    },
  };
}

/** Removes the coupon and any free gift it brought; says which toast to show (4 s). */
export function removeCoupon(basket: Basket): { basket: Basket; message: string } {
  const hadFreeGift = basket.products.some((p) => p.data.offerType === 'free_gift_by_coupon');
  const products = basket.products.filter((p) => p.data.offerType !== 'free_gift_by_coupon');
  return {
    basket: { ...basket, coupon: null, products, type: products.length === 0 ? '' : basket.type },
    message: hadFreeGift ? FREE_GIFT_REMOVED : VOUCHER_REMOVED,
  };
}

/** A fulfilled coupon whose totals no longer match the basket needs checking again. */
export function couponNeedsRevalidation(before: Basket, after: Basket): boolean {
  const c = after.coupon;
  if (!c || c.isPending || c.errorMessage) return false;
  return basketTotal({ ...before, products: before.products.filter((p) => !isFreeGift(p)) }) !== basketTotal({ ...after, products: after.products.filter((p) => !isFreeGift(p)) });
}

/** The coupon request's order items (CONTRACT §7). */
export function couponOrderItems(basket: Basket): { purchased_entity: { sku: string }; unit_price: { number: string; currency_code: Currency }; quantity: number }[] {
  return basket.products
    .filter((p) => !isFreeGift(p))
    .map((p) => ({ purchased_entity: { sku: p.data.sku }, unit_price: { number: decimal(p.data.amount), currency_code: p.data.currency }, quantity: p.quantity }));
}

function decimal(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
