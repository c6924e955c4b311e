import { describe, expect, it } from 'vitest';
import type { Catalogue, GiftCategory } from './catalogue';
import { categoryGifts, relatedGifts, RELATED_GIFTS_COUNT, stableShuffle } from './related';
import { BUNDLE, CATALOGUE, CORPORATE, CUSTOM, gift, GOAT } from '@/tests/fixtures/gift-products';

const a = gift('501', { category_ids: ['402', '405'], weight: 5 });
const b = gift('502', { category_ids: ['402'], weight: 1 });
const c = gift('503', { category_ids: ['409'], weight: 2 });
const d = gift('504', { category_ids: ['410'], weight: 3 });
const e = gift('505', { category_ids: ['411'], weight: 4 });
const me = gift('500', { category_ids: ['402', '405'] });
const products = [me, a, b, c, d, e, CORPORATE, CUSTOM];

describe('related gifts (SPEC §9)', () => {
  it('are 3 by default: explicit ids first, then shared categories, then random', () => {
    expect(RELATED_GIFTS_COUNT).toBe(3);
    expect(relatedGifts(me, products, { explicitIds: ['504'] }).map((p) => p.id)).toEqual(['504', '501', '502']);
    // Most shared categories first (a shares two, b one).
    expect(relatedGifts(me, products).map((p) => p.id).slice(0, 2)).toEqual(['501', '502']);
    const third = relatedGifts(me, products)[2]!;
    expect(['503', '504', '505']).toContain(third.id);
  });

  it('never lists the product itself, a free gift or the other basket type', () => {
    const ids = relatedGifts(me, [...products, ...CATALOGUE], { count: 20 }).map((p) => p.id);
    expect(ids).not.toContain('500');
    expect(ids).not.toContain('335');
    expect(ids).not.toContain(CORPORATE.id);
    expect(relatedGifts(CORPORATE, products).map((p) => p.id)).toEqual([CUSTOM.id]);
  });

  it('picks the random ones stably (the same every build), differently per product', () => {
    const first = relatedGifts(c, products, { count: 3 }).map((p) => p.id);
    expect(relatedGifts(c, [...products].reverse(), { count: 3 }).map((p) => p.id)).toEqual(first);
    expect(stableShuffle([a, b, c, d, e], 'x').map((p) => p.id)).toEqual(stableShuffle([e, d, c, b, a], 'x').map((p) => p.id));
  });

  it('take explicit ids from a bundle', () => {
    expect(relatedGifts(BUNDLE, [...CATALOGUE, GOAT], { explicitIds: BUNDLE.giftsInBundle })[0]!.id).toBe('301');
  });
});

describe('category gifts', () => {
  const category = (id: string, isAll = false): GiftCategory => ({ id, url: `/category/${id}`, title: id, pageTitle: null, blocks: [], blocksBottom: [], metaTags: [], weight: 0, highlightedColor: null, isAll, cacheTag: `taxonomy_term:${id}` });
  const x = gift('601', { category_ids: ['402'], weight: 2, best_seller_weight: 1 });
  const y = gift('602', { category_ids: ['402'], weight: 2, best_seller_weight: 50 });
  const z = gift('603', { category_ids: ['402'], weight: 1, best_seller_weight: 0 });
  const catalogue: Catalogue = { products: [x, y, z, CORPORATE, ...CATALOGUE.filter((p) => p.bundle === 'gift_free')], categories: [] };

  it('are ordered by weight, then best-seller weight', () => {
    expect(categoryGifts(category('402'), catalogue).map((p) => p.id)).toEqual(['603', '602', '601']);
  });

  it("'All gifts' lists every gift but corporate and free ones", () => {
    expect(categoryGifts(category('401', true), catalogue).map((p) => p.id)).toEqual(['603', '602', '601']);
  });
});
