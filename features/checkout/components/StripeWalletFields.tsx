'use client';

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { confirmWithText, type PaymentContext, type PaymentFieldsHandle } from '../payment/provider';
import { loadStripeFor, stripeNextAction } from '../payment/stripe';
import { prepareWallet, walletHandle, WALLET_UNAVAILABLE, type PreparedWallet, type Wallet } from './wallet-request';
import styles from './Checkout.module.css';

// Apple Pay / Google Pay through Stripe's payment request (offered only when canMakePayment
// said so). The request is prepared when the method is chosen, so the sheet opens in the
// donor's own click (Safari refuses show() after an await: ./wallet-request.ts); its payment
// method joins the card path.

interface Props {
  context: PaymentContext;
  publishableKey: string;
  wallet: Wallet;
  ref?: Ref<PaymentFieldsHandle>;
}

export default function StripeWalletFields({ context, publishableKey, wallet, ref }: Props) {
  const prepared = useRef<PreparedWallet>({ state: 'loading' });
  const latest = useRef(context);
  useEffect(() => {
    latest.current = context;
  });

  const { country, currency } = context;
  useEffect(() => {
    let cancelled = false;
    prepared.current = { state: 'loading' };
    void loadStripeFor(publishableKey)
      .then((stripe) => prepareWallet(stripe, { ...latest.current, country, currency }, wallet))
      .catch((): PreparedWallet => ({ state: 'unavailable' }))
      .then((result) => {
        if (!cancelled) prepared.current = result;
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, country, currency, wallet]);

  // A refusal (not available, still loading, cancelled) is this method's to show (PaymentOutcome).
  const [refusal, setRefusal] = useState<string | null>(null);
  useImperativeHandle(ref, () =>
    walletHandle(
      () => prepared.current,
      () => latest.current,
      wallet,
      async (clientSecret) => {
        const stripe = await loadStripeFor(publishableKey);
        return stripe ? stripeNextAction(stripe, clientSecret) : { ok: false, message: WALLET_UNAVAILABLE };
      },
      (outcome) => setRefusal(outcome.ok ? null : outcome.message),
    ),
  );
  return (
    <>
      <p className={styles.panel}>{confirmWithText(wallet === 'apple_pay' ? 'Apple Pay' : 'Google Pay', context.purpose)}</p>
      {refusal ? (
        <p className={styles.error} role="alert" data-wallet-refusal>
          {refusal}
        </p>
      ) : null}
    </>
  );
}
