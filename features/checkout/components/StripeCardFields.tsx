'use client';

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { cardPayment } from '../payment/payments';
import type { PaymentContext, PaymentFieldsHandle } from '../payment/provider';
import { loadStripeFor, stripeNextAction } from '../payment/stripe';
import { ProviderAlert, TextField } from './Field';
import styles from './Checkout.module.css';

// Stripe Elements card fields (@stripe/react-stripe-js), used when a publishable key is
// configured. Loaded with next/dynamic from the payment step only. A card that needs 3-D
// Secure is authenticated with handleNextAction once the backend holds the order.

interface Props {
  context: PaymentContext;
  publishableKey: string;
  ref?: Ref<PaymentFieldsHandle>;
  onEdit?: () => void;
}

function CardForm({ context, ref, onEdit }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState(context.donorName);
  const [error, setError] = useState<string | null>(null);

  useImperativeHandle(ref, () => ({
    async authorize() {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { ok: false, message: 'The card form is still loading. Please try again in a moment.' };
      if (!name.trim()) {
        setError('Please enter the name on the card');
        return { ok: false, message: 'Please enter the name on the card' };
      }
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: name.trim(), email: context.email } });
      if (result.error || !result.paymentMethod) {
        const message = result.error?.message ?? 'Your card could not be used.';
        setError(message);
        return { ok: false, message };
      }
      setError(null);
      return cardPayment(context, result.paymentMethod.id, null, name.trim());
    },
    async handleNextAction(clientSecret) {
      if (!stripe) return { ok: false, message: 'The card form is still loading. Please try again in a moment.' };
      const outcome = await stripeNextAction(stripe, clientSecret);
      setError(outcome.ok ? null : outcome.message);
      return outcome;
    },
  }));

  return (
    <div className={styles.panel} data-provider="stripe-card">
      <TextField id="card-name" label="Name on card" value={name} onChange={(e) => setName(e.target.value)} autoComplete="cc-name" maxLength={200} />
      <div className={styles.field}>
        <span className={styles.label} id="card-element-label">
          Card details
        </span>
        <div className={styles.input} aria-labelledby="card-element-label">
          <CardElement options={{ hidePostalCode: true }} onChange={() => onEdit?.()} />
        </div>
      </div>
      <ProviderAlert message={error} />
    </div>
  );
}

export default function StripeCardFields({ context, publishableKey, ref, onEdit }: Props) {
  const stripePromise = useMemo(() => loadStripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <CardForm context={context} ref={ref} onEdit={onEdit} />
    </Elements>
  );
}
