import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, CORPORATE, FREE_TREE, GOAT, TREES } from '@/tests/fixtures/gift-products';
import { productData } from './basket/model';
import type { FreeGift, Product } from './catalogue';
import { freeGiftsJson } from './components/FreeGiftsData';

// The tile's Add through the real basket store (what TileAddListener calls), in a stand-in
// browser: localStorage and the window's events.

const item = (product: Product) => ({ id: product.id, path: product.url, data: productData(product, 'EUR')! });
const FREE_GIFTS = freeGiftsJson(CATALOGUE.filter((p): p is FreeGift => p.bundle === 'gift_free'), 'EUR');

beforeAll(() => {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  vi.stubGlobal('window', { localStorage, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => true });
  vi.stubGlobal('localStorage', localStorage);
});

describe("a tile's Add through the basket store", () => {
  it('adds, brings the free gift at its threshold, and asks before crossing types', async () => {
    const { addFromTile, clearAndAddFromTile } = await import('./tile-add');
    const { useBasket } = await import('./basket/store');
    expect((await addFromTile(item(GOAT), FREE_GIFTS)).outcome).toBe('added');
    await addFromTile(item(TREES), FREE_GIFTS);
    expect(useBasket.getState().products.map((p) => p.id)).toEqual([GOAT.id, TREES.id]);
    const third = await addFromTile(item(TREES), FREE_GIFTS);
    expect(third).toMatchObject({ outcome: 'updated', basketType: null });
    expect(third.message).toBeTruthy();
    expect(useBasket.getState().products.map((p) => p.id)).toEqual([GOAT.id, TREES.id, FREE_TREE.id]);

    const crossing = await addFromTile(item(CORPORATE), FREE_GIFTS);
    expect(crossing).toMatchObject({ outcome: 'needs-clear', message: null, basketType: 'gift' });
    expect(useBasket.getState().products.map((p) => p.id)).toEqual([GOAT.id, TREES.id, FREE_TREE.id]);

    const cleared = await clearAndAddFromTile(item(CORPORATE), FREE_GIFTS);
    expect(cleared.outcome).toBe('added');
    expect(useBasket.getState()).toMatchObject({ type: 'corporate' });
    expect(useBasket.getState().products.map((p) => p.id)).toEqual([CORPORATE.id]);
    expect((await addFromTile(item(GOAT), FREE_GIFTS)).basketType).toBe('corporate');
  });
});
