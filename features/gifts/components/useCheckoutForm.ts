'use client';

import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver, type OrderDraft, type OrderPayment } from '@/features/checkout/client';
import { CHECKOUT_LOADING, EMPTY_BUYER } from '../buyer-form';
import type { BuyerForm } from '../checkout-schema';
import { loadCheckoutCode, loadedCheckoutCode } from './checkout-code';
import { useGiftOrderSubmit, type GiftOrderSubmitOptions } from './useGiftOrderSubmit';

// The checkout form (react-hook-form with the buyer schema, whose zod chunk loads when the
// buyer reaches into the form: ./checkout-code.ts), its submission (./useGiftOrderSubmit.ts)
// and the Pay press. Safari opens the Apple Pay sheet only inside the buyer's gesture, and
// handleSubmit awaits its resolver: so with a wallet chosen the press checks the fields with
// the schema synchronously and, when they pass, calls pay() at once (pay() reaches the
// wallet's authorize(), hence show(), before its first await). handleSubmit then only shows
// the errors; the other methods keep it as is.

const isWallet = (key: string | undefined) => key === 'apple_pay' || key === 'google_pay';

/** Revolut Pay's button pressed before the buyer's details pass their checks (which then show). */
export const DETAILS_FIRST = 'Please complete your details above, then pay with Revolut Pay.';

export function useCheckoutForm(options: GiftOrderSubmitOptions) {
  const { country, corporate, giftAid } = options;
  const validation = useMemo(
    () => lazyResolver(() => loadCheckoutCode().then(({ zodResolver, buyerSchema }) => zodResolver(buyerSchema(country, { corporate, giftAid })))),
    [country, corporate, giftAid],
  );
  const form = useForm<BuyerForm>({ resolver: validation.resolver, defaultValues: EMPTY_BUYER, shouldFocusError: false });
  const order = useGiftOrderSubmit(options);
  const { handleSubmit, getValues } = form;
  const { chosen, pay, invalid, refuse } = order;

  /** The form's submit; the promise (for tests) settles once the press is handled. */
  function submit(event: FormEvent): Promise<void> {
    if (!isWallet(chosen?.key)) return handleSubmit(pay, invalid)(event);
    event.preventDefault();
    // The same check as the resolver's, and its parsed values are what handleSubmit gives pay().
    const checked = loadedCheckoutCode()?.buyerSchema(country, { corporate, giftAid }).safeParse(getValues());
    if (checked?.success) return pay(checked.data);
    // Fields to correct (handleSubmit shows them), or a press before the checks arrived: the
    // sheet must not open after this await, so the buyer presses again.
    return handleSubmit(() => refuse(CHECKOUT_LOADING), invalid)(event);
  }

  /** The order Revolut Pay's route checks before it makes the Revolut order: the form must pass its own checks first. */
  async function orderDraft(payment: OrderPayment): Promise<OrderDraft> {
    if (!(await form.trigger())) throw new Error(DETAILS_FIRST);
    return order.draftFor(getValues(), payment);
  }

  return { form, validation, order, submit, orderDraft };
}
