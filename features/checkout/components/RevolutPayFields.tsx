'use client';

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PaymentContext, PaymentFieldsHandle, PaymentOutcome } from '../payment/provider';
import { createRevolutOrder, mountRevolutPay, REVOLUT_FAILED, REVOLUT_NOT_APPROVED } from '../payment/revolut';
import styles from './Checkout.module.css';
import { ProviderAlert } from './Field';

// The Revolut Pay button (RevolutCheckout.js, loaded from merchant.revolut.com only once Revolut
// Pay is chosen on the payment step). Its press asks the site for a Revolut order for the order
// as the form has it now (the site checks that order first, and refuses with a message); the
// donor pays in Revolut's window; the paid order then submits the form, whose authorize() hands
// it over as the order's payment, once: a refused order's authorisation is cancelled, so the
// next attempt pays again.

interface Props {
  context: PaymentContext;
  publicKey: string;
  ref?: Ref<PaymentFieldsHandle>;
}

export default function RevolutPayFields({ context, publicKey, ref }: Props) {
  const approved = useRef<PaymentOutcome | null>(null);
  const button = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { amountMinor, currency, kind, mode, donorName, email, option, country, orderDraft } = context;
  // The draft changes with every render of the form: the button reads the latest without remounting.
  const draft = useRef(orderDraft);
  useEffect(() => {
    draft.current = orderDraft;
  }, [orderDraft]);

  useEffect(() => {
    const target = button.current;
    if (!target) return;
    approved.current = null;
    let remove: (() => void) | null = null;
    let cancelled = false;
    const mounted: PaymentContext = { option, country, kind, mode, amountMinor, currency, donorName, email };
    // A refused order's message is shown here, whatever the widget then reports.
    const createOrder = () =>
      createRevolutOrder({ ...mounted, orderDraft: draft.current }).then(
        ({ publicId }) => ({ publicId }),
        (refusal: unknown) => {
          setError(refusal instanceof Error && refusal.message ? refusal.message : REVOLUT_FAILED);
          throw refusal;
        },
      );
    mountRevolutPay(
      target,
      mounted,
      publicKey,
      {
        onApproved(outcome) {
          setError(null);
          approved.current = outcome;
          target.closest('form')?.requestSubmit();
        },
        onFailed: setError,
      },
      undefined,
      createOrder,
    )
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
      const outcome = approved.current;
      approved.current = null;
      return outcome ?? { ok: false, message: REVOLUT_NOT_APPROVED };
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
