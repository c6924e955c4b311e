import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CORPORATE, FREE_TREE, GOAT, TREES } from '@/tests/fixtures/gift-products';
import { EMPTY_BASKET, addProduct, productData, type Basket } from './basket/model';
import type { FreeGift, Product } from './catalogue';
import { CLEAR_BASKET_TEXT, CLEAR_BASKET_TITLE } from './components/ClearBasketPrompt';
import { FreeGiftsData, freeGiftsJson } from './components/FreeGiftsData';
import { TileAddListener } from './components/TileAddListener';
import { planTileAdd, planTileClearAndAdd, readFreeGifts } from './tile-add';

// A gift tile's Add (SPEC §4, issue 46 §4): the other type opens the product page's 'clear
// basket' prompt, and an add that reaches a free gift's threshold brings the free gift.

const item = (product: Product) => ({ id: product.id, path: product.url, data: productData(product, 'EUR')! });
const basketOf = (...products: Product[]) => products.reduce((b: Basket, p) => addProduct(b, item(p)).basket, EMPTY_BASKET);
const FREE_GIFTS = CATALOGUE.filter((p): p is FreeGift => p.bundle === 'gift_free');

describe("a tile's Add", () => {
  it('asks to clear a basket of the other type, and leaves the basket as it was', () => {
    const gifts = basketOf(GOAT);
    const result = planTileAdd(gifts, item(CORPORATE), FREE_GIFTS, 'EUR');
    expect(result).toEqual({ outcome: 'needs-clear', basket: gifts });
    expect(planTileAdd(basketOf(CORPORATE), item(GOAT), FREE_GIFTS, 'EUR').outcome).toBe('needs-clear');
  });

  it("clears the basket and adds on the prompt's 'Clear basket and add'", () => {
    const cleared = planTileClearAndAdd(basketOf(GOAT), item(CORPORATE), FREE_GIFTS, 'EUR');
    expect(cleared.type).toBe('corporate');
    expect(cleared.products.map((p) => p.id)).toEqual([CORPORATE.id]);
  });

  it("adds the free gift whose threshold the tile's add reaches (€40 + €10 = €50)", () => {
    const basket = basketOf(GOAT, TREES);
    const result = planTileAdd(basket, item(TREES), FREE_GIFTS, 'EUR');
    expect(result.outcome).toBe('updated');
    expect(result.basket.products.map((p) => p.id)).toEqual([GOAT.id, TREES.id, FREE_TREE.id]);
    expect(result.basket.products[2]).toMatchObject({ quantity: 1, data: { amount: 0, offerType: 'free_gift_by_threshold' } });
    // Below the threshold, none.
    expect(planTileAdd(basketOf(GOAT), item(TREES), FREE_GIFTS, 'EUR').basket.products.map((p) => p.id)).toEqual([GOAT.id, TREES.id]);
  });

  it("reads the page's free gifts, and a bad list as none", () => {
    const json = freeGiftsJson(FREE_GIFTS, 'EUR');
    expect(readFreeGifts(json)?.freeGifts.map((g) => g.id)).toEqual(FREE_GIFTS.map((g) => g.id));
    expect(readFreeGifts(json)?.currency).toBe('EUR');
    for (const bad of [null, '', '{', '{"freeGifts":1,"currency":"EUR"}', '{"freeGifts":[],"currency":"USD"}']) expect(readFreeGifts(bad)).toBeNull();
    // Through the page's script element: read back as written.
    const round = readFreeGifts(json)!;
    const planned = planTileAdd(basketOf(GOAT, TREES), item(TREES), round.freeGifts, round.currency);
    expect(planned.basket.products.map((p) => p.id)).toContain(FREE_TREE.id);
  });

  it("writes the free gifts where no catalogue text can close the script element", () => {
    const hostile = { ...FREE_TREE, title: '</script><script>alert(1)</script>' } as FreeGift;
    const html = renderToStaticMarkup(<FreeGiftsData freeGifts={[hostile]} currency="EUR" />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('data-free-gifts');
    const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1];
    expect(readFreeGifts(json)?.freeGifts[0]?.title).toBe(hostile.title);
  });

  it("has the product page's 'clear basket' prompt on the page with the tiles", () => {
    const html = renderToStaticMarkup(<TileAddListener />);
    expect(html).toContain('data-clear-basket-prompt');
    expect(html).toContain(CLEAR_BASKET_TITLE);
    expect(html).toContain(CLEAR_BASKET_TEXT.gift);
    expect(html).toContain('Clear basket and add');
    expect(html).toContain('Keep my basket');
  });
});
