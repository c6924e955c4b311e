import { describe, expect, it } from 'vitest';
import type { OrderOutcome } from '@/features/checkout';
import { attemptAfterOutcome, attemptFingerprint, continuedDonationAttempt, type DonationAttempt } from './attempt';
import { changePaymentMethod, changeStep, chooseGift, completeStep, editValues, INITIAL_STATE, type DonationFormState } from './model';
import type { DonationOrder } from './order';

// The donation's Idempotency-Key belongs to the attempt (./attempt.ts): the same choices keep
// it while the outcome is unknown; a definite answer or an edit of the donation ends it.

const PAGE = '/appeal/gaza-emergency';

function chosen(): DonationFormState {
  let s = chooseGift(INITIAL_STATE, { kind: 'single', amount: 5000, appealId: '1175', base: PAGE, amountUrl: `${PAGE}/single?type=single`, sourceCode: '' });
  s = completeStep(s, 'details', { first_name: 'Aoife', last_name: 'Byrne', email: 'aoife@example.ie' });
  return changePaymentMethod(s, 'card', 'card');
}

function attemptOf(state: DonationFormState, key = 'k-1'): DonationAttempt {
  const payment = { type: 'credit_card', gateway: 'stripe_test', details: { stripe_payment_method_id: 'pm_card_visa' } } as unknown as DonationAttempt['payment'];
  return { key, fingerprint: attemptFingerprint(state.values, PAGE), body: { payment, captchaToken: 'sandbox-captcha-donation-1' } as unknown as DonationOrder, payment };
}

const answer = (statusCode: number): OrderOutcome => ({ statusCode, orderID: statusCode === 201 ? '1042' : null, orderStatus: statusCode === 201 ? 'completed' : null, errorMessage: null });

/** The key the next press sends under: the open attempt's, or a new one. */
function nextKey(open: DonationAttempt | null, state: DonationFormState, page = PAGE): string {
  return continuedDonationAttempt(open, attemptFingerprint(state.values, page))?.key ?? 'new';
}

describe('the donation attempt and its Idempotency-Key', () => {
  it('keeps the key while the outcome is unknown: no answer, a 5xx', () => {
    const state = chosen();
    const first = attemptOf(state);
    expect(nextKey(attemptAfterOutcome(first, null), state)).toBe('k-1');
    for (const status of [500, 502, 503, 504]) expect(nextKey(attemptAfterOutcome(first, answer(status)), state)).toBe('k-1');
  });

  it('keeps it across what a press changes by itself: the captcha token, the step the form is on', () => {
    const state = chosen();
    const open = attemptOf(state);
    const pressedAgain = editValues(changeStep(state, { index: 5, name: 'payment' }), { captcha_token: 'sandbox-captcha-donation-2' });
    expect(nextKey(open, pressedAgain)).toBe('k-1');
    expect(nextKey(open, editValues(state, {}))).toBe('k-1');
  });

  it('ends the attempt on a definite answer: a 201, a 4xx', () => {
    const state = chosen();
    for (const status of [201, 400, 402, 409, 422, 429]) {
      const after = attemptAfterOutcome(attemptOf(state), answer(status));
      expect(after).toBeNull();
      expect(nextKey(after, state)).toBe('new');
    }
  });

  it('ends it on an edit of the amount, the type, the method or the donor', () => {
    const state = chosen();
    const open = attemptOf(state);
    expect(nextKey(open, editValues(state, { amount: 6000, totalAmount: 6000 }))).toBe('new');
    expect(nextKey(open, chooseGift(state, { kind: 'monthly', amount: 5000, appealId: '1175', base: PAGE, amountUrl: `${PAGE}/monthly?type=monthly`, sourceCode: '' }))).toBe('new');
    expect(nextKey(open, changePaymentMethod(state, 'paypal', 'paypal'))).toBe('new');
    expect(nextKey(open, editValues(state, { email: 'someone.else@example.ie' }))).toBe('new');
    expect(nextKey(open, editValues(state, { address: { ...state.values.address, address_line1: '1 Other Road' } }))).toBe('new');
    expect(nextKey(open, editValues(state, { fundraisingCostsFormula: '7%' }))).toBe('new');
    // The same amount chosen on another page (another minimum) is another order.
    expect(nextKey(open, state, '/donate/single')).toBe('new');
  });

  it('compares choices, not the order of their keys', () => {
    const state = chosen();
    const reordered = { ...state, values: Object.fromEntries(Object.entries(state.values).reverse()) as typeof state.values };
    expect(attemptFingerprint(reordered.values, PAGE)).toBe(attemptFingerprint(state.values, PAGE));
  });

  it('has no open attempt before the first press', () => {
    expect(nextKey(null, chosen())).toBe('new');
  });
});
