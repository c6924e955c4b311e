import { describe, expect, it } from 'vitest';
import { gatewaysFor, needsCaptcha, paymentMethodsFor } from './payment-methods';

describe('payment methods (SPEC §9)', () => {
  it('offers the bank account for monthly gifts only, then card and PayPal', () => {
    expect(paymentMethodsFor('IE', 'single', 'live').map((m) => m.key)).toEqual(['card', 'paypal']);
    expect(paymentMethodsFor('IE', 'monthly', 'live').map((m) => m.key)).toEqual(['bank_account', 'card', 'paypal']);
    expect(paymentMethodsFor('GB', 'monthly', 'test').map((m) => [m.key, m.type])).toEqual([
      ['bank_account', 'direct_debit_uk'],
      ['card', 'credit_card'],
      ['paypal', 'paypal_ec'],
    ]);
    expect(paymentMethodsFor('IE', 'monthly', 'test')[0]!.type).toBe('direct_debit_sepa');
  });

  it('adds the wallets only when the payment-request button is available, Revolut Pay only when enabled', () => {
    const all = paymentMethodsFor('IE', 'single', 'live', { applePay: true, googlePay: true, revolutPay: true });
    expect(all.map((m) => m.label)).toEqual(['Card', 'PayPal', 'Apple Pay', 'Google Pay', 'Revolut Pay']);
    expect(paymentMethodsFor('GB', 'single', 'live', { applePay: false, googlePay: true, revolutPay: false }).map((m) => m.key)).toEqual(['card', 'paypal', 'google_pay']);
  });

  it('carries id, mode, donation type, region and a gateway of that mode', () => {
    const [card] = paymentMethodsFor('GB', 'single', 'test');
    expect(card).toEqual({
      id: 'card_gb_single_test',
      key: 'card',
      label: 'Card',
      mode: 'test',
      donation_type: 'single_donation',
      region: 'GB',
      type: 'credit_card',
      gateway: 'stripe_gb_test',
    });
    expect(paymentMethodsFor('IE', 'monthly', 'live')[0]).toMatchObject({ donation_type: 'recurring_donation', gateway: 'direct_debit_sepa_ie_live', mode: 'live' });
    expect(gatewaysFor('IE', 'live').has('stripe_ie_test')).toBe(false);
    expect(gatewaysFor('IE', 'test').has('stripe_ie_test')).toBe(true);
  });

  it('asks for a captcha for cards and wallets as the settings say', () => {
    expect(needsCaptcha('card', { captchaCard: true, captchaWallet: false })).toBe(true);
    expect(needsCaptcha('apple_pay', { captchaCard: true, captchaWallet: false })).toBe(false);
    expect(needsCaptcha('google_pay', { captchaCard: false, captchaWallet: true })).toBe(true);
    expect(needsCaptcha('paypal', { captchaCard: true, captchaWallet: true })).toBe(false);
  });
});
