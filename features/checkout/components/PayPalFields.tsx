'use client';

import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { PAYPAL_FAILED, PAYPAL_NOT_APPROVED, paypalApproved, paypalCreateOrder, paypalCreateSubscription, paypalScriptOptions } from '../payment/paypal';
import type { PaymentContext, PaymentFieldsHandle, PaymentOutcome } from '../payment/provider';
import styles from './Checkout.module.css';
import { ProviderAlert } from './Field';

// PayPal's buttons (its JS SDK, loaded from www.paypal.com only once PayPal is chosen on the
// payment step). The donor approves in PayPal's window; the approval then submits the form,
// whose authorize() hands it over as the order's payment.

interface Props {
  context: PaymentContext;
  clientId: string;
  /** The monthly plan (monthly gifts only). */
  planId: string | null;
  ref?: Ref<PaymentFieldsHandle>;
}

export default function PayPalFields({ context, clientId, planId, ref }: Props) {
  const approved = useRef<PaymentOutcome | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const monthly = context.kind === 'monthly';
  const { currency, kind, amountMinor } = context;
  const options = useMemo(() => paypalScriptOptions(clientId, currency, kind), [clientId, currency, kind]);

  // An approval is for one amount: a changed amount needs a new one.
  useEffect(() => {
    approved.current = null;
  }, [amountMinor]);

  useImperativeHandle(ref, () => ({
    async authorize() {
      return approved.current ?? { ok: false, message: PAYPAL_NOT_APPROVED };
    },
  }));

  return (
    <div ref={wrapper} className={styles.panel} data-provider="paypal">
      <p>Confirm your {monthly ? 'monthly ' : ''}donation with PayPal:</p>
      <PayPalScriptProvider options={options}>
        <PayPalButtons
          style={{ layout: 'vertical', label: monthly ? 'subscribe' : 'paypal' }}
          forceReRender={[amountMinor, currency, kind]}
          {...(monthly && planId ? { createSubscription: paypalCreateSubscription(context, planId) } : { createOrder: paypalCreateOrder(context) })}
          onApprove={async (data) => {
            const outcome = paypalApproved(context, data);
            if (!outcome.ok) {
              setError(outcome.message);
              return;
            }
            setError(null);
            approved.current = outcome;
            wrapper.current?.closest('form')?.requestSubmit();
          }}
          onCancel={() => setError(PAYPAL_NOT_APPROVED)}
          onError={() => setError(PAYPAL_FAILED)}
        />
      </PayPalScriptProvider>
      <ProviderAlert message={error} />
    </div>
  );
}
