import { BASKET_STORAGE_KEY } from './persist';

// The basket link's count, read straight from the stored basket (./persist.ts's envelope around
// zustand's JSON): the header's badge is on every page of the shop, and most of them (home,
// categories, content) load no basket store. This tab's changes are announced with an event
// (./store.ts fires it on every write); other tabs' arrive as 'storage' events.

export const BASKET_CHANGED_EVENT = 'concern-gifts-basket-changed';

/** The total quantity in a stored basket entry; 0 when there is none, it expired or it is unreadable. */
export function storedBasketCount(raw: string | null, now: number = Date.now()): number {
  if (!raw) return 0;
  try {
    const envelope = JSON.parse(raw) as { expiresAt?: unknown; value?: unknown };
    if (typeof envelope.expiresAt !== 'number' || envelope.expiresAt <= now || typeof envelope.value !== 'string') return 0;
    const products = (JSON.parse(envelope.value) as { state?: { products?: unknown } }).state?.products;
    if (!Array.isArray(products)) return 0;
    // Kept free of the basket's model: this runs on every page of the shop.
    return products.reduce((sum: number, p: { quantity?: unknown } | null) => {
      const quantity = p?.quantity;
      return sum + (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? quantity : 0);
    }, 0);
  } catch {
    return 0;
  }
}

/** This browser's basket count (0 on the server or with storage blocked). */
export function readBasketCount(): number {
  try {
    return typeof window === 'undefined' ? 0 : storedBasketCount(window.localStorage.getItem(BASKET_STORAGE_KEY));
  } catch {
    return 0;
  }
}

/** Calls `onChange` when this tab or another changes the basket; returns the unsubscribe. */
export function subscribeBasketCount(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === BASKET_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(BASKET_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(BASKET_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
