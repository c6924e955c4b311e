import { describe, expect, it, vi } from 'vitest';
import type { Catalogue, Product } from './catalogue';
import { addProduct, EMPTY_BASKET, productData } from './basket/model';
import { buildGiftOrder, type GiftBuyer } from './order';
import { BASKET_CHANGED, checkItemsAgainstCatalogue } from './order-handler';
import { CATALOGUE, CUSTOM, FREE_TREE, GOAT } from './test-products';

vi.mock('server-only', () => ({}));

const BUYER: GiftBuyer = {
  title: 'Mr',
  firstName: 'Seán',
  lastName: 'Ó Briain',
  email: 'sean@example.ie',
  phone: '',
  address: { countryCode: 'IE', addressLine1: '1 Main St', addressLine2: '', locality: 'Cork', administrativeArea: '', postalCode: '', organization: '' },
  contactPreferences: {},
};
const catalogue: Catalogue = { products: CATALOGUE, categories: [] };

function bodyWith(changes: { sku?: string; number?: string; currency?: 'EUR' | 'GBP'; quantity?: number }, product: Product = GOAT, amount?: number) {
  const basket = addProduct(EMPTY_BASKET, { id: product.id, path: product.url, data: productData(product, 'EUR', amount)! }).basket;
  const body = buildGiftOrder({ basket, buyer: BUYER, giftaid: false, sourceCode: null, country: 'IE' });
  const item = body.order.order_items[0]!;
  if (changes.sku) item.purchased_entity.sku = changes.sku;
  if (changes.number) item.unit_price.number = changes.number;
  if (changes.currency) item.unit_price.currency_code = changes.currency;
  if (changes.quantity) item.quantity = changes.quantity;
  return body;
}

describe('the gift order route checks items against the catalogue', () => {
  it('accepts catalogue prices, custom amounts of 1 or more, and free gifts at 0', () => {
    expect(checkItemsAgainstCatalogue(bodyWith({}), catalogue, 'EUR')).toBeNull();
    expect(checkItemsAgainstCatalogue(bodyWith({}, CUSTOM, 125050), catalogue, 'EUR')).toBeNull();
    expect(checkItemsAgainstCatalogue(bodyWith({}, FREE_TREE), catalogue, 'EUR')).toBeNull();
  });

  it('refuses an unknown sku, a changed price, another currency, a custom amount under 1 and a free gift with a price', () => {
    expect(checkItemsAgainstCatalogue(bodyWith({ sku: 'GIFT-UNKNOWN' }), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ number: '0.01' }), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ currency: 'GBP' }), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ number: '0.50' }, CUSTOM, 50), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ number: '5.00' }, FREE_TREE), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ quantity: 3 }, FREE_TREE), catalogue, 'EUR')).toBe(BASKET_CHANGED);
  });
});
