'use client';

import { useDeferredValue, useEffect } from 'react';
import type { Currency } from '@/features/common/money';
import { hydrateBasket, useBasket } from '../basket/store';
import type { FreeGift } from '../catalogue';

// The basket islands' start ('/basket', '/cards', '/checkout'): the basket is read from
// localStorage once mounted, so each shows it only then.

export const EMPTY_BASKET_TEXT = 'Your basket is empty.';

/** Sets the catalogue's free gifts and reads the stored basket; true once read (and rendered). */
export function useBasketIsland(freeGifts: FreeGift[], currency: Currency): boolean {
  useEffect(() => {
    useBasket.getState().setCatalogue(freeGifts, currency);
    hydrateBasket();
  }, [freeGifts, currency]);
  // Deferred: reading the basket is a store update, which React renders in one blocking task;
  // the island's form or lines then render as a transition, in slices between input and paint.
  return useDeferredValue(useBasket((s) => s.hydrated));
}
