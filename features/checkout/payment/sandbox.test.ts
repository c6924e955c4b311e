import { describe, expect, it } from 'vitest';
import { paymentMethodOption } from '../payment-methods';
import { captchaProvider } from './captcha';
import { CARD_EXPIRED_MESSAGE, CARD_TEST_ONLY_MESSAGE, cardPayment, luhn, sandboxCardPaymentMethod, sandboxPaypalOrderId, sandboxPaypalProvider } from './sandbox';

const NOW = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12/30') => ({ name: 'Aoife Byrne', number, expiry, cvc: '123' });

describe('sandbox card provider', () => {
  it("maps Stripe's published test cards to their test payment-method ids", () => {
    expect(sandboxCardPaymentMethod(card('4242 4242 4242 4242'), NOW)).toEqual({ ok: true, id: 'pm_card_visa' });
    expect(sandboxCardPaymentMethod(card('5555555555554444'), NOW)).toEqual({ ok: true, id: 'pm_card_mastercard' });
    expect(sandboxCardPaymentMethod(card('4000 0000 0000 0002'), NOW)).toEqual({ ok: true, id: 'pm_card_chargeDeclined' });
  });

  it('checks the number, expiry, CVC and name like Elements does', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(sandboxCardPaymentMethod(card('4012888888881881'), NOW)).toEqual({ ok: false, errors: { number: CARD_TEST_ONLY_MESSAGE } });
    expect(sandboxCardPaymentMethod(card('4242424242424242', '10/26'), NOW)).toEqual({ ok: false, errors: { expiry: CARD_EXPIRED_MESSAGE } });
    const bad = sandboxCardPaymentMethod({ name: ' ', number: '1234', expiry: '13/29', cvc: '1' }, NOW);
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.errors).sort()).toEqual(['cvc', 'expiry', 'name', 'number']);
  });

  it('builds the card payment, with the monthly billing plan for recurring gifts', () => {
    const option = paymentMethodOption('card', 'IE', 'monthly', 'test');
    const context = { option, country: 'IE' as const, kind: 'monthly' as const, mode: 'test' as const, amountMinor: 1000, currency: 'EUR' as const, donorName: 'A B', email: 'a@b.ie' };
    expect(cardPayment(context, 'pm_card_visa').payment).toEqual({
      gateway: 'stripe_ie_test',
      type: 'credit_card',
      details: { stripe_payment_method_id: 'pm_card_visa', billing_plan: { interval_unit: 'month', interval_count: 1, total_cycles: 0 } },
    });
    expect(cardPayment({ ...context, kind: 'single' }, 'pm_card_visa', 'google_pay').payment.details).toEqual({ stripe_payment_method_id: 'pm_card_visa', wallet: 'google_pay' });
  });
});

describe('sandbox PayPal and captcha providers', () => {
  it('yields PayPal order ids of 17 capitals and digits', async () => {
    expect(sandboxPaypalOrderId()).toMatch(/^[A-Z0-9]{17}$/);
    const option = paymentMethodOption('paypal', 'GB', 'single', 'live');
    const outcome = await sandboxPaypalProvider.authorize({ option, country: 'GB', kind: 'single', mode: 'live', amountMinor: 100, currency: 'GBP', donorName: 'A B', email: 'a@b.uk' });
    expect(outcome).toMatchObject({ ok: true, payment: { gateway: 'paypal_ec_gb_live', type: 'paypal_ec' } });
  });
  it('gives a fresh captcha token per attempt', async () => {
    const [a, b] = await Promise.all([captchaProvider().token('donation'), captchaProvider().token('donation')]);
    expect(a).toMatch(/^sandbox-captcha-donation-/);
    expect(a).not.toBe(b);
  });
});
