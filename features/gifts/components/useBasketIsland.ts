'use client';

import { startTransition, useEffect, useState } from 'react';
import type { Currency } from '@/features/common/money';
import { hydrateBasket, useBasket } from '../basket/store';
import type { FreeGift } from '../catalogue';

// The basket islands' start ('/basket', '/cards', '/checkout'): the basket is read from
// localStorage once mounted, so each shows it only then. The island's content (every line, card
// form or checkout field) then renders in a transition: React renders it in slices that let the
// browser in between, where the store's own update would render it all in one task while the
// page is still loading.

export const EMPTY_BASKET_TEXT = 'Your basket is empty.';

/** Sets the catalogue's free gifts and reads the stored basket; true once read and shown. */
export function useBasketIsland(freeGifts: FreeGift[], currency: Currency): boolean {
  const read = useBasket((s) => s.hydrated);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    useBasket.getState().setCatalogue(freeGifts, currency);
    hydrateBasket();
  }, [freeGifts, currency]);
  useEffect(() => {
    if (read) startTransition(() => setShown(true));
  }, [read]);
  return read && shown;
}
