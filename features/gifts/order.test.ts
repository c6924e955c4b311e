import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardPayment, NOT_ASKED, paymentMethodOption, paypalPayment, type ContactPreferences, type OrderPayment, type PaymentMode } from '@/features/checkout';
import { currencyForCountry } from '@/features/common/money';
import type { Product } from './catalogue';
import { addProduct, amountToPay, couponPending, couponSettled, EMPTY_BASKET, productData, setQuantity, syncFreeGifts, updateCard, updateSantaLetter, type Basket, type Card } from './basket/model';
import { buyerSchema, giftBuyer, type BuyerForm } from './checkout-schema';
import { EMPTY_BUYER, PREFER_NOT_TO_SAY } from './buyer-form';
import { buildGiftOrder, EMAIL_CARD_SUBJECT, GiftOrderBodySchema, type GiftBuyer } from './order';
import type { CharityCountry } from './sending-time';
import { BUNDLE, CATALOGUE, COW, CUSTOM, FREE_NOTEBOOKS, GOAT, SANTA, TREES } from '@/tests/fixtures/gift-products';

// Golden gift-order bodies (SPEC §3 'Gift order'): each case is built as the checkout builds
// it — the buyer's answers through the checkout form's schema and mapping, the basket through
// the basket model, the payment through the providers' builders — and must equal its JSON file
// in tests/fixtures/golden/gifts/. UPDATE_GOLDEN=1 rewrites the files (review the diff before keeping it).

const NOW = new Date('2026-11-22T12:00:00Z');
const IE_PREFERENCES: ContactPreferences = { email: 'allowed', phone: 'denied', sms: 'not_asked', post: 'allowed', whatsapp: 'denied' };

const FORM: BuyerForm = {
  title: 'Ms',
  firstName: ' Aoife ',
  lastName: 'Byrne ',
  email: ' aoife@example.ie',
  phone: ' 087 123 4567 ',
  organization: '',
  address: { address_line1: '1 Main Street', address_line2: '', locality: 'Dublin', administrative_area: 'Co. Dublin', postal_code: 'D02 XY45' },
  giftaid: null,
};

/** The buyer as the checkout form yields it (its schema, then its mapping). */
function buyer(country: CharityCountry, patch: Partial<BuyerForm> = {}, options = { corporate: false, giftAid: false }, preferences: ContactPreferences = IE_PREFERENCES): GiftBuyer {
  return giftBuyer(buyerSchema(country, options).parse({ ...FORM, ...patch }), country, preferences);
}

/** A card payment as the card provider gives it for this basket. */
function card(country: CharityCountry, basket: Basket, mode: PaymentMode = 'test', paymentMethodId = 'pm_card_visa'): OrderPayment {
  const option = paymentMethodOption('card', country, 'single', mode);
  return cardPayment({ option, country, kind: 'single', mode, amountMinor: amountToPay(basket), currency: currencyForCountry(country), donorName: 'Aoife Byrne', email: 'aoife@example.ie' }, paymentMethodId).payment;
}

const add = (basket: Basket, product: Product, amount?: number, country: CharityCountry = 'IE') => addProduct(basket, { id: product.id, path: product.url, data: productData(product, currencyForCountry(country), amount)! }).basket;
const email = (name: string, to: string, message: string, sendingDate: string): Card => ({ type: 'email', emailFormData: { recipientName: name, recipientEmail: to, message, sendingDate } });

const goldenNames = new Set<string>();
function golden(name: string, body: unknown) {
  goldenNames.add(name);
  const file = new URL(`../../tests/fixtures/golden/gifts/${name}.json`, import.meta.url);
  const text = `${JSON.stringify(body, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, text);
  expect(existsSync(file), `golden file ${name}.json`).toBe(true);
  expect(GiftOrderBodySchema.parse(body)).toEqual(body);
  expect(JSON.parse(text)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

describe('gift order bodies (golden files)', () => {
  it('email card', () => {
    const basket = updateCard(add(EMPTY_BASKET, TREES), TREES.id, 0, email(' Niamh ', 'niamh@example.ie ', ' Happy Christmas! ', '2026-12-24'));
    const body = buildGiftOrder({ basket, buyer: buyer('IE'), giftaid: false, sourceCode: null, country: 'IE', payment: card('IE', basket), now: NOW });
    expect(body.order.order_items[0]!.field_card![0]).toMatchObject({ field_subject: EMAIL_CARD_SUBJECT, field_send_to: 'to_recipient', field_sending_timestamp: Date.parse('2026-12-24T08:00:00Z') / 1000 });
    golden('email-card', body);
  });

  it('postal card', () => {
    const basket = add(EMPTY_BASKET, COW);
    golden('postal-card', buildGiftOrder({ basket, buyer: buyer('IE'), giftaid: false, sourceCode: '3f2b8c9e-1d4a-4b6f-9a7e-2c5d8e1f0a3b', country: 'IE', payment: card('IE', basket, 'live', 'pm_1QdZl2LkdIwHu7ix8a4bYc3D'), now: NOW }));
  });

  it("takes the title as optional: the form starts on 'Prefer not to say', and it or no answer sends an empty field_title (SPEC §3)", () => {
    expect(EMPTY_BUYER.title).toBe(PREFER_NOT_TO_SAY);
    const basket = add(EMPTY_BASKET, GOAT);
    for (const title of [PREFER_NOT_TO_SAY, ''] as const) {
      const body = buildGiftOrder({ basket, buyer: buyer('IE', { title }), giftaid: false, sourceCode: null, country: 'IE', payment: card('IE', basket), now: NOW });
      expect(body.profile.field_title).toBe('');
    }
    expect(buildGiftOrder({ basket, buyer: buyer('IE', { title: 'Dr' }), giftaid: false, sourceCode: null, country: 'IE', now: NOW }).profile.field_title).toBe('Dr');
    expect(buyerSchema('IE', { corporate: false, giftAid: false }).safeParse({ ...FORM, title: 'Sir' }).success).toBe(false);
  });

  it('print card, and an email and a postal card of one gift as two items', () => {
    let basket = setQuantity(add(EMPTY_BASKET, GOAT), GOAT.id, 3);
    basket = updateCard(basket, GOAT.id, 0, { type: 'print', emailFormData: { recipientName: '', recipientEmail: '', message: '', sendingDate: '' } });
    basket = updateCard(basket, GOAT.id, 1, email('Seán', 'sean@example.ie', 'For you', ''));
    const body = buildGiftOrder({ basket, buyer: buyer('IE', { title: PREFER_NOT_TO_SAY }), giftaid: false, sourceCode: null, country: 'IE', payment: card('IE', basket), now: NOW });
    expect(body.profile.field_title).toBe('');
    expect(body.order.order_items.map((i) => [i.field_card_delivery, i.quantity])).toEqual([
      ['email', 2],
      ['postal', 1],
    ]);
    golden('print-card', body);
  });

  it('Santa letter', () => {
    let basket = add(add(EMPTY_BASKET, SANTA, undefined, 'GB'), SANTA, undefined, 'GB');
    basket = updateSantaLetter(basket, SANTA.id, 0, { recipientName: 'Oisín', present: 'A red bicycle', postscript: 'Be good for your mam!' });
    basket = updateSantaLetter(basket, SANTA.id, 1, { recipientName: 'Méabh', present: 'Paints', postscript: '' });
    const gbBuyer = buyer('GB', { address: { ...FORM.address, locality: 'Belfast', administrative_area: 'County Antrim', postal_code: 'BT1 1AA' }, giftaid: true }, { corporate: false, giftAid: true }, { ...NOT_ASKED, email: 'allowed', post: 'denied' });
    golden('santa-letter', buildGiftOrder({ basket, buyer: gbBuyer, giftaid: true, sourceCode: null, country: 'GB', payment: card('GB', basket), now: NOW }));
  });

  it('bundle', () => {
    const basket = add(EMPTY_BASKET, BUNDLE);
    const paypal = paypalPayment({ option: paymentMethodOption('paypal', 'IE', 'single', 'test'), country: 'IE', kind: 'single', mode: 'test', amountMinor: amountToPay(basket), currency: 'EUR', donorName: 'Aoife Byrne', email: 'aoife@example.ie' }, { orderId: '5O190127TN364715T', payerId: 'QYR5Z8XDVJNXQ' }).payment;
    golden('bundle', buildGiftOrder({ basket, buyer: buyer('IE'), giftaid: false, sourceCode: null, country: 'IE', payment: paypal, now: NOW }));
  });

  it('corporate custom price', () => {
    let basket = add(EMPTY_BASKET, CUSTOM, 125050);
    basket = updateCard(basket, CUSTOM.id, 0, email('The team', 'team@example.com', 'Thank you for a great year', '2026-12-01'));
    const body = buildGiftOrder({ basket, buyer: buyer('IE', { organization: ' Acme Ltd ' }, { corporate: true, giftAid: false }), giftaid: false, sourceCode: null, country: 'IE', payment: card('IE', basket), now: NOW });
    expect(body.order.order_items[0]!.unit_price).toEqual({ number: '1250.50', currency_code: 'EUR' });
    golden('corporate-custom-price', body);
  });

  it('coupon with a free gift', () => {
    let basket = updateCard(add(EMPTY_BASKET, TREES), TREES.id, 0, email('Niamh', 'niamh@example.ie', '', '2026-11-22'));
    basket = couponSettled(couponPending(basket, 'FREEGIFT'), { status: 'fulfilled', code: 'FREEGIFT', totalPrice: 1000, discount: 0, offerType: 'free_gift_by_coupon', freeGiftId: FREE_NOTEBOOKS.id }, CATALOGUE, 'EUR');
    basket = syncFreeGifts(basket, CATALOGUE, 'EUR');
    const body = buildGiftOrder({ basket, buyer: buyer('IE'), giftaid: false, sourceCode: null, country: 'IE', payment: card('IE', basket), now: NOW });
    expect(body.coupon).toBe('FREEGIFT');
    // Today in Ireland: no sending time (sent straight away).
    expect(body.order.order_items[0]!.field_card![0]).toMatchObject({ field_sending_timestamp: null });
    golden('coupon-free-gift', body);
  });

  it('never sends a rejected or pending coupon', () => {
    const basket = couponPending(add(EMPTY_BASKET, COW), 'WINTER10');
    expect(buildGiftOrder({ basket, buyer: buyer('IE'), giftaid: false, sourceCode: 'not-a-uuid', country: 'IE', now: NOW })).toMatchObject({ coupon: null, order: { field_source_code: null } });
  });

  it('GB email card dated today: sent now', () => {
    const basket = updateCard(add(EMPTY_BASKET, TREES, undefined, 'GB'), TREES.id, 0, email('Tom', 'tom@example.co.uk', 'Merry Christmas', '2026-11-22'));
    const gbBuyer = buyer('GB', { email: 'aoife@example.co.uk', address: { address_line1: '12 Victoria Street', address_line2: 'Flat 3', locality: 'London', administrative_area: '', postal_code: 'SW1H 0NB' }, giftaid: false }, { corporate: false, giftAid: true }, NOT_ASKED);
    const body = buildGiftOrder({ basket, buyer: gbBuyer, giftaid: false, sourceCode: null, country: 'GB', payment: card('GB', basket), now: NOW });
    expect(body.order.order_items[0]!.field_card![0]).toMatchObject({ field_sending_timestamp: NOW.getTime() / 1000 });
    expect(body.order.order_items[0]!.unit_price).toEqual({ number: '8.00', currency_code: 'GBP' });
    golden('gb-email-card-now', body);
  });

  it('optional address parts that are objects become their label or value (SPEC §5)', () => {
    const basket = add(EMPTY_BASKET, COW);
    const picked = buyer('IE');
    const withObjects: GiftBuyer = { ...picked, address: { ...picked.address, administrativeArea: { label: 'Co. Cork', value: 'CO' }, postalCode: { value: 'T12 X2Y3' }, addressLine2: { label: ' Apartment 4 ' }, organization: {} } };
    const body = buildGiftOrder({ basket, buyer: withObjects, giftaid: false, sourceCode: null, country: 'IE', payment: card('IE', basket), now: NOW });
    expect(body.profile.address).toMatchObject({ administrative_area: 'Co. Cork', postal_code: 'T12 X2Y3', address_line2: 'Apartment 4', organization: '' });
  });

  it('keeps no golden file the checkout cannot produce', () => {
    expect(readdirSync(new URL('../../tests/fixtures/golden/gifts/', import.meta.url)).map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...goldenNames].sort());
  });
});
