import type { Currency } from '@/features/common/money';
import { ADD_TOAST_MS, addProduct, type AddOutcome, type Basket, clearAndAdd, syncFreeGifts } from './basket/model';
import { hydrateBasket, useBasket } from './basket/store';
import type { Product } from './catalogue';
import type { BasketItemInput } from './components/snapshot';
import { addToastText } from './shop-texts';

// A tile's Add (components/TileAddListener.tsx loads this on the first press): the same basket
// store and rules as the product page's button, with its defaults (one unit, SPEC §4's default
// card). The basket of the other type asks to be cleared, in the product page's prompt
// (components/ClearBasketPrompt.tsx); the free-gift rules run on the add when the page gave the
// catalogue's free gifts (a `script[data-free-gifts]`, see FreeGiftsData), as on a product page.

/**
 * What a tile's Add does to a basket (SPEC §4): the other type asks to clear the basket
 * ('needs-clear', the basket as it was); otherwise the product is added and, with the
 * catalogue's free gifts, a free gift whose threshold the new total reaches joins.
 */
export function planTileAdd(basket: Basket, item: BasketItemInput, freeGifts: Product[] | null, currency: Currency): { basket: Basket; outcome: AddOutcome } {
  const result = addProduct(basket, item);
  if (result.outcome === 'needs-clear' || !freeGifts) return result;
  return { basket: syncFreeGifts(result.basket, freeGifts, currency), outcome: result.outcome };
}

/** The prompt's 'Clear basket and add': the basket emptied, the product added, the free-gift rules run. */
export function planTileClearAndAdd(basket: Basket, item: BasketItemInput, freeGifts: Product[] | null, currency: Currency): Basket {
  const cleared = clearAndAdd(basket, item);
  return freeGifts ? syncFreeGifts(cleared, freeGifts, currency) : cleared;
}

export interface TileAddResult {
  outcome: AddOutcome;
  /** SPEC §4's add text, or null when the basket holds the other type (the prompt asks first). */
  message: string | null;
  /** The basket's type when the prompt asks (its text names what the basket holds). */
  basketType: 'gift' | 'corporate' | null;
  duration: number;
}

/** The page's free gifts, or null when the page gave none (a bad list counts as none). */
export function readFreeGifts(json: string | null | undefined): { freeGifts: Product[]; currency: Currency } | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { freeGifts?: unknown; currency?: unknown };
    if (!Array.isArray(parsed.freeGifts) || (parsed.currency !== 'EUR' && parsed.currency !== 'GBP')) return null;
    return { freeGifts: parsed.freeGifts as Product[], currency: parsed.currency };
  } catch {
    return null;
  }
}

async function ready(catalogue: { freeGifts: Product[]; currency: Currency } | null) {
  hydrateBasket();
  if (!useBasket.getState().hydrated) await useBasket.persist.rehydrate();
  // The store runs the free-gift rules (syncFreeGifts) on every change once it has the catalogue.
  if (catalogue) useBasket.getState().setCatalogue(catalogue.freeGifts, catalogue.currency);
}

export async function addFromTile(item: BasketItemInput, freeGiftsJson?: string | null): Promise<TileAddResult> {
  await ready(readFreeGifts(freeGiftsJson));
  const before = useBasket.getState().type;
  const outcome = useBasket.getState().add(item);
  if (outcome === 'needs-clear') return { outcome, message: null, basketType: before === 'corporate' ? 'corporate' : 'gift', duration: ADD_TOAST_MS };
  return { outcome, message: addToastText(outcome).message, basketType: null, duration: ADD_TOAST_MS };
}

/** The prompt's 'Clear basket and add' for a tile. */
export async function clearAndAddFromTile(item: BasketItemInput, freeGiftsJson?: string | null): Promise<TileAddResult> {
  await ready(readFreeGifts(freeGiftsJson));
  useBasket.getState().clearAndAdd(item);
  return { outcome: 'added', message: addToastText('added').message, basketType: null, duration: ADD_TOAST_MS };
}
