import { describe, expect, it } from 'vitest';
import { digestOf, paymentMethodsFor, type OrderOutcome, type OrderPayment } from '@/features/checkout';
import {
  attemptAfterAnswer,
  CARDS_INCOMPLETE,
  chosenMethod,
  continuedAttempt,
  firstErrorId,
  giftCheckout,
  INITIAL_GIFT_CHECKOUT,
  isCompleted,
  newAttempt,
  orderIdFromSearch,
  outcomeMessage,
  restoredAttempt,
  retriedPayment,
  shownOrderId,
  type GiftCheckoutState,
  type GiftOrderAttempt,
} from './checkout-model';
import { CHOOSE_PAYMENT_METHOD, PAYMENT_INCOMPLETE, SUBMIT_FAILED } from './buyer-form';

const options = paymentMethodsFor('IE', 'single', 'test');
const card = options.find((o) => o.key === 'card')!;
const paypal = options.find((o) => o.key === 'paypal')!;

const answer = (statusCode: number, extra: Partial<OrderOutcome> = {}): OrderOutcome => ({ statusCode, orderID: null, orderStatus: null, errorMessage: null, ...extra });
const completed = answer(201, { orderID: '1042', orderStatus: 'completed' });

/** A state after pay was pressed with the card chosen: locked, the order on its way. */
function sending(): GiftCheckoutState {
  let s = giftCheckout(INITIAL_GIFT_CHECKOUT, { type: 'methodChosen', option: card });
  s = giftCheckout(s, { type: 'submitStarted' });
  return giftCheckout(s, { type: 'sending' });
}

describe('gift checkout model: the form (SPEC §2 /checkout)', () => {
  it('starts unlocked with no method, no messages and no order', () => {
    expect(INITIAL_GIFT_CHECKOUT).toEqual({ option: null, optionError: null, formError: null, locked: false, orderId: null });
  });

  it('choosing a method clears its error and the form alert', () => {
    const flagged = giftCheckout(giftCheckout(INITIAL_GIFT_CHECKOUT, { type: 'methodMissing' }), { type: 'refused', message: CARDS_INCOMPLETE });
    expect(flagged).toMatchObject({ optionError: CHOOSE_PAYMENT_METHOD, formError: CARDS_INCOMPLETE });
    const chosen = giftCheckout(flagged, { type: 'methodChosen', option: paypal });
    expect(chosen).toEqual({ ...INITIAL_GIFT_CHECKOUT, option: paypal });
  });

  it('invalid fields flag a missing method too, and leave a chosen one alone', () => {
    expect(giftCheckout(INITIAL_GIFT_CHECKOUT, { type: 'formInvalid', methodChosen: false }).optionError).toBe(CHOOSE_PAYMENT_METHOD);
    const chosen = giftCheckout(INITIAL_GIFT_CHECKOUT, { type: 'methodChosen', option: card });
    expect(giftCheckout(chosen, { type: 'formInvalid', methodChosen: true })).toBe(chosen);
  });

  it('pressing pay clears the alert; cards to complete are refused before anything is locked or sent', () => {
    const failed = giftCheckout(sending(), { type: 'failed' });
    const started = giftCheckout(failed, { type: 'submitStarted' });
    expect(started).toMatchObject({ formError: null, locked: false });
    const refused = giftCheckout(started, { type: 'refused', message: CARDS_INCOMPLETE });
    expect(refused).toMatchObject({ formError: CARDS_INCOMPLETE, locked: false });
    expect(giftCheckout(started, { type: 'methodMissing' })).toMatchObject({ optionError: CHOOSE_PAYMENT_METHOD, locked: false, formError: null });
  });

  it('sending locks; a provider refusing the details unlocks with no alert of the form’s own', () => {
    const s = sending();
    expect(s).toMatchObject({ locked: true, formError: null });
    expect(giftCheckout(s, { type: 'providerRefused' })).toMatchObject({ locked: false, formError: null, orderId: null });
  });

  it('a completed order keeps the form locked and holds the order id for the thank-you', () => {
    expect(giftCheckout(sending(), { type: 'answered', outcome: completed })).toMatchObject({ orderId: '1042', locked: true, formError: null });
  });

  it("any other answer unlocks with the backend's message, or the shop's own", () => {
    const declined = giftCheckout(sending(), { type: 'answered', outcome: answer(402, { errorMessage: 'Your card was declined. Please try another card or payment method.' }) });
    expect(declined).toMatchObject({ locked: false, orderId: null, formError: 'Your card was declined. Please try another card or payment method.' });
    expect(giftCheckout(sending(), { type: 'answered', outcome: answer(201, { orderID: '77', orderStatus: 'pending' }) })).toMatchObject({ locked: false, orderId: null, formError: PAYMENT_INCOMPLETE });
    expect(giftCheckout(sending(), { type: 'answered', outcome: answer(502) })).toMatchObject({ locked: false, formError: SUBMIT_FAILED });
  });

  it("a failure with no answer unlocks with 'Sorry, we couldn't submit the form…'", () => {
    expect(giftCheckout(sending(), { type: 'failed' })).toMatchObject({ locked: false, formError: "Sorry, we couldn't submit the form. Please review your payment details and try again." });
  });

  it('only a 201 with an order id and state completed is a completed order', () => {
    expect(isCompleted(completed)).toBe(true);
    expect(isCompleted(answer(201, { orderID: '1', orderStatus: 'requires_action' }))).toBe(false);
    expect(isCompleted(answer(201, { orderStatus: 'completed' }))).toBe(false);
    expect(isCompleted(answer(200, { orderID: '1', orderStatus: 'completed' }))).toBe(false);
    expect(outcomeMessage(answer(201, { orderID: '1', orderStatus: 'failed' }))).toBe(PAYMENT_INCOMPLETE);
    expect(outcomeMessage(answer(422))).toBe(SUBMIT_FAILED);
    expect(outcomeMessage(answer(201, { errorMessage: 'Bank says no' }))).toBe('Bank says no');
  });

  it('a chosen method that is no longer offered counts as none', () => {
    const chosen = giftCheckout(INITIAL_GIFT_CHECKOUT, { type: 'methodChosen', option: paypal });
    expect(chosenMethod(chosen, options)).toBe(paypal);
    expect(chosenMethod(chosen, options.filter((o) => o.key !== 'paypal'))).toBeNull();
    expect(chosenMethod(INITIAL_GIFT_CHECKOUT, options)).toBeNull();
  });
});

describe('gift checkout model: one Idempotency-Key per attempt', () => {
  const bodyAt = (order: { amount: number }) => (now: Date) => JSON.stringify({ ...order, at: now.toISOString() });
  const first: GiftOrderAttempt = newAttempt('key-1', new Date('2026-11-23T10:00:00Z'), 'captcha-1', bodyAt({ amount: 3000 }), null);

  it('a new attempt holds its key, time, captcha token and the order as built at that time', () => {
    expect(first).toEqual({ key: 'key-1', now: new Date('2026-11-23T10:00:00Z'), captchaToken: 'captcha-1', body: '{"amount":3000,"at":"2026-11-23T10:00:00.000Z"}', payment: null });
  });

  it('the very same order continues the attempt (same key and captcha token), a changed one does not', () => {
    expect(continuedAttempt(first, bodyAt({ amount: 3000 }))).toBe(first);
    expect(continuedAttempt(first, bodyAt({ amount: 6000 }))).toBeNull();
    expect(continuedAttempt(null, bodyAt({ amount: 3000 }))).toBeNull();
  });

  it('a retry of the very same order with the same method goes on with the payment it was sent with (no second Revolut order); anything else authorises anew', () => {
    const revolut = { type: 'credit_card', gateway: 'revolut', details: { revolut_order_id: 'rev-1' } } as unknown as OrderPayment;
    const bodyWith = (amount: number) => (payment: OrderPayment, now: Date) => JSON.stringify({ amount, gateway: payment.gateway, at: now.toISOString() });
    const sent = newAttempt('key-2', new Date('2026-11-23T10:00:00Z'), null, (now) => bodyWith(3000)(revolut, now), revolut);
    expect(retriedPayment(sent, 'revolut', bodyWith(3000))).toBe(revolut);
    expect(retriedPayment(sent, 'revolut', bodyWith(6000))).toBeNull();
    expect(retriedPayment(sent, 'stripe_ie', bodyWith(3000))).toBeNull();
    expect(retriedPayment(first, 'revolut', bodyWith(3000))).toBeNull();
    expect(retriedPayment(null, 'revolut', bodyWith(3000))).toBeNull();
  });

  it('after a reload, the same order entered again goes on under the kept key and time; another order does not', async () => {
    const at = '2026-11-23T10:00:00.000Z';
    const kept = { key: 'key-1', digest: (await digestOf(bodyAt({ amount: 3000 })(new Date(at))))!, at };
    expect(await restoredAttempt(kept, bodyAt({ amount: 3000 }), digestOf)).toEqual({ key: 'key-1', now: new Date(at) });
    expect(await restoredAttempt(kept, bodyAt({ amount: 6000 }), digestOf)).toBeNull();
    expect(await restoredAttempt({ key: 'key-1', digest: kept.digest }, bodyAt({ amount: 3000 }), digestOf)).toBeNull();
    expect(await restoredAttempt(null, bodyAt({ amount: 3000 }), digestOf)).toBeNull();
  });

  it('an answer below 500 ends the attempt; a 5xx (an order may hide behind it) keeps it', () => {
    expect(attemptAfterAnswer(first, answer(402))).toBeNull();
    expect(attemptAfterAnswer(first, answer(201, { orderID: '9', orderStatus: 'pending' }))).toBeNull();
    expect(attemptAfterAnswer(first, answer(502))).toBe(first);
    expect(attemptAfterAnswer(first, answer(503))).toBe(first);
  });
});

describe('gift checkout model: focus and the thank-you', () => {
  it('focuses the first field with an error in page order', () => {
    expect(firstErrorId({})).toBeNull();
    expect(firstErrorId({ email: { type: 'pattern' }, lastName: { type: 'too_small' } })).toBe('buyer-lastName');
    expect(firstErrorId({ giftaid: { type: 'invalid_type' }, address: { postal_code: { type: 'too_small' } } })).toBe('address-postal_code');
    expect(firstErrorId({ giftaid: { type: 'invalid_type' } })).toBe('giftaid-yes');
    expect(firstErrorId({ organization: { type: 'too_small' }, title: { type: 'invalid_value' } })).toBe('buyer-title');
  });

  it("reads the order id from '/checkout?orderID=…' only when it is a number", () => {
    expect(orderIdFromSearch('?orderID=1042')).toBe('1042');
    expect(orderIdFromSearch('')).toBeNull();
    expect(orderIdFromSearch('?orderID=abc')).toBeNull();
    expect(orderIdFromSearch('?orderID=123456789012345678901')).toBeNull();
    expect(orderIdFromSearch('?orderID=%3Cscript%3E')).toBeNull();
  });

  it('shows the placed order, or after a reload the URL’s once the basket is read and empty', () => {
    expect(shownOrderId('1042', { hydrated: false, items: 3 }, null)).toBe('1042');
    expect(shownOrderId(null, { hydrated: true, items: 0 }, '77')).toBe('77');
    expect(shownOrderId(null, { hydrated: false, items: 0 }, '77')).toBeNull();
    expect(shownOrderId(null, { hydrated: true, items: 1 }, '77')).toBeNull();
  });
});
