'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Currency } from '@/features/common/money';
import type { CouponResult, Product } from '../catalogue';
import * as model from './model';
import { BASKET_STORAGE_KEY, BASKET_VERSION, expiringStorage } from './persist';
import { BASKET_CHANGED_EVENT } from './stored-count';

// The basket store: zustand wrapping the pure model (./model.ts), persisted in localStorage
// for 7 days (./persist.ts). Hydration is skipped on the server and done by the islands once
// mounted (useBasketHydration), so static pages render the same HTML for everyone and the
// basket code never delays the first paint. A change in another tab arrives as a 'storage'
// event: the store re-reads localStorage before this tab writes again, so two tabs never
// overwrite each other with a stale basket.

type NewItem = { id: string; path: string; data: model.BasketProductData };

export interface BasketStore extends model.Basket {
  /** True once localStorage was read (the islands render the basket only then). */
  hydrated: boolean;
  setCatalogue(freeGifts: Product[], currency: Currency): void;
  add(item: NewItem, choice?: model.AddChoice): model.AddOutcome;
  clearAndAdd(item: NewItem, choice?: model.AddChoice): void;
  remove(id: string): void;
  setQuantity(id: string, quantity: number): void;
  removeCard(id: string, index: number): void;
  removeSantaLetter(id: string, index: number): void;
  updateCard(id: string, index: number, card: model.Card): void;
  updateSantaLetter(id: string, index: number, letter: model.SantaLetter): void;
  applyCoupon(code: string): Promise<void>;
  /** Returns the toast text ('Free gift removed' or 'Voucher code removed'). */
  removeCoupon(): string;
  /** After a successful order. */
  empty(): void;
}

/** Asks the coupon route handler (CONTRACT §7 through app/api/gifts/coupon). */
export async function requestCoupon(basket: model.Basket, code: string): Promise<CouponResult> {
  const response = await fetch('/api/gifts/coupon', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coupon: code, order_items: model.couponOrderItems(basket) }),
  });
  if (!response.ok) throw new Error(`coupon check failed: ${response.status}`);
  return (await response.json()) as CouponResult;
}

/**
 * The catalogue's free gifts and the currency, given by the page (for the free-gift rules).
 * Kept outside the store's state: any state change writes localStorage, and a write before the
 * stored basket was read would replace it with an empty one.
 */
const catalogue: { freeGifts: Product[] | null; currency: Currency } = { freeGifts: null, currency: 'EUR' };

/** True once localStorage was read: no write may happen before. */
let storedBasketRead = false;

function basketOf(state: model.Basket): model.Basket {
  return { type: state.type, products: state.products, coupon: state.coupon };
}

export const useBasket = create<BasketStore>()(
  persist(
    (set, get) => {
      /** Applies a change, then the free-gift rules, and re-checks a coupon whose total changed. */
      const change = (update: (basket: model.Basket) => model.Basket) => {
        const before = basketOf(get());
        let after = update(before);
        const { freeGifts, currency } = catalogue;
        if (freeGifts) after = model.syncFreeGifts(after, freeGifts, currency);
        if (after.type === before.type && after.products === before.products && after.coupon === before.coupon) return;
        set(after);
        if (model.couponNeedsRevalidation(before, after) && after.coupon) void get().applyCoupon(after.coupon.code);
      };
      return {
        ...model.EMPTY_BASKET,
        hydrated: false,
        setCatalogue(freeGifts, currency) {
          catalogue.freeGifts = freeGifts;
          catalogue.currency = currency;
          if (get().hydrated) change((b) => b);
        },
        add(item, choice) {
          let outcome: model.AddOutcome = 'added';
          change((b) => {
            const result = model.addProduct(b, item, choice);
            outcome = result.outcome;
            return result.basket;
          });
          return outcome;
        },
        clearAndAdd(item, choice) {
          change((b) => model.clearAndAdd(b, item, choice));
        },
        remove(id) {
          change((b) => model.removeProduct(b, id));
        },
        setQuantity(id, quantity) {
          change((b) => model.setQuantity(b, id, quantity));
        },
        removeCard(id, index) {
          change((b) => model.removeCard(b, id, index));
        },
        removeSantaLetter(id, index) {
          change((b) => model.removeSantaLetter(b, id, index));
        },
        updateCard(id, index, card) {
          set((s) => model.updateCard(basketOf(s), id, index, card));
        },
        updateSantaLetter(id, index, letter) {
          set((s) => model.updateSantaLetter(basketOf(s), id, index, letter));
        },
        async applyCoupon(code) {
          set((s) => model.couponPending(basketOf(s), code));
          let result: CouponResult;
          try {
            result = await requestCoupon(basketOf(get()), code.trim());
          } catch {
            // Not a verdict on the code: let the buyer try again.
            set({ coupon: null });
            throw new Error('coupon_unavailable');
          }
          change((b) => model.couponSettled(b, result, catalogue.freeGifts ?? [], catalogue.currency));
        },
        removeCoupon() {
          const { basket, message } = model.removeCoupon(basketOf(get()));
          change(() => basket);
          return message;
        },
        empty() {
          set({ ...model.EMPTY_BASKET });
        },
      };
    },
    {
      name: BASKET_STORAGE_KEY,
      version: BASKET_VERSION,
      // Reading checks (and migrates) the stored basket with ./persist-check.ts, loaded then;
      // nothing is written before the stored basket was read (see `catalogue` above).
      storage: createJSONStorage(() => {
        const storage = expiringStorage(() => (typeof window === 'undefined' ? null : window.localStorage));
        return {
          ...storage,
          getItem: async (name: string): Promise<string | null> => {
            const raw = storage.getItem(name);
            if (raw === null) return null;
            const { checkStoredBasket } = await import('./persist-check');
            return checkStoredBasket(raw);
          },
          setItem: (name: string, value: string): void => {
            if (!storedBasketRead) return;
            storage.setItem(name, value);
            // The header's basket count reads the stored basket (./stored-count.ts).
            window.dispatchEvent(new Event(BASKET_CHANGED_EVENT));
          },
        };
      }),
      partialize: (s) => basketOf(s),
      // checkStoredBasket already migrated and checked what it hands over.
      merge: (persisted, current) => (persisted ? { ...current, ...basketOf(persisted as model.Basket) } : current),
      skipHydration: true,
      onRehydrateStorage: () => () => {
        storedBasketRead = true;
        useBasket.setState({ hydrated: true });
        // The free-gift rules against the catalogue this page was built with.
        if (catalogue.freeGifts) useBasket.getState().setCatalogue(catalogue.freeGifts, catalogue.currency);
      },
    },
  ),
);

let listening = false;

/** Reads the stored basket once per page, and follows changes made in other tabs. */
export function hydrateBasket(): void {
  if (typeof window === 'undefined' || listening) return;
  listening = true;
  void useBasket.persist.rehydrate();
  window.addEventListener('storage', (event) => {
    if (event.key === BASKET_STORAGE_KEY || event.key === null) void useBasket.persist.rehydrate();
  });
}
