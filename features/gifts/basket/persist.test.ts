import { describe, expect, it } from 'vitest';
import { GOAT } from '@/tests/fixtures/gift-products';
import { addProduct, EMPTY_BASKET, productData } from './model';
import { BASKET_TTL_SECONDS, BASKET_VERSION, expiringStorage, type KeyValueStorage } from './persist';
import { checkStoredBasket, migrateBasket, readPersistedBasket } from './persist-check';

function memory(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const basket = addProduct(EMPTY_BASKET, { id: GOAT.id, path: GOAT.url, data: productData(GOAT, 'EUR')! }).basket;

describe('basket persistence (SPEC §4)', () => {
  it('keeps the basket for 604800 s (7 days) after the last change', () => {
    expect(BASKET_TTL_SECONDS).toBe(604800);
    const store = memory();
    let now = Date.parse('2026-11-22T12:00:00Z');
    const storage = expiringStorage(() => store, () => now);
    storage.setItem('basket', 'value');
    now += BASKET_TTL_SECONDS * 1000 - 1;
    expect(storage.getItem('basket')).toBe('value');
    const stored = store.map.get('basket');
    storage.setItem('basket', 'value'); // no change: nothing written
    expect(store.map.get('basket')).toBe(stored);
    storage.setItem('basket', 'changed'); // a change starts the 7 days again
    now += BASKET_TTL_SECONDS * 1000 - 1;
    expect(storage.getItem('basket')).toBe('changed');
    now += 1;
    expect(storage.getItem('basket')).toBeNull();
    expect(store.map.has('basket')).toBe(false);
  });

  it('forgets an entry it cannot read, and survives a storage that throws', () => {
    const store = memory();
    store.map.set('basket', '{not json');
    expect(expiringStorage(() => store).getItem('basket')).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = expiringStorage(() => broken);
    expect(storage.getItem('basket')).toBeNull();
    expect(() => storage.setItem('basket', 'x')).not.toThrow();
    expect(expiringStorage(() => null).getItem('basket')).toBeNull();
  });

  it('is version 1, whose migration resets type and products', () => {
    expect(BASKET_VERSION).toBe(1);
    const old = { type: 'gift', products: [{ id: '301', quantity: 2 }], coupon: { code: 'WINTER10', isPending: false, totalPrice: 5400, discount: 600, offerType: 'order_percentage_off', freeGiftId: null, errorMessage: null } };
    expect(migrateBasket(old, 0)).toEqual({ type: '', products: [], coupon: old.coupon });
    expect(migrateBasket({ products: 'junk' }, 0)).toEqual(EMPTY_BASKET);
    expect(migrateBasket(basket, 1)).toEqual(basket);
  });

  it('reads a stored basket only when it fits, and drops a coupon left pending', () => {
    expect(readPersistedBasket(basket)).toEqual(basket);
    expect(readPersistedBasket({ ...basket, products: [{ ...basket.products[0], quantity: -1 }] })).toEqual(EMPTY_BASKET);
    // Hand-edited entries: a fractional or too large quantity, a currency of no storefront, an
    // empty sku, too many lines; keys the basket does not have are dropped.
    const product = basket.products[0]!;
    for (const edited of [{ ...product, quantity: 1.5 }, { ...product, quantity: 100 }, { ...product, data: { ...product.data, currency: 'XYZ' } }, { ...product, data: { ...product.data, sku: '' } }]) {
      expect(readPersistedBasket({ ...basket, products: [edited] })).toEqual(EMPTY_BASKET);
    }
    expect(readPersistedBasket({ ...basket, products: Array.from({ length: 101 }, () => product) })).toEqual(EMPTY_BASKET);
    expect(readPersistedBasket({ ...basket, extra: '<script>', products: [{ ...product, injected: true }] })).toEqual(basket);
    expect(readPersistedBasket(null)).toEqual(EMPTY_BASKET);
    const pending = { ...basket, coupon: { code: 'X', isPending: true, totalPrice: null, discount: null, offerType: null, freeGiftId: null, errorMessage: null } };
    expect(readPersistedBasket(pending).coupon).toBeNull();
  });
});

describe('what the store reads', () => {
  it('is the checked, migrated entry at the current version, or null', () => {
    expect(JSON.parse(checkStoredBasket(JSON.stringify({ state: basket, version: 1 }))!)).toEqual({ state: basket, version: 1 });
    expect(JSON.parse(checkStoredBasket(JSON.stringify({ state: basket, version: 0 }))!)).toEqual({ state: EMPTY_BASKET, version: 1 });
    expect(JSON.parse(checkStoredBasket(JSON.stringify({ state: { products: 'x' }, version: 1 }))!)).toEqual({ state: EMPTY_BASKET, version: 1 });
    expect(checkStoredBasket('{broken')).toBeNull();
    expect(checkStoredBasket('null')).toBeNull();
  });
});
