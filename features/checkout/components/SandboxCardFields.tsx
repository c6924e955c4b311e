'use client';

import { useImperativeHandle, useState, type Ref } from 'react';
import { cardPayment, sandboxCardPaymentMethod, type CardErrors, type SandboxCard } from '../payment/sandbox';
import type { PaymentContext, PaymentFieldsHandle } from '../payment/provider';
import { TextField } from './Field';
import styles from './Checkout.module.css';

// The sandbox card provider's fields: the same fields Stripe's card element asks for; a
// published Stripe test card number becomes its test payment-method id (pm_card_visa…).

interface Props {
  context: PaymentContext;
  ref?: Ref<PaymentFieldsHandle>;
}

export function SandboxCardFields({ context, ref }: Props) {
  const [card, setCard] = useState<SandboxCard>({ name: context.donorName, number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
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
      return { ...cardPayment(context, result.id), payerName: card.name.trim() };
    },
  }));

  return (
    <div className={styles.panel} data-provider="sandbox-card">
      <p className={styles.hint}>Test payments: use a Stripe test card, e.g. 4242 4242 4242 4242, any future date and any CVC.</p>
      <TextField id="card-name" label="Name on card" value={card.name} onChange={set('name')} error={errors.name} autoComplete="cc-name" maxLength={200} />
      <TextField id="card-number" label="Card number" value={card.number} onChange={set('number')} error={errors.number} autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <div className={styles.row}>
        <TextField id="card-expiry" label="Expiry date (MM/YY)" value={card.expiry} onChange={set('expiry')} error={errors.expiry} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <TextField id="card-cvc" label="Security code (CVC)" value={card.cvc} onChange={set('cvc')} error={errors.cvc} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
    </div>
  );
}
