'use client';

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PaymentContext, PaymentFieldsHandle, PaymentOutcome } from '../payment/provider';
import { mountRevolutPay, REVOLUT_FAILED, REVOLUT_NOT_APPROVED } from '../payment/revolut';
import styles from './Checkout.module.css';
import { ProviderAlert } from './Field';

// The Revolut Pay button (RevolutCheckout.js, loaded from merchant.revolut.com only once Revolut
// Pay is chosen on the payment step). The donor pays in Revolut's window; the paid order then
// submits the form, whose authorize() hands it over as the order's payment.

interface Props {
  context: PaymentContext;
  publicKey: string;
  ref?: Ref<PaymentFieldsHandle>;
}

export default function RevolutPayFields({ context, publicKey, ref }: Props) {
  const approved = useRef<PaymentOutcome | null>(null);
  const button = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { amountMinor, currency, kind, mode, donorName, email, option, country } = context;

  useEffect(() => {
    const target = button.current;
    if (!target) return;
    approved.current = null;
    let remove: (() => void) | null = null;
    let cancelled = false;
    mountRevolutPay(target, { option, country, kind, mode, amountMinor, currency, donorName, email }, publicKey, {
      onApproved(outcome) {
        setError(null);
        approved.current = outcome;
        target.closest('form')?.requestSubmit();
      },
      onFailed: setError,
    })
      .then((unmount) => {
        if (cancelled) unmount();
        else remove = unmount;
      })
      .catch(() => setError(REVOLUT_FAILED));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [option, country, kind, mode, amountMinor, currency, donorName, email, publicKey]);

  useImperativeHandle(ref, () => ({
    async authorize() {
      return approved.current ?? { ok: false, message: REVOLUT_NOT_APPROVED };
    },
  }));

  return (
    <div className={styles.panel} data-provider="revolut-pay">
      <p>Confirm your {kind === 'monthly' ? 'monthly ' : ''}donation with Revolut Pay:</p>
      <div ref={button} />
      <ProviderAlert message={error} />
    </div>
  );
}
