'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OrderOutcome, PaymentMethodKey } from '@/features/checkout';
import * as model from './model';
import type { CheckoutStep, StepKey } from './steps';

// The donation form's zustand store: a thin wrapper over ./model.ts. The tab's session keeps
// only the gift and the step (model.persistable); SPEC §4 drops the form state on restore, so
// a reload forgets the donor's personal data, the lock, the order id, payment flags and errors.

export const STORAGE_KEY = 'cw_donation_form';

interface Actions {
  chooseGift(choice: model.GiftChoice): void;
  edit(patch: Partial<model.DonationValues>): void;
  completeStep(key: StepKey, patch?: Partial<model.DonationValues>): void;
  changeStep(step: Pick<CheckoutStep, 'index' | 'name'>): void;
  changePaymentMethod(id: string, key: PaymentMethodKey): void;
  setStripeButtonAvailability(available: boolean): void;
  submitStarted(): void;
  submitAnswered(outcome: OrderOutcome): void;
  submitThrew(): void;
  submitRefusedLocally(message: string): void;
  unlock(): void;
  finishDonation(): void;
  startMonthlyGift(ask: { amount: number; base: string; amountUrl: string }): void;
  reset(): void;
}

export type DonationStore = model.DonationFormState & Actions;

const wrap = (set: (fn: (s: DonationStore) => Partial<DonationStore>) => void) =>
  <A extends unknown[]>(fn: (state: model.DonationFormState, ...args: A) => model.DonationFormState) =>
  (...args: A) =>
    set((s) => fn(s, ...args));

export const useDonationForm = create<DonationStore>()(
  persist(
    (set) => {
      const act = wrap(set);
      return {
        ...model.INITIAL_STATE,
        chooseGift: act(model.chooseGift),
        edit: act(model.editValues),
        completeStep: act(model.completeStep),
        changeStep: act(model.changeStep),
        changePaymentMethod: act(model.changePaymentMethod),
        setStripeButtonAvailability: act(model.setStripeButtonAvailability),
        submitStarted: act(model.submitStarted),
        submitAnswered: act(model.submitAnswered),
        submitThrew: act(model.submitThrew),
        submitRefusedLocally: act(model.submitRefusedLocally),
        unlock: act(model.unlock),
        finishDonation: act(model.finishDonation),
        startMonthlyGift: act(model.startMonthlyGift),
        reset: () => set(() => model.reset()),
      };
    },
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => model.persistable(state),
      merge: (persisted, current) => ({ ...current, ...model.restore(persisted) }),
      migrate: (persisted) => model.restore(persisted),
      // Restored after mount (no hydration mismatch between the server HTML and the session).
      skipHydration: true,
    },
  ),
);

let hydration: Promise<void> | null = null;

/** Loads the session's answers once (call from an effect). */
export function hydrateDonationForm(): Promise<void> {
  hydration ??= Promise.resolve(useDonationForm.persist.rehydrate()).catch(() => undefined);
  return hydration;
}
