'use client';

import { useImperativeHandle, useState, type Ref } from 'react';
import { confirmWithText, type PaymentContext, type PaymentFieldsHandle, type PaymentProvider } from '../payment/provider';
import styles from './Checkout.module.css';
import { ProviderAlert } from './Field';

// Methods the donor confirms with the provider itself (PayPal, Revolut Pay): no fields here;
// the provider authorises when the donor submits, and its refusal is shown here (Revolut Pay's
// sandbox provider asks the site to check the order first). Without live credentials the sandbox
// providers stand in (see payment/sandbox.ts).

interface Props {
  context: PaymentContext;
  provider: PaymentProvider;
  ref?: Ref<PaymentFieldsHandle>;
}

export function RedirectProviderFields({ context, provider, ref }: Props) {
  const [error, setError] = useState<string | null>(null);
  useImperativeHandle(ref, () => ({
    async authorize() {
      setError(null);
      const outcome = await provider.authorize(context);
      if (!outcome.ok) setError(outcome.message);
      return outcome;
    },
  }));
  return (
    <div className={styles.panel} data-provider="redirect">
      <p>{confirmWithText(context.option.label, context.purpose)}</p>
      <ProviderAlert message={error} />
    </div>
  );
}
