import { ADD_TOAST_MS, type AddOutcome } from './basket/model';
import { hydrateBasket, useBasket } from './basket/store';
import type { BasketItemInput } from './components/snapshot';
import { addToastText } from './shop-texts';

// A tile's Add (components/TileAddListener.tsx loads this on the first press): the same basket
// store and rules as the product page's button, with its defaults (one unit, SPEC §4's default
// card). The free-gift rules run when a page with the catalogue's free gifts next reads the
// basket (the basket, cards and checkout pages, a product page).

export interface TileAddResult {
  outcome: AddOutcome;
  /** SPEC §4's add text, or null when the basket holds the other type (the gift's page asks). */
  message: string | null;
  duration: number;
}

export async function addFromTile(item: BasketItemInput): Promise<TileAddResult> {
  hydrateBasket();
  if (!useBasket.getState().hydrated) await useBasket.persist.rehydrate();
  const outcome = useBasket.getState().add(item);
  return { outcome, message: outcome === 'needs-clear' ? null : addToastText(outcome).message, duration: ADD_TOAST_MS };
}
