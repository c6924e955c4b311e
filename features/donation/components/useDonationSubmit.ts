'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import {
  attemptToKeep,
  captchaProvider,
  digestOf,
  dropStoredAttempt,
  needsCaptcha,
  newIdempotencyKey,
  readStoredAttempt,
  REVOLUT_GATEWAY,
  rememberRevolutGrant,
  resumableRevolut,
  revolutPayment,
  settleNextAction,
  storeAttempt,
  submitOrder,
  type CaptchaFlags,
  type Country,
  type OrderDraft,
  type OrderOutcome,
  type OrderPayment,
  type PaymentFieldsHandle,
  type PaymentMethodOption,
  type PaymentMode,
} from '@/features/checkout';
import type { Currency } from '@/features/common/money';
import { loadOnce } from '@/features/common/load-once';
import { track } from '@/features/common/track';
import { attemptAfterOutcome, attemptFingerprint, continuedDonationAttempt, DONATION_ATTEMPT_STORAGE, type DonationAttempt } from '../attempt';
import { MESSAGES } from '../messages';
import { DONATION_PAGE_HEADER, donationPagePath, stepUrl } from '../steps';
import { useDonationForm } from '../store';
import type { CheckoutPageProps } from './types';

// The payment step's submission (SPEC §4 'Donation form'): the provider's authorisation, the
// captcha when the settings ask for one, the order under its attempt's Idempotency-Key (see
// ../attempt.ts: a retry after an unknown outcome sends the same order under the same key),
// the bank's 3-D Secure challenge, then the thank-you.

export const ORDER_ROUTE = '/api/donation/order';
export const PAYMENT_FIELDS_LOADING = 'The payment form is still loading. Please try again in a moment.';

/**
 * The order's builder and its schemas (zod), in their own chunk: asked for when the donor first
 * reaches into the form and awaited on Donate, so the step itself loads without them. A failed
 * load (a network blip) is asked for again on the next press.
 */
const loadOrderBuilder = loadOnce(() => import('../order'));
export const preloadOrderBuilder = () => void loadOrderBuilder().catch(() => undefined);

/**
 * The attempt whose outcome is unknown, if any: the tab's, not the step's, so a donor who goes
 * back a step and returns without changing anything still retries under the same key. A reload
 * keeps only its key (DONATION_ATTEMPT_STORAGE, see ../attempt.ts).
 */
const attempt: { current: DonationAttempt | null } = { current: null };

/** What placing a donation needs: the site, the method chosen and its fields' handle. */
export interface PlaceDonationOptions {
  country: Country;
  currency: Currency;
  base: string;
  checkout: CaptchaFlags;
  mode: PaymentMode;
  option: PaymentMethodOption;
  fields: PaymentFieldsHandle;
  /** Opens the thank-you page (the router's push). */
  navigate(url: string): void;
}

/** The open attempt if the donor changed nothing, else a new one: authorised, with its captcha token. */
async function attemptFor({ country, currency, checkout, mode, option: chosen, fields }: PlaceDonationOptions, fingerprint: string): Promise<DonationAttempt | null> {
  const open = continuedDonationAttempt(attempt.current, fingerprint);
  if (open) return open; // no new authorisation: its PaymentMethod would change the body
  attempt.current = null;
  const builder = loadOrderBuilder(); // loads while the provider authorises
  builder.catch(() => undefined); // an early return leaves no unhandled rejection
  // After a reload or in a new tab, the same donation by Revolut Pay goes on with the Revolut
  // order its attempt was sent with (issue 46): never a second authorisation.
  // Only then is anything awaited before the authorisation: every other press authorises in its
  // own turn (a wallet's sheet and a payment window open only there).
  let stored = readStoredAttempt(DONATION_ATTEMPT_STORAGE);
  const resumed = stored?.revolut && chosen.gateway === REVOLUT_GATEWAY ? resumableRevolut(stored, await digestOf(fingerprint), chosen.gateway) : null;
  if (resumed) rememberRevolutGrant(resumed.id, resumed.grant);
  else if (stored?.revolut && chosen.gateway === REVOLUT_GATEWAY) {
    // Another donation than the kept one: its attempt is over here (the server reconciles its
    // authorisation), so the next press authorises in its own turn again.
    dropStoredAttempt(DONATION_ATTEMPT_STORAGE);
    stored = null;
  }
  const authorised = resumed ? revolutPayment({ kind: useDonationForm.getState().values.type }, resumed.id) : await fields.authorize();
  if (!authorised || !authorised.ok) {
    useDonationForm.getState().unlock();
    track('donationFormValidationError', { step: 'payment', fields: [chosen.key], message: authorised?.message ?? null });
    return null;
  }
  const captchaToken = needsCaptcha(chosen.key, checkout) ? await captchaProvider().token('donation') : null;
  const { buildDonationOrder } = await builder;
  const values = useDonationForm.getState().values;
  const body = buildDonationOrder(values, { country, currency, mode, payment: authorised.payment, paymentKey: chosen.key, payerName: authorised.payerName, captchaToken });
  // The same donation entered again after a reload goes on under the key its attempt was sent with.
  const digest = await digestOf(fingerprint);
  const kept = digest ? attemptToKeep(stored, digest, authorised.payment, newIdempotencyKey) : null;
  const key = kept?.key ?? newIdempotencyKey();
  if (kept) storeAttempt(DONATION_ATTEMPT_STORAGE, kept);
  return { key, fingerprint, body, payment: authorised.payment };
}

/**
 * Places the donation the store holds, paid through `fields`: the payment step's Donate and the
 * appeal page's wallet button (./WalletGift.tsx) both end here. Locks the form, sends the order
 * under its attempt's key, runs 3-D Secure, then opens the thank-you page or leaves the message
 * in the store (formErrorMessage). Synchronous up to the provider's authorize(): a wallet's sheet
 * opens inside the press.
 */
export async function placeDonation(options: PlaceDonationOptions): Promise<void> {
  const { country, base, option, fields } = options;
  const store = useDonationForm.getState();
  if (store.isLocked) return; // a second press while the first attempt runs makes no second order
  store.submitStarted();
  // The route checks the amount against the minimum of the page the donor chose it on.
  const pagePath = store.amountPage ?? donationPagePath(base);
  let outcome: OrderOutcome | null = null;
  try {
    const current = await attemptFor(options, attemptFingerprint(store.values, pagePath));
    if (!current) return;
    attempt.current = current;
    const pageHeader = { [DONATION_PAGE_HEADER]: pagePath };
    const first = await submitOrder(ORDER_ROUTE, current.body, current.key, pageHeader);
    fields.orderAnswered?.(first); // a wallet's sheet: success only now, for an accepted order
    // A card that needs 3-D Secure: the bank's challenge, then the same order with the intent,
    // a new attempt with no captcha token (CONTRACT §6: the waiting order's was verified).
    outcome = await settleNextAction(first, current.payment, fields, (payment) =>
      submitOrder(ORDER_ROUTE, { ...current.body, payment, captchaToken: null }, newIdempotencyKey(), pageHeader),
    );
    attempt.current = attemptAfterOutcome(current, outcome);
    if (!attempt.current) dropStoredAttempt(DONATION_ATTEMPT_STORAGE);
    useDonationForm.getState().submitAnswered(outcome);
    const after = useDonationForm.getState();
    if (after.paymentCompleted && after.orderID) {
      const orderID = after.orderID;
      after.finishDonation();
      options.navigate(stepUrl(base, country, 'thank-you', { orderID }));
      return;
    }
    track('donationFormSubmissionError', { statusCode: outcome.statusCode, orderStatus: outcome.orderStatus, message: after.formErrorMessage?.message ?? null, method: option.key });
  } catch (error) {
    // No answer (the attempt, if sent, stays open for the next press), or a throw after one.
    fields.orderAnswered?.(null);
    useDonationForm.getState().submitThrew();
    track('donationFormSubmissionError', { statusCode: null, message: error instanceof Error ? error.message : String(error), method: option.key });
  }
}

export interface DonationSubmitOptions {
  country: Country;
  currency: Currency;
  base: string;
  checkout: CheckoutPageProps['checkout'];
  mode: PaymentMode;
  /** The chosen method, if any, and all on offer (the first takes focus when none is chosen). */
  option: PaymentMethodOption | null;
  options: readonly PaymentMethodOption[];
}

export function useDonationSubmit({ country, currency, base, checkout, mode, option, options }: DonationSubmitOptions) {
  const router = useRouter();
  const [methodError, setMethodError] = useState<string | null>(null);
  const fieldsRef = useRef<PaymentFieldsHandle>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (useDonationForm.getState().isLocked) return;
    if (!option) {
      setMethodError(MESSAGES.payment_method);
      track('donationFormValidationError', { step: 'payment', fields: ['payment_method'] });
      document.getElementById(`payment-method-${options[0]?.key}`)?.focus();
      return;
    }
    const fields = fieldsRef.current;
    if (!fields) {
      // The method's provider is a lazy chunk: a press before it arrived must say so, not vanish.
      setMethodError(PAYMENT_FIELDS_LOADING);
      return;
    }
    setMethodError(null);
    return placeDonation({ country, currency, base, checkout, mode, option, fields, navigate: (url) => router.push(url) });
  }

  /**
   * The order as Donate would send it, paid with `payment`, before the payment exists: Revolut
   * Pay's route checks it (the amount against its page's minimum too) before making its order.
   */
  async function orderDraft(payment: OrderPayment): Promise<OrderDraft> {
    const { buildDonationOrder } = await loadOrderBuilder();
    const store = useDonationForm.getState();
    const paymentKey = options.find((o) => o.gateway === payment.gateway)?.key ?? 'revolut_pay';
    const body = buildDonationOrder(store.values, { country, currency, mode, payment, paymentKey, payerName: null, captchaToken: null });
    return { body, headers: { [DONATION_PAGE_HEADER]: store.amountPage ?? donationPagePath(base) } };
  }

  return { submit, methodError, setMethodError, fieldsRef, orderDraft };
}
