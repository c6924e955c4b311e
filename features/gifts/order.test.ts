import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OrderPayment } from '@/features/checkout';
import type { Product } from './catalogue';
import { addProduct, couponPending, couponSettled, EMPTY_BASKET, productData, setQuantity, syncFreeGifts, updateCard, updateSantaLetter, type Basket, type Card } from './basket/model';
import { buildGiftOrder, EMAIL_CARD_SUBJECT, GiftOrderBodySchema, PREFER_NOT_TO_SAY, type GiftBuyer } from './order';
import { BUNDLE, CATALOGUE, COW, CUSTOM, FREE_NOTEBOOKS, GOAT, SANTA, TREES } from './test-products';

// Golden gift-order bodies (SPEC §3 'Gift order'): each case's body must equal its JSON file
// in ./golden/. UPDATE_GOLDEN=1 rewrites the files (review the diff before keeping it).

const NOW = new Date('2026-11-22T12:00:00Z');
const PAYMENT: OrderPayment = { gateway: 'stripe_ie_test', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_visa' } };

const BUYER: GiftBuyer = {
  title: 'Ms',
  firstName: ' Aoife ',
  lastName: 'Byrne ',
  email: ' aoife@example.ie',
  phone: ' 087 123 4567 ',
  address: { countryCode: 'IE', addressLine1: '1 Main Street', addressLine2: '', locality: 'Dublin', administrativeArea: 'Co. Dublin', postalCode: 'D02 XY45', organization: '' },
  contactPreferences: { email: 'allowed', phone: 'denied', sms: 'not_asked', post: 'allowed', whatsapp: 'denied' },
};

const add = (basket: Basket, product: Product, amount?: number) => addProduct(basket, { id: product.id, path: product.url, data: productData(product, 'EUR', amount)! }).basket;
const email = (name: string, to: string, message: string, sendingDate: string): Card => ({ type: 'email', emailFormData: { recipientName: name, recipientEmail: to, message, sendingDate } });

function golden(name: string, body: unknown) {
  const file = new URL(`./golden/${name}.json`, import.meta.url);
  const text = `${JSON.stringify(body, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, text);
  expect(existsSync(file), `golden file ${name}.json`).toBe(true);
  expect(GiftOrderBodySchema.parse(body)).toEqual(body);
  expect(JSON.parse(text)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

describe('gift order bodies (golden files)', () => {
  it('email card', () => {
    const basket = updateCard(add(EMPTY_BASKET, TREES), TREES.id, 0, email(' Niamh ', 'niamh@example.ie ', ' Happy Christmas! ', '2026-12-24'));
    const body = buildGiftOrder({ basket, buyer: BUYER, giftaid: false, sourceCode: null, country: 'IE', payment: PAYMENT, now: NOW });
    expect(body.order.order_items[0]!.field_card![0]).toMatchObject({ field_subject: EMAIL_CARD_SUBJECT, field_send_to: 'to_recipient', field_sending_timestamp: Date.parse('2026-12-24T08:00:00Z') / 1000 });
    golden('email-card', body);
  });

  it('postal card', () => {
    const basket = add(EMPTY_BASKET, COW);
    golden('postal-card', buildGiftOrder({ basket, buyer: BUYER, giftaid: false, sourceCode: '3f2b8c9e-1d4a-4b6f-9a7e-2c5d8e1f0a3b', country: 'IE', payment: PAYMENT, now: NOW }));
  });

  it('print card, and an email and a postal card of one gift as two items', () => {
    let basket = setQuantity(add(EMPTY_BASKET, GOAT), GOAT.id, 3);
    basket = updateCard(basket, GOAT.id, 0, { type: 'print', emailFormData: { recipientName: '', recipientEmail: '', message: '', sendingDate: '' } });
    basket = updateCard(basket, GOAT.id, 1, email('Seán', 'sean@example.ie', 'For you', ''));
    const body = buildGiftOrder({ basket, buyer: { ...BUYER, title: PREFER_NOT_TO_SAY }, giftaid: false, sourceCode: null, country: 'IE', payment: PAYMENT, now: NOW });
    expect(body.profile.field_title).toBe('');
    expect(body.order.order_items.map((i) => [i.field_card_delivery, i.quantity])).toEqual([
      ['email', 2],
      ['postal', 1],
    ]);
    golden('print-card', body);
  });

  it('Santa letter', () => {
    let basket = add(add(EMPTY_BASKET, SANTA), SANTA);
    basket = updateSantaLetter(basket, SANTA.id, 0, { recipientName: 'Oisín', present: 'A red bicycle', postscript: 'Be good for your mam!' });
    basket = updateSantaLetter(basket, SANTA.id, 1, { recipientName: 'Méabh', present: 'Paints', postscript: '' });
    golden('santa-letter', buildGiftOrder({ basket, buyer: { ...BUYER, address: { ...BUYER.address, countryCode: 'GB', postalCode: 'BT1 1AA' } }, giftaid: true, sourceCode: null, country: 'GB', payment: PAYMENT, now: NOW }));
  });

  it('bundle', () => {
    golden('bundle', buildGiftOrder({ basket: add(EMPTY_BASKET, BUNDLE), buyer: BUYER, giftaid: false, sourceCode: null, country: 'IE', payment: PAYMENT, now: NOW }));
  });

  it('corporate custom price', () => {
    let basket = add(EMPTY_BASKET, CUSTOM, 125050);
    basket = updateCard(basket, CUSTOM.id, 0, email('The team', 'team@example.com', 'Thank you for a great year', '2026-12-01'));
    const body = buildGiftOrder({ basket, buyer: { ...BUYER, address: { ...BUYER.address, organization: ' Acme Ltd ' } }, giftaid: false, sourceCode: null, country: 'IE', payment: PAYMENT, now: NOW });
    expect(body.order.order_items[0]!.unit_price).toEqual({ number: '1250.50', currency_code: 'EUR' });
    golden('corporate-custom-price', body);
  });

  it('coupon with a free gift', () => {
    let basket = updateCard(add(EMPTY_BASKET, TREES), TREES.id, 0, email('Niamh', 'niamh@example.ie', '', '2026-11-22'));
    basket = couponSettled(couponPending(basket, 'FREEGIFT'), { status: 'fulfilled', code: 'FREEGIFT', totalPrice: 1000, discount: 0, offerType: 'free_gift_by_coupon', freeGiftId: FREE_NOTEBOOKS.id }, CATALOGUE, 'EUR');
    basket = syncFreeGifts(basket, CATALOGUE, 'EUR');
    const body = buildGiftOrder({ basket, buyer: BUYER, giftaid: false, sourceCode: null, country: 'IE', payment: PAYMENT, now: NOW });
    expect(body.coupon).toBe('FREEGIFT');
    // Today in Ireland: no sending time (sent straight away).
    expect(body.order.order_items[0]!.field_card![0]).toMatchObject({ field_sending_timestamp: null });
    golden('coupon-free-gift', body);
  });

  it('never sends a rejected or pending coupon', () => {
    const basket = couponPending(add(EMPTY_BASKET, COW), 'WINTER10');
    expect(buildGiftOrder({ basket, buyer: BUYER, giftaid: false, sourceCode: 'not-a-uuid', country: 'IE', now: NOW })).toMatchObject({ coupon: null, order: { field_source_code: null } });
  });
});
