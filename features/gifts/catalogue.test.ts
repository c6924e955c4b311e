import { describe, expect, it } from 'vitest';
import { categoryPayload, productPayload } from '@/tests/fixtures/payloads';
import { categoryUrl, parseCatalogue, parseCouponResponse, parseProductEntity } from './catalogue';
import { CategoryEntitySchema } from './schema';

const now = new Date('2026-11-22T12:00:00Z');

describe('product view models (SPEC §3)', () => {
  it('types a product as bundle or bundle__subtype', () => {
    expect(parseProductEntity(productPayload(), now).type).toBe('gift');
    expect(parseProductEntity(productPayload({}, { subtype: 'donation' }), now).type).toBe('gift__donation');
    expect(parseProductEntity(productPayload({ entity_bundle: 'gift_corporate' }, { subtype: 'custom_price' }), now)).toMatchObject({
      type: 'gift_corporate__custom_price',
      isCustomPrice: true,
    });
    expect(parseProductEntity(productPayload({ entity_bundle: 'gift_santa_letter' }, { landing_page_url: '/gifts-santa' }), now)).toMatchObject({
      type: 'gift_santa_letter',
      landingPageUrl: '/gifts-santa',
    });
  });

  it('prices per currency in minor units, forcing 0 for gift__donation', () => {
    const goat = parseProductEntity(productPayload({}, { prices: [{ sku: 'GIFT-GOAT', amount: 30, currency: 'EUR' }, { sku: 'GIFT-GOAT', amount: 24.5, currency: 'GBP' }] }), now);
    expect(goat.price).toEqual({ EUR: { sku: 'GIFT-GOAT', amount: 3000, currency: 'EUR' }, GBP: { sku: 'GIFT-GOAT', amount: 2450, currency: 'GBP' } });
    const donation = parseProductEntity(productPayload({}, { subtype: 'donation', prices: [{ sku: 'GIFT-ANY', amount: 20, currency: 'EUR' }] }), now);
    expect(donation.price.EUR?.amount).toBe(0);
  });

  it('is new only while new_till is in the future', () => {
    const isNew = (new_till: string | null) => (parseProductEntity(productPayload({}, { new_till }), now) as { isNew: boolean }).isNew;
    expect(isNew('2026-11-23T00:00:00+00:00')).toBe(true);
    expect(isNew('2026-11-22T11:59:59+00:00')).toBe(false);
    expect(isNew(null)).toBe(false);
  });

  it('reads free gifts with amount and threshold in minor units', () => {
    const free = parseProductEntity(
      productPayload({ entity_bundle: 'gift_free' }, { automatically_add_to_basket: true, amount: 0, threshold: 50, basket_message: 'A free calendar', enjoy_message: 'Enjoy!' }),
      now,
    );
    expect(free).toMatchObject({ bundle: 'gift_free', automaticallyAddToBasket: true, amount: 0, threshold: 5000, basketMessage: 'A free calendar', enjoyMessage: 'Enjoy!' });
  });

  it('names the field of a product that does not fit', () => {
    expect(() => parseProductEntity(productPayload({}, { prices: [] }), now)).toThrow(/product does not match the contract: fields.prices/);
    expect(() => parseProductEntity(productPayload({}, { prices: [{ sku: 'X', amount: 5, currency: 'JPY' }] }), now)).toThrow(/fields.prices.0.currency/);
  });
});

describe("the 'All gifts' category URL", () => {
  const all = CategoryEntitySchema.parse(categoryPayload());
  const other = CategoryEntitySchema.parse(categoryPayload({ url: '/category/animals' }, { is_all: false }));

  it('takes the catalogue URL', () => {
    expect(categoryUrl(all, { catalogueUrl: '/all-gifts', homePath: '/gifts-home' })).toBe('/all-gifts');
    expect(categoryUrl(other, { catalogueUrl: '/all-gifts', homePath: '/gifts-home' })).toBe('/category/animals');
  });

  it("takes '/' when the catalogue is the home page", () => {
    expect(categoryUrl(all, { catalogueUrl: '/gifts-home', homePath: '/gifts-home' })).toBe('/');
    expect(categoryUrl(all, { catalogueUrl: '/', homePath: '/gifts-home' })).toBe('/');
  });

  it('parses a whole catalogue', () => {
    const catalogue = parseCatalogue({ products: [productPayload()], categories: [categoryPayload()] }, { catalogueUrl: '/all-gifts', homePath: '/gifts-home' }, now);
    expect(catalogue.products).toHaveLength(1);
    expect(catalogue.categories[0]).toMatchObject({ url: '/all-gifts', isAll: true, cacheTag: 'taxonomy_term:401' });
    expect(() => parseCatalogue({ products: 'none' }, { catalogueUrl: '/', homePath: '/' })).toThrow(/gifts catalogue does not match the contract: products/);
  });
});

describe('coupon answers (CONTRACT §7)', () => {
  it('reads a fulfilled coupon in minor units', () => {
    expect(parseCouponResponse({ code: 'WINTER10', totalPrice: 36, discount: 4, offerType: 'order_percentage_off', freeGiftId: null })).toEqual({
      status: 'fulfilled',
      code: 'WINTER10',
      totalPrice: 3600,
      discount: 400,
      offerType: 'order_percentage_off',
      freeGiftId: null,
    });
  });

  it('reads an errorMessage as a rejection', () => {
    expect(parseCouponResponse({ errorMessage: 'Expired' })).toEqual({ status: 'rejected', errorMessage: 'Expired' });
    expect(() => parseCouponResponse({})).toThrow(/coupon validation/);
  });
});

describe('a catalogue with one bad entry', () => {
  it('leaves the bad product or category out and keeps the rest (logged)', async () => {
    const { setLogSink } = await import('@/request/log');
    const events: string[] = [];
    const restore = setLogSink((_level, event) => events.push(event));
    try {
      const catalogue = parseCatalogue(
        { products: [productPayload(), productPayload({ id: '302' }, { prices: 'free' }), productPayload({ id: '303', url: '/gifts/x' })], categories: [categoryPayload(), { nope: true }] },
        { catalogueUrl: '/all-gifts', homePath: '/gifts-home' },
        now,
      );
      expect(catalogue.products.map((p) => p.id)).toEqual(['301', '303']);
      expect(catalogue.categories).toHaveLength(1);
    } finally {
      restore();
    }
    expect(events).toEqual(['payload_invalid', 'payload_invalid']);
  });
});
