'use client';

import { useReducer, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import {
  captchaProvider,
  digestOf,
  dropStoredAttempt,
  needsCaptcha,
  newIdempotencyKey,
  orderIdentity,
  OrderSubmitError,
  readStoredAttempt,
  rememberRevolutGrant,
  revolutGrantFor,
  revolutOrderIdOf,
  revolutPayment,
  storeAttempt,
  settleNextAction,
  submitOrder,
  type ContactPreferences,
  type OrderDraft,
  type OrderPayment,
  type PaymentFieldsHandle,
  type PaymentMethodOption,
} from '@/features/checkout/client';
import { readAttribution } from '@/features/common/attribution-session';
import type { Currency } from '@/features/common/money';
import { attributionSource } from '@/features/common/modes';
import { track } from '@/features/common/track';
import { useBasket } from '../basket/store';
import { cardErrors } from '../card-validation';
import {
  attemptAfterAnswer,
  CARDS_INCOMPLETE,
  chosenMethod,
  continuedAttempt,
  firstErrorId,
  GIFT_ATTEMPT_STORAGE,
  giftCheckout,
  INITIAL_GIFT_CHECKOUT,
  isCompleted,
  newAttempt,
  restoredAttempt,
  retriedPayment,
  type GiftCheckoutEvent,
  type GiftOrderAttempt,
} from '../checkout-model';
import type { BuyerForm } from '../checkout-schema';
import type { GiftOrderBody } from '../order';
import { orderRecap, saveRecap, tabStorage, type OrderRecap } from '../order-recap';
import type { CharityCountry } from '../sending-time';
import { giftSourceCode } from '../source-code';
import { loadCheckoutCode } from './checkout-code';

// The gift checkout's submission: the buyer's details and the basket become the order sent to
// /api/gifts/order under an Idempotency-Key (one per attempt: see ../checkout-model.ts), with
// the payment provider's authorisation, the captcha when the settings ask for one, and the
// bank's 3-D Secure challenge. The basket is emptied only once the order is created and paid.

export const ORDER_URL = '/api/gifts/order';

export interface GiftOrderSubmitOptions {
  country: CharityCountry;
  currency: Currency;
  /** The captcha flags as the order route applies them (captchaFlagsFor). */
  checkout: { captchaCard: boolean; captchaWallet: boolean };
  /** Source codes whose startsAt has passed (SPEC §5). */
  sourceCodes: readonly { code: string }[];
  /** A corporate basket (the company name is asked for). */
  corporate: boolean;
  giftAid: boolean;
  preferences: ContactPreferences;
  /** The payment methods on offer. */
  options: readonly PaymentMethodOption[];
}

export function useGiftOrderSubmit({ country, currency, checkout, sourceCodes, corporate, giftAid, preferences, options }: GiftOrderSubmitOptions) {
  const [state, dispatch] = useReducer(giftCheckout, INITIAL_GIFT_CHECKOUT);
  // What the thank-you recaps: the basket as it was paid for (it is emptied then).
  const [recap, setRecap] = useState<OrderRecap | null>(null);
  const paymentRef = useRef<PaymentFieldsHandle>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const attempt = useRef<GiftOrderAttempt | null>(null);
  const chosen = chosenMethod(state, options);

  /** An event that shows the form's alert, which then takes focus. */
  function alert(event: GiftCheckoutEvent) {
    dispatch(event);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  async function pay(values: BuyerForm) {
    dispatch({ type: 'submitStarted' });
    const basket = useBasket.getState();
    if (Object.keys(cardErrors(basket.products, country)).length > 0) {
      alert({ type: 'refused', message: CARDS_INCOMPLETE });
      return;
    }
    if (!chosen) {
      dispatch({ type: 'methodMissing' });
      requestAnimationFrame(() => document.getElementById(`payment-method-${options[0]?.key ?? 'card'}`)?.focus());
      return;
    }
    dispatch({ type: 'sending' });
    // The schema and the order's builder load while the provider authorises.
    const code = loadCheckoutCode();
    code.catch(() => undefined);
    /** The order as Pay sends it, paid with `payment` (the buyer's values read now). */
    const orderWith = async (payment: OrderPayment) => {
      const { buyerSchema, giftBuyer, buildGiftOrder } = await code;
      const parsed = buyerSchema(country, { corporate, giftAid }).parse(values);
      const order = { basket, buyer: giftBuyer(parsed, country, preferences), giftaid: giftAid && parsed.giftaid === true, sourceCode: giftSourceCode(readAttribution(), attributionSource(), sourceCodes), country, payment };
      return { order, buildGiftOrder };
    };
    try {
      // A retry of an attempt whose outcome is unknown goes on with the payment it was sent with.
      const open = attempt.current;
      let retried: OrderPayment | null = null;
      if (open?.payment) {
        const { order, buildGiftOrder } = await orderWith(open.payment);
        retried = retriedPayment(open, chosen.gateway, (payment, now) => orderIdentity(buildGiftOrder({ ...order, payment, now })));
      }
      // After a reload or in a new tab, the same order by Revolut Pay goes on with the Revolut order
      // its attempt was sent with (issue 46): the digest covers that order, so it matches only then.
      const stored = readStoredAttempt(GIFT_ATTEMPT_STORAGE);
      const kept = !retried && !open && stored?.revolut ? revolutPayment({ kind: 'single' }, stored.revolut.id).payment : null;
      if (kept && stored?.revolut && chosen.gateway === kept.gateway) {
        const { order, buildGiftOrder } = await orderWith(kept);
        if (await restoredAttempt(stored, (now) => orderIdentity(buildGiftOrder({ ...order, now })), digestOf)) {
          rememberRevolutGrant(stored.revolut.id, stored.revolut.grant);
          retried = kept;
        } else dropStoredAttempt(GIFT_ATTEMPT_STORAGE); // another order: the next press authorises in its own turn
      }
      const authorized = retried ? { ok: true as const, payment: retried } : await paymentRef.current?.authorize();
      if (!authorized) throw new OrderSubmitError('no payment fields');
      if (!authorized.ok) {
        dispatch({ type: 'providerRefused' }); // the payment fields show their own error and focus it
        return;
      }
      const { order, buildGiftOrder } = await orderWith(authorized.payment);
      const bodyAt = (now: Date) => orderIdentity(buildGiftOrder({ ...order, now }));
      let current = continuedAttempt(attempt.current, bodyAt);
      if (!current) {
        // After a reload, the same order entered again goes on under its attempt's key and time.
        const restored = await restoredAttempt(readStoredAttempt(GIFT_ATTEMPT_STORAGE), bodyAt, digestOf);
        const now = restored?.now ?? new Date();
        const captchaToken = needsCaptcha(chosen.key, checkout) ? await captchaProvider().token('gift_order') : null;
        current = newAttempt(restored?.key ?? newIdempotencyKey(), now, captchaToken, bodyAt, authorized.payment);
        const digest = await digestOf(current.body);
        // With its Revolut order and the site's grant on it, so a reload resumes that authorisation.
        const revolutId = revolutOrderIdOf(authorized.payment);
        const grant = revolutId ? revolutGrantFor(revolutId) : null;
        const revolut = revolutId && grant ? { revolut: { id: revolutId, grant } } : {};
        if (digest) storeAttempt(GIFT_ATTEMPT_STORAGE, { key: current.key, digest, at: now.toISOString(), ...revolut });
      }
      attempt.current = current;
      const { now, captchaToken } = current;
      const body: GiftOrderBody = buildGiftOrder({ ...order, now, captchaToken });
      const first = await submitOrder(ORDER_URL, body, current.key);
      paymentRef.current?.orderAnswered?.(first); // a wallet's sheet: success only now, for an accepted order
      // A card that needs 3-D Secure: the bank's challenge, then the same order with the intent,
      // a new attempt with no captcha token (CONTRACT §6: the waiting order's was verified).
      const answer = await settleNextAction(first, authorized.payment, paymentRef.current, (payment) =>
        submitOrder(ORDER_URL, buildGiftOrder({ ...order, payment, now, captchaToken: null }), newIdempotencyKey()),
      );
      if (isCompleted(answer)) {
        dropStoredAttempt(GIFT_ATTEMPT_STORAGE);
        const placed = orderRecap(basket, { orderId: answer.orderID, currency, email: values.email, country, now });
        saveRecap(tabStorage(), placed);
        setRecap(placed);
        dispatch({ type: 'answered', outcome: answer });
        useBasket.getState().empty();
        window.history.replaceState(null, '', `/checkout?orderID=${encodeURIComponent(answer.orderID)}`);
        window.scrollTo(0, 0);
        requestAnimationFrame(() => thanksRef.current?.focus());
        return;
      }
      attempt.current = attemptAfterAnswer(attempt.current, answer);
      if (!attempt.current) dropStoredAttempt(GIFT_ATTEMPT_STORAGE);
      track('giftOrderSubmissionError', { statusCode: answer.statusCode });
      alert({ type: 'answered', outcome: answer });
    } catch {
      paymentRef.current?.orderAnswered?.(null);
      track('giftOrderSubmissionError', { statusCode: null });
      alert({ type: 'failed' });
    }
  }

  /** A press that cannot go on yet (a wallet's sheet before the form could be checked): the form's alert says why. */
  function refuse(message: string) {
    alert({ type: 'refused', message });
  }

  function invalid(found: FieldErrors<BuyerForm>) {
    const id = firstErrorId(found);
    dispatch({ type: 'formInvalid', methodChosen: chosen !== null });
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function chooseMethod(option: PaymentMethodOption) {
    dispatch({ type: 'methodChosen', option });
  }

  /**
   * The order as Pay would send it for these buyer values, paid with `payment`, before the
   * payment exists: Revolut Pay's route checks it (prices, cards, coupon) before making its order.
   */
  async function draftFor(values: BuyerForm, payment: OrderPayment): Promise<OrderDraft> {
    const { buyerSchema, giftBuyer, buildGiftOrder } = await loadCheckoutCode();
    const parsed = buyerSchema(country, { corporate, giftAid }).parse(values);
    const sourceCode = giftSourceCode(readAttribution(), attributionSource(), sourceCodes);
    const buyer = giftBuyer(parsed, country, preferences);
    return { body: buildGiftOrder({ basket: useBasket.getState(), buyer, giftaid: giftAid && parsed.giftaid === true, sourceCode, country, payment, now: new Date(), captchaToken: null }) };
  }

  return { ...state, recap, chosen, paymentRef, alertRef, thanksRef, pay, invalid, refuse, chooseMethod, draftFor };
}
