import type { Catalogue, Gift, GiftCategory, Product } from './catalogue';

// Related gifts (SPEC §9: 3 by default, from explicit ids, then shared categories, then random)
// and a category's products (ordered by weight, then best-seller weight).

export const RELATED_GIFTS_COUNT = 3;

/** Products a buyer can pick from a list: not free gifts. */
export function isListedGift(product: Product): product is Gift {
  return product.bundle !== 'gift_free';
}

const isCorporate = (p: Product) => p.type.startsWith('gift_corporate');

/** A small deterministic hash (FNV-1a), so "random" picks stay the same for every render of a build. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Orders `items` by a seeded hash: a stable shuffle. */
export function stableShuffle<T extends { id: string }>(items: T[], seed: string): T[] {
  return [...items].sort((a, b) => hash(`${seed}:${a.id}`) - hash(`${seed}:${b.id}`) || a.id.localeCompare(b.id));
}

/**
 * The related gifts of `product`: first the explicit ids (in their order), then gifts sharing
 * the most categories with it (ties by weight), then a stable random pick of the rest. Only
 * gifts of the same basket type (gift or corporate), never the product itself or a free gift.
 */
export function relatedGifts(product: Gift, products: Product[], options: { explicitIds?: string[]; count?: number; seed?: string } = {}): Gift[] {
  const count = options.count ?? RELATED_GIFTS_COUNT;
  const candidates = products.filter((p): p is Gift => isListedGift(p) && p.id !== product.id && isCorporate(p) === isCorporate(product));
  const byId = new Map(candidates.map((p) => [p.id, p]));
  const picked: Gift[] = [];
  const take = (p: Gift | undefined) => {
    if (p && picked.length < count && !picked.includes(p)) picked.push(p);
  };
  for (const id of options.explicitIds ?? []) take(byId.get(id));
  const mine = new Set(product.categoryIds);
  const shared = (p: Gift) => p.categoryIds.filter((id) => mine.has(id)).length;
  candidates
    .filter((p) => shared(p) > 0)
    .sort((a, b) => shared(b) - shared(a) || a.fieldWeight - b.fieldWeight || a.id.localeCompare(b.id))
    .forEach(take);
  stableShuffle(candidates, options.seed ?? product.id).forEach(take);
  return picked;
}

/** A category's gifts: weight ascending, then best-seller weight descending. 'All gifts' lists every gift. */
export function categoryGifts(category: GiftCategory, catalogue: Catalogue): Gift[] {
  return catalogue.products
    .filter(isListedGift)
    .filter((p) => p.categoryIds.includes(category.id) || (category.isAll && !isCorporate(p)))
    .sort((a, b) => a.fieldWeight - b.fieldWeight || b.fieldBestSellerWeight - a.fieldBestSellerWeight || a.id.localeCompare(b.id));
}

/** Explicit related ids of a product: the gifts in a bundle. */
export function explicitRelatedIds(product: Gift): string[] {
  return product.giftsInBundle;
}
