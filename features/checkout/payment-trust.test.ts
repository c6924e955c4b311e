import { describe, expect, it } from 'vitest';
import { paymentMethodOption } from './payment-methods';
import { PROCESSOR_LINES, processorLine } from './payment-trust';

describe('processorLine: who processes the chosen way to pay (issue 40)', () => {
  it('names Stripe for card and the wallets, PayPal and Revolut for theirs', () => {
    for (const key of ['card', 'apple_pay', 'google_pay'] as const) expect(processorLine(paymentMethodOption(key, 'IE', 'single', 'live'))).toBe('Payments processed securely by Stripe');
    expect(processorLine(paymentMethodOption('paypal', 'GB', 'single', 'test'))).toBe('Payments processed securely by PayPal');
    expect(processorLine(paymentMethodOption('revolut_pay', 'IE', 'single', 'live'))).toBe('Payments processed securely by Revolut');
  });

  it('says what protects a direct debit: the Guarantee (UK), the SEPA refund right (IE)', () => {
    expect(processorLine(paymentMethodOption('bank_account', 'GB', 'monthly', 'live'))).toBe(PROCESSOR_LINES.bacs);
    expect(processorLine(paymentMethodOption('bank_account', 'IE', 'monthly', 'live'))).toBe(PROCESSOR_LINES.sepa);
  });

  it('before a method is chosen, names the card’s processor', () => {
    expect(processorLine(null)).toBe(PROCESSOR_LINES.stripe);
  });
});
