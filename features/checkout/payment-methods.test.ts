import { describe, expect, it } from 'vitest';
import { gatewaysFor, needsCaptcha, NO_WALLETS, paymentMethodsFor } from './payment-methods';
import { paymentProviderNotices } from './payment/startup';

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

  it('in live mode offers only the methods whose provider has a key; test mode offers all (sandbox providers stand in)', () => {
    const none = { stripe: false, paypal: false, revolut: false, paypalPlan: false };
    const every = { applePay: true, googlePay: true, revolutPay: true };
    expect(paymentMethodsFor('IE', 'monthly', 'live', every, none).map((m) => m.key)).toEqual(['bank_account']);
    expect(paymentMethodsFor('IE', 'single', 'live', every, none)).toEqual([]);
    const stripeOnly = { ...none, stripe: true };
    expect(paymentMethodsFor('IE', 'single', 'live', every, stripeOnly).map((m) => m.key)).toEqual(['card', 'apple_pay', 'google_pay']);
    expect(paymentMethodsFor('GB', 'single', 'live', every, { ...none, paypal: true, revolut: true }).map((m) => m.key)).toEqual(['paypal', 'revolut_pay']);
    // Monthly PayPal is a subscription: it needs the monthly plan too.
    expect(paymentMethodsFor('GB', 'monthly', 'live', NO_WALLETS, { ...none, paypal: true }).map((m) => m.key)).toEqual(['bank_account']);
    expect(paymentMethodsFor('GB', 'monthly', 'live', NO_WALLETS, { ...none, paypal: true, paypalPlan: true }).map((m) => m.key)).toEqual(['bank_account', 'paypal']);
    expect(paymentMethodsFor('GB', 'monthly', 'test', every, none).map((m) => m.key)).toEqual(['bank_account', 'card', 'paypal', 'apple_pay', 'google_pay', 'revolut_pay']);
    // The order route agrees: no gateway without its provider in live mode.
    expect([...gatewaysFor('IE', 'live', none)]).toEqual(['direct_debit_sepa_ie_live']);
    expect(gatewaysFor('IE', 'live', stripeOnly).has('stripe_ie_live')).toBe(true);
    expect(gatewaysFor('IE', 'live', stripeOnly).has('paypal_ec_ie_live')).toBe(false);
    expect(gatewaysFor('IE', 'test', none).has('paypal_ec_ie_test')).toBe(true);
  });

  it('names at start every method live mode cannot offer, and where test mode uses the sandbox', () => {
    const none = { stripe: false, paypal: false, revolut: false, paypalPlan: false };
    const notices = paymentProviderNotices('production', { live: { ...none, stripe: true }, test: none });
    expect(notices.filter((n) => n.level === 'warn').map((n) => n.data.message)).toEqual([
      'PayPal: not offered in live mode until NEXT_PUBLIC_PAYPAL_CLIENT_ID is set at build time',
      'Revolut Pay: not offered in live mode until NEXT_PUBLIC_REVOLUT_PUBLIC_KEY is set at build time',
    ]);
    expect(notices.filter((n) => n.event === 'payment_sandbox_provider')).toHaveLength(3);
    const revolut = paymentProviderNotices('production', { live: { ...none, revolut: true }, test: none }, { live: false, test: false });
    expect(revolut.map((n) => n.data.message)).toContain('Revolut Pay: its button cannot create orders in live mode until REVOLUT_SECRET_KEY is set');
    // Staging takes no live payments: nothing to warn about.
    expect(paymentProviderNotices('staging', { live: none, test: none }).filter((n) => n.level === 'warn')).toEqual([]);
    // Test mode's Revolut Pay without a public key still makes real Revolut orders: it needs the secret key.
    const sandboxRevolut = paymentProviderNotices('staging', { live: none, test: none }, { live: false, test: false });
    expect(sandboxRevolut.filter((n) => n.level === 'warn').map((n) => n.data.missing)).toEqual(['REVOLUT_SECRET_KEY_TEST']);
  });
});
