import type { FieldErrors } from 'react-hook-form';
import type { OrderOutcome, OrderPayment, PaymentMethodOption } from '@/features/checkout';
import { CHOOSE_PAYMENT_METHOD, PAYMENT_INCOMPLETE, SUBMIT_FAILED } from './buyer-form';
import type { BuyerForm } from './checkout-schema';

// The gift checkout's state (SPEC §2 '/checkout', §3 'Gift order') as pure functions: what the
// form shows (lock, messages, the placed order) as a reducer, and when an order is sent under a
// new Idempotency-Key. The view (components/CheckoutView.tsx) and its submission hook
// (components/useGiftOrderSubmit.ts) only wire them to React and the network.

/** The checkout's heading and browser title, and the thank-you's (the page and its island share them). */
export const CHECKOUT_TITLE = 'Checkout';
export const THANK_YOU_TITLE = 'Thank you for your order';

export const CARDS_INCOMPLETE = 'Some cards or Santa letters are missing details. Please complete them on the cards page.';

export interface GiftCheckoutState {
  /** The payment method the buyer picked (it may have gone stale: see chosenMethod). */
  option: PaymentMethodOption | null;
  optionError: string | null;
  /** The form's alert above the pay button. */
  formError: string | null;
  /** An order is on its way: the fields and the button are disabled. */
  locked: boolean;
  /** The order placed and paid in this visit (the thank-you shows it). */
  orderId: string | null;
}

export const INITIAL_GIFT_CHECKOUT: GiftCheckoutState = { option: null, optionError: null, formError: null, locked: false, orderId: null };

export type GiftCheckoutEvent =
  /** The buyer picked a payment method: its error and the form's alert go. */
  | { type: 'methodChosen'; option: PaymentMethodOption }
  /** The form's fields did not pass: a missing payment method is flagged too. */
  | { type: 'formInvalid'; methodChosen: boolean }
  /** Pay was pressed with valid fields. */
  | { type: 'submitStarted' }
  /** Refused before anything was sent or authorised (cards to complete). */
  | { type: 'refused'; message: string }
  | { type: 'methodMissing' }
  /** The payment provider is authorising and the order is on its way. */
  | { type: 'sending' }
  /** The provider refused the details (its fields show why and take focus). */
  | { type: 'providerRefused' }
  /** The order route's answer (after any 3-D Secure challenge). */
  | { type: 'answered'; outcome: OrderOutcome }
  /** Nothing usable came back (network failure, unreadable answer, a provider that threw). */
  | { type: 'failed' };

export function giftCheckout(state: GiftCheckoutState, event: GiftCheckoutEvent): GiftCheckoutState {
  switch (event.type) {
    case 'methodChosen':
      return { ...state, option: event.option, optionError: null, formError: null };
    case 'formInvalid':
      return event.methodChosen ? state : { ...state, optionError: CHOOSE_PAYMENT_METHOD };
    case 'submitStarted':
      return { ...state, formError: null };
    case 'refused':
      return { ...state, formError: event.message };
    case 'methodMissing':
      return { ...state, optionError: CHOOSE_PAYMENT_METHOD };
    case 'sending':
      return { ...state, locked: true };
    case 'providerRefused':
      return { ...state, locked: false };
    case 'answered':
      // A completed order keeps the form locked: the thank-you replaces it.
      if (isCompleted(event.outcome)) return { ...state, orderId: event.outcome.orderID, formError: null };
      return { ...state, locked: false, formError: outcomeMessage(event.outcome) };
    case 'failed':
      return { ...state, locked: false, formError: SUBMIT_FAILED };
  }
}

/** The order is created and paid. */
export function isCompleted(outcome: OrderOutcome): outcome is OrderOutcome & { orderID: string } {
  return outcome.statusCode === 201 && Boolean(outcome.orderID) && outcome.orderStatus === 'completed';
}

/** What the buyer reads after an answer that is not a completed order: the backend's words when it sent any. */
export function outcomeMessage(outcome: OrderOutcome): string {
  return outcome.errorMessage ?? (outcome.statusCode === 201 ? PAYMENT_INCOMPLETE : SUBMIT_FAILED);
}

/** The picked method while it is still offered (a change of mode after hydration drops it). */
export function chosenMethod(state: GiftCheckoutState, options: readonly PaymentMethodOption[]): PaymentMethodOption | null {
  const { option } = state;
  return option && options.some((o) => o.id === option.id) ? option : null;
}

/** The tab's sessionStorage entry of the open attempt's key, digest and time (features/checkout/attempt-storage.ts). */
export const GIFT_ATTEMPT_STORAGE = 'cw_gift_attempt';

/** One order sent under one Idempotency-Key, with the time and captcha token it was made with. */
export interface GiftOrderAttempt {
  key: string;
  /** What makes the order as built at `now` (orderIdentity: without the captcha token and the payment's per-authorisation ids). */
  body: string;
  captchaToken: string | null;
  now: Date;
  /** The payment it was sent with: a retry of the same order goes on with it (see useGiftOrderSubmit). */
  payment: OrderPayment | null;
}

/**
 * The attempt a submission belongs to: the previous one when the order, built at the previous
 * attempt's time, is the one it sent (a retry after a network failure or a 5xx; a new
 * authorisation of the same card does not change it), so the retry keeps its key and captcha
 * token and can never make a second order or charge. Null: the order changed (or there was
 * none), and a new attempt starts.
 */
export function continuedAttempt(previous: GiftOrderAttempt | null, bodyAt: (now: Date) => string): GiftOrderAttempt | null {
  return previous && bodyAt(previous.now) === previous.body ? previous : null;
}

/**
 * The open attempt's own payment, when Pay is pressed again for the very same order with the same
 * method after an unknown outcome (a 5xx, no answer): the retry goes on with it. A new
 * authorisation would be a second Revolut order (or PayPal approval) the backend never sees,
 * and the order route would capture that one while the order holds the first. Null: authorise.
 * `bodyWith`: the order as built with a payment at a time (orderIdentity).
 */
export function retriedPayment(previous: GiftOrderAttempt | null, gateway: string, bodyWith: (payment: OrderPayment, now: Date) => string): OrderPayment | null {
  const payment = previous?.payment;
  if (!payment || payment.gateway !== gateway) return null;
  return continuedAttempt(previous, (now) => bodyWith(payment, now)) ? payment : null;
}

export function newAttempt(key: string, now: Date, captchaToken: string | null, bodyAt: (now: Date) => string, payment: OrderPayment | null): GiftOrderAttempt {
  return { key, body: bodyAt(now), captchaToken, now, payment };
}

/**
 * After a reload, the kept attempt (its key, digest and time) when the order the buyer entered
 * again, built at the kept time, has the same digest: it goes on under the same key, so the
 * backend answers as it did the first time. `digest` is attempt-storage's digestOf.
 */
export async function restoredAttempt(
  stored: { key: string; digest: string; at?: string } | null,
  bodyAt: (now: Date) => string,
  digest: (text: string) => Promise<string | null>,
): Promise<{ key: string; now: Date } | null> {
  if (!stored?.at) return null;
  const now = new Date(stored.at);
  return (await digest(bodyAt(now))) === stored.digest ? { key: stored.key, now } : null;
}

/**
 * After an answer that did not complete the order: the attempt is over (the next press makes a
 * new one) unless it was a 5xx, which may hide an order taken before the failure: then the very
 * same order sent again keeps its key.
 */
export function attemptAfterAnswer(attempt: GiftOrderAttempt | null, outcome: OrderOutcome): GiftOrderAttempt | null {
  return outcome.statusCode < 500 ? null : attempt;
}

/** The id of the first field with an error, in page order (it takes focus). */
export function firstErrorId(errors: FieldErrors<BuyerForm>): string | null {
  const order: [boolean, string][] = [
    [Boolean(errors.title), 'buyer-title'],
    [Boolean(errors.firstName), 'buyer-firstName'],
    [Boolean(errors.lastName), 'buyer-lastName'],
    [Boolean(errors.email), 'buyer-email'],
    [Boolean(errors.phone), 'buyer-phone'],
    [Boolean(errors.organization), 'buyer-organization'],
    [Boolean(errors.address?.address_line1), 'address-address_line1'],
    [Boolean(errors.address?.locality), 'address-locality'],
    [Boolean(errors.address?.postal_code), 'address-postal_code'],
    [Boolean(errors.giftaid), 'giftaid-yes'],
  ];
  return order.find(([has]) => has)?.[1] ?? null;
}

/** '/checkout?orderID=…': the thank-you survives a reload (once the basket is empty). */
export function orderIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('orderID');
  return id && /^\d{1,20}$/.test(id) ? id : null;
}

/** The order the thank-you shows: the one placed now, or after a reload the URL's once the basket is read and empty. */
export function shownOrderId(placed: string | null, basket: { hydrated: boolean; items: number }, urlOrderId: string | null): string | null {
  return placed ?? (basket.hydrated && basket.items === 0 ? urlOrderId : null);
}
