import { backendAssetUrl } from '@/features/common/image';
import type { Currency } from '@/features/common/money';
import type { FreeGift, Product } from '../catalogue';

// The catalogue's free gifts on a page with gift tiles, for the free-gift rules of a tile's Add
// (../tile-add.ts): the tiles' listener lives in the shop's layout, which has no catalogue.

/** The catalogue's free gifts with their images on the backend's origin (the basket draws them in the browser). */
export function shopFreeGifts(products: Product[]): FreeGift[] {
  return products
    .filter((p): p is FreeGift => p.bundle === 'gift_free')
    .map((g) => ({ ...g, image: g.image ? { ...g.image, url: backendAssetUrl(g.image.url) } : null, metaTags: [] }));
}

/** JSON inside a script element: '<' escaped so no text of the catalogue can close the element. */
export function freeGiftsJson(freeGifts: Product[], currency: Currency): string {
  return JSON.stringify({ freeGifts, currency }).replace(/</g, '\\u003c');
}

export function FreeGiftsData({ freeGifts, currency }: { freeGifts: Product[]; currency: Currency }) {
  return <script type="application/json" data-free-gifts="" dangerouslySetInnerHTML={{ __html: freeGiftsJson(freeGifts, currency) }} />;
}
