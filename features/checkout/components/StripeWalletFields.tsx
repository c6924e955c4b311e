'use client';

import { useImperativeHandle, type Ref } from 'react';
import { cardPayment } from '../payment/payments';
import { confirmWithText, type PaymentContext, type PaymentFieldsHandle, type PaymentOutcome } from '../payment/provider';
import { loadStripeFor, stripeNextAction } from '../payment/stripe';
import styles from './Checkout.module.css';

// Apple Pay / Google Pay through Stripe's payment request (offered only when canMakePayment
// said so). The sheet opens when the donor submits; its payment method joins the card path.

interface Props {
  context: PaymentContext;
  publishableKey: string;
  wallet: 'apple_pay' | 'google_pay';
  ref?: Ref<PaymentFieldsHandle>;
}

export default function StripeWalletFields({ context, publishableKey, wallet, ref }: Props) {
  useImperativeHandle(ref, () => ({
    async authorize(): Promise<PaymentOutcome> {
      const stripe = await loadStripeFor(publishableKey);
      if (!stripe) return { ok: false, message: 'This payment method is not available just now.' };
      const request = stripe.paymentRequest({
        country: context.country,
        currency: context.currency.toLowerCase(),
        total: { label: context.kind === 'monthly' ? 'Monthly donation' : 'Donation', amount: context.amountMinor },
        requestPayerName: true,
        requestPayerEmail: true,
      });
      await request.canMakePayment();
      return new Promise<PaymentOutcome>((resolve) => {
        request.on('paymentmethod', (event) => {
          event.complete('success');
          resolve(cardPayment(context, event.paymentMethod.id, wallet, event.payerName ?? null));
        });
        request.on('cancel', () => resolve({ ok: false, message: 'The payment was cancelled.' }));
        request.show();
      });
    },
    async handleNextAction(clientSecret) {
      const stripe = await loadStripeFor(publishableKey);
      return stripe ? stripeNextAction(stripe, clientSecret) : { ok: false, message: 'This payment method is not available just now.' };
    },
  }));
  return <p className={styles.panel}>{confirmWithText(wallet === 'apple_pay' ? 'Apple Pay' : 'Google Pay', context.purpose)}</p>;
}
