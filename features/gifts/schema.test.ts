import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { PayloadError } from '@/features/common/payload';
import { categoryPayload, productPayload } from '@/tests/fixtures/payloads';
import { parseCategoryEntity, parseProductEntity, type Gift } from './catalogue';

// Products and categories from a CMS edited underneath us: optional fields are dropped (logged,
// naming the field); what decides a price fails loudly (docs/contract.md).

const now = new Date('2026-11-22T12:00:00Z');
const location = { catalogueUrl: '/all-gifts', homePath: '/gifts-home' };
let dropped: unknown[] = [];
const restore = setLogSink((_level, event, data) => {
  if (event === 'payload_field_dropped') dropped.push(data.field);
});
afterEach(() => {
  dropped = [];
});
process.on('exit', restore);

const product = (fields: Record<string, unknown>, overrides: Record<string, unknown> = {}) => parseProductEntity(productPayload(overrides, fields), now) as Gift;

describe('a product with an optional field that does not fit', () => {
  it.each([
    ['image', 'goat.png', { image: null }],
    ['new_till', 'next week', { isNew: false }],
    ['annotation', 3, { annotation: null }],
    ['short_description', { html: 'x' }, { shortDescription: null }],
    ['category_ids', '401', { categoryIds: [] }],
    ['ecard_active', 'yes', { ecardActive: false }],
    ['postal_card_active', 'sometimes', { postalCardActive: false }],
    ['weight', 'heavy', { fieldWeight: 0 }],
    ['best_seller_weight', null, { fieldBestSellerWeight: 0 }],
    ['description', 12, { description: null }],
    ['tile_image', { url: '' }, { tileImage: null }],
    ['blocks', 'blocks', { blocks: [] }],
  ])('drops %s (%j) and keeps the product', (field, value, expected) => {
    expect(product({ [field]: value })).toMatchObject({ title: 'Goat', price: { EUR: { sku: 'GIFT-GOAT', amount: 3000 } }, ...expected });
    expect(dropped).toEqual(value === null ? [] : [`product.${field}`]);
  });

  it('reads boolean-ish flags as Drupal sends them', () => {
    expect(product({ ecard_active: '1', postal_card_active: 0 })).toMatchObject({ ecardActive: true, postalCardActive: false });
    expect(product({ ecard_active: 1, postal_card_active: '0' })).toMatchObject({ ecardActive: true, postalCardActive: false });
    expect(dropped).toEqual([]);
  });

  it('keeps the category ids that fit', () => {
    expect(product({ category_ids: ['401', { id: 2 }, 408] }).categoryIds).toEqual(['401', '408']);
    expect(dropped).toEqual(['product.category_ids.1']);
  });
});

describe('a product missing what decides its price', () => {
  it.each([
    ['prices', []],
    ['prices', [{ sku: '', amount: 30, currency: 'EUR' }]],
    ['prices', [{ sku: 'GIFT-GOAT', amount: '30', currency: 'EUR' }]],
    ['prices', [{ sku: 'GIFT-GOAT', amount: 30, currency: 'euro' }]],
    ['prices', null],
    ['subtype', 7],
  ])('fails loudly on %s = %j', (field, value) => {
    expect(() => product({ [field]: value })).toThrow(PayloadError);
  });

  it.each([
    ['entity_bundle', 'gift_voucher'],
    ['id', { id: 1 }],
    ['title', null],
    ['url', ''],
  ])('fails loudly on the entity field %s = %j', (field, value) => {
    expect(() => product({}, { [field]: value })).toThrow(new RegExp(field));
  });

  it("fails loudly on a free gift's threshold that is not a number", () => {
    expect(() => parseProductEntity(productPayload({ entity_bundle: 'gift_free' }, { threshold: 'fifty', amount: 0 }), now)).toThrow(/threshold/);
  });
});

describe('a gift category', () => {
  it.each([
    ['page_title', 5, { pageTitle: null }],
    ['blocks_bottom', {}, { blocksBottom: [] }],
    ['weight', '1', { weight: 0 }],
    ['highlighted_color', 'pink', { highlightedColor: null }],
  ])('drops %s (%j) with a warning naming it', (field, value, expected) => {
    expect(parseCategoryEntity(categoryPayload({}, { [field]: value }), location)).toMatchObject({ title: 'All gifts', ...expected });
    expect(dropped).toEqual([`category.${field}`]);
  });

  it('reads is_all as Drupal sends it, and fails loudly on nonsense (it decides the URL)', () => {
    expect(parseCategoryEntity(categoryPayload({}, { is_all: '1' }), location).url).toBe('/all-gifts');
    expect(parseCategoryEntity(categoryPayload({}, { is_all: 0 }), location).url).toBe('/category/all-gifts');
    expect(() => parseCategoryEntity(categoryPayload({}, { is_all: 'maybe' }), location)).toThrow(/is_all/);
  });
});
