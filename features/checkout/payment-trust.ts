import type { PaymentMethodOption } from './payment-methods';

// Trust at payment (issue 40): beside the ways to pay, who processes the payment, in words a
// donor knows. Card and the wallets (Apple Pay, Google Pay) go through Stripe; PayPal and
// Revolut Pay through their own companies; a bank account is a direct debit the charity
// collects under the scheme's own protection (the Direct Debit Guarantee for a UK account,
// the SEPA refund right for an IBAN; features/checkout/direct-debit-texts.ts has their words).

export const PROCESSOR_LINES = {
  stripe: 'Payments processed securely by Stripe',
  paypal: 'Payments processed securely by PayPal',
  revolut: 'Payments processed securely by Revolut',
  bacs: 'Collected by Direct Debit, protected by the Direct Debit Guarantee',
  sepa: 'Collected by SEPA Direct Debit, with your bank’s right to a refund',
} as const;

/** The processor line for the chosen method (none chosen yet: the card's, the first offered). */
export function processorLine(option: Pick<PaymentMethodOption, 'key' | 'type'> | null): string {
  switch (option?.key) {
    case 'paypal':
      return PROCESSOR_LINES.paypal;
    case 'revolut_pay':
      return PROCESSOR_LINES.revolut;
    case 'bank_account':
      return option.type === 'direct_debit_uk' ? PROCESSOR_LINES.bacs : PROCESSOR_LINES.sepa;
    default:
      return PROCESSOR_LINES.stripe;
  }
}
