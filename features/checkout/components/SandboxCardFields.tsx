'use client';

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { cardPayment } from '../payment/payments';
import { SANDBOX_AUTHENTICATION_FAILED, sandboxCardPaymentMethod, type CardErrors, type SandboxCard } from '../payment/sandbox';
import type { NextActionOutcome, PaymentContext, PaymentFieldsHandle } from '../payment/provider';
import { TextField } from './Field';
import styles from './Checkout.module.css';

// The sandbox card provider's fields: the same fields Stripe's card element asks for; a
// published Stripe test card number becomes its test payment-method id (pm_card_visa…). A test
// card that needs 3-D Secure gets the sandbox's stand-in for the bank's challenge, as Stripe's
// test mode shows one: complete or fail the authentication.


interface Props {
  context: PaymentContext;
  ref?: Ref<PaymentFieldsHandle>;
}

export function SandboxCardFields({ context, ref }: Props) {
  const [card, setCard] = useState<SandboxCard>({ name: context.donorName, number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [challenge, setChallenge] = useState<{ clientSecret: string; settle: (outcome: NextActionOutcome) => void } | null>(null);
  const completeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (challenge) completeRef.current?.focus();
  }, [challenge]);
  const set = (field: keyof SandboxCard) => (e: { target: { value: string } }) => setCard((c) => ({ ...c, [field]: e.target.value }));

  useImperativeHandle(ref, () => ({
    async authorize() {
      const result = sandboxCardPaymentMethod(card);
      if (!result.ok) {
        setErrors(result.errors);
        const first = (['name', 'number', 'expiry', 'cvc'] as const).find((f) => result.errors[f]);
        if (first) document.getElementById(`card-${first}`)?.focus();
        return { ok: false, message: Object.values(result.errors)[0]! };
      }
      setErrors({});
      return cardPayment(context, result.id, null, card.name.trim());
    },
    handleNextAction(clientSecret) {
      return new Promise<NextActionOutcome>((resolve) => setChallenge({ clientSecret, settle: resolve }));
    },
  }));

  function answer(complete: boolean) {
    if (!challenge) return;
    const intent = challenge.clientSecret.split('_secret_')[0]!;
    challenge.settle(complete ? { ok: true, paymentIntentId: intent } : { ok: false, message: SANDBOX_AUTHENTICATION_FAILED });
    setChallenge(null);
  }

  return (
    <div className={styles.panel} data-provider="sandbox-card">
      <p className={styles.hint}>Test payments: use a Stripe test card, e.g. 4242 4242 4242 4242, any future date and any CVC.</p>
      <TextField id="card-name" label="Name on card" value={card.name} onChange={set('name')} error={errors.name} autoComplete="cc-name" maxLength={200} />
      <TextField id="card-number" label="Card number" value={card.number} onChange={set('number')} error={errors.number} autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <div className={styles.row}>
        <TextField id="card-expiry" label="Expiry date (MM/YY)" value={card.expiry} onChange={set('expiry')} error={errors.expiry} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <TextField id="card-cvc" label="Security code (CVC)" value={card.cvc} onChange={set('cvc')} error={errors.cvc} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
      {challenge ? (
        <div role="dialog" aria-modal="true" aria-labelledby="sandbox-3ds-title" className={styles.panel} data-sandbox-3ds>
          <p id="sandbox-3ds-title" className={styles.legend}>
            Test 3-D Secure: your bank asks you to confirm this payment
          </p>
          <div className={styles.row}>
            <button ref={completeRef} type="button" className="button" onClick={() => answer(true)}>
              Complete authentication
            </button>
            <button type="button" className="button" onClick={() => answer(false)}>
              Fail authentication
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
