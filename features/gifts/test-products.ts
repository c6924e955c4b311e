import { productPayload } from '@/features/common/test-fixtures';
import { parseProductEntity, type FreeGift, type Gift, type Product } from './catalogue';

// Catalogue products for the gifts feature's unit tests.

const now = new Date('2026-11-22T12:00:00Z');

export function gift(id: string, fields: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}): Gift {
  const sku = typeof fields.sku === 'string' ? fields.sku : `GIFT-${id}`;
  const { sku: _sku, ...rest } = fields;
  return parseProductEntity(productPayload({ id, url: `/gifts/g${id}`, title: `Gift ${id}`, ...overrides }, { prices: [{ sku, amount: 30, currency: 'EUR' }], ...rest }), now) as Gift;
}

export function freeGift(id: string, auto: boolean, threshold: number): FreeGift {
  return parseProductEntity(
    productPayload(
      { id, entity_bundle: 'gift_free', url: `/gifts/free-${id}`, title: `Free ${id}` },
      { prices: [{ sku: `FREE-${id}`, amount: 0, currency: 'EUR' }], automatically_add_to_basket: auto, threshold, amount: 0, basket_message: 'Free!', enjoy_message: 'Enjoy' },
    ),
    now,
  ) as FreeGift;
}

export const GOAT = gift('301', { sku: 'GIFT-GOAT', prices: [{ sku: 'GIFT-GOAT', amount: 30, currency: 'EUR' }], ecard_active: true, postal_card_active: true }, { url: '/gifts/goat', title: 'Goat' });
export const TREES = gift('308', { prices: [{ sku: 'GIFT-TREES', amount: 10, currency: 'EUR' }, { sku: 'GIFT-TREES', amount: 8, currency: 'GBP' }], ecard_active: true, postal_card_active: false }, { url: '/gifts/trees', title: 'Trees' });
export const COW = gift('310', { prices: [{ sku: 'GIFT-COW', amount: 250, currency: 'EUR' }], ecard_active: false, postal_card_active: true }, { url: '/gifts/dairy-cow', title: 'Dairy cow' });
export const SANTA = gift(
  '327',
  { prices: [{ sku: 'GIFT-SANTA', amount: 10, currency: 'EUR' }, { sku: 'GIFT-SANTA', amount: 9, currency: 'GBP' }], ecard_active: false, postal_card_active: true, landing_page_url: '/gifts-santa' },
  { entity_bundle: 'gift_santa_letter', url: '/gifts/letter-from-santa', title: 'Letter from Santa' },
);
export const BUNDLE = gift(
  '338',
  { prices: [{ sku: 'GIFT-FARM-BUNDLE', amount: 70, currency: 'EUR' }], gifts_in_bundle: ['301', '304', '305'] },
  { entity_bundle: 'gifts_bundle', url: '/gifts/farm-starter-bundle', title: 'Farm starter bundle' },
);
export const CORPORATE = gift(
  '329',
  { prices: [{ sku: 'CORP-GOATS', amount: 300, currency: 'EUR' }], ecard_active: true, postal_card_active: false, category_ids: ['408'] },
  { entity_bundle: 'gift_corporate', url: '/corporate/goats-for-your-team', title: 'Goats for your team' },
);
export const CUSTOM = gift(
  '332',
  { subtype: 'custom_price', prices: [{ sku: 'CORP-DONATION', amount: 500, currency: 'EUR' }], ecard_active: true, postal_card_active: false, category_ids: ['408'] },
  { entity_bundle: 'gift_corporate', url: '/corporate/company-donation', title: 'Company donation' },
);
export const FREE_TREE = freeGift('335', true, 50);
export const FREE_NOTEBOOKS = freeGift('336', false, 0);

export const CATALOGUE: Product[] = [GOAT, TREES, COW, SANTA, BUNDLE, CORPORATE, CUSTOM, FREE_TREE, FREE_NOTEBOOKS];
