'use client';

import dynamic from 'next/dynamic';
import type { Ref } from 'react';
import type { PaymentMethodOption } from '../payment-methods';
import type { PaymentContext, PaymentFieldsHandle, PaymentProvider } from '../payment/provider';
import { sandboxPaypalProvider, sandboxRevolutProvider } from '../payment/sandbox';
import { paypalPlanId, providerKey } from '../payment/keys';
import { stripePublishableKey } from '../payment/stripe';
import { RedirectProviderFields } from './RedirectProviderFields';
import { SandboxCardFields } from './SandboxCardFields';
import styles from './Checkout.module.css';

// The chosen method's fields. Each provider's code (Stripe, PayPal, Revolut Pay) is split out
// and loaded only when its key is configured for the mode and its method is chosen; without a
// key (test mode only: live mode does not offer the method) the sandbox provider stands in.
// The direct debit fields (with the IBAN and sort code checks) come when that method is chosen.

const StripeCardFields = dynamic(() => import('./StripeCardFields'), { ssr: false, loading: () => <p>Loading the card form…</p> });
const StripeWalletFields = dynamic(() => import('./StripeWalletFields'), { ssr: false });
const PayPalFields = dynamic(() => import('./PayPalFields'), { ssr: false, loading: () => <p>Loading PayPal…</p> });
const DirectDebitFields = dynamic(() => import('./DirectDebitFields').then((m) => m.DirectDebitFields), { ssr: false, loading: () => <p>Loading the bank account form…</p> });
// The methods' marks (brand artwork, ./PaymentMarks.tsx) come in their own chunk, after the step.
const MethodMarks = dynamic(() => import('./PaymentMarks').then((m) => m.MethodMarks), { ssr: false });
const RevolutPayFields = dynamic(() => import('./RevolutPayFields'), { ssr: false, loading: () => <p>Loading Revolut Pay…</p> });

export interface PaymentFieldsProps {
  context: PaymentContext;
  ref?: Ref<PaymentFieldsHandle>;
  /** Settings tooltips by field (direct_debit…). */
  tooltips?: Record<string, string>;
  /** The charity a direct debit mandate names (settings' charity name; the site's name without one). */
  creditor?: string;
  /** Providers to use instead of the sandbox ones (PayPal, Revolut Pay). */
  providers?: Partial<Record<'paypal' | 'revolut_pay', PaymentProvider>>;
  /** The donor edited a field the page cannot see change (Stripe's card element lives in its own frame). */
  onEdit?: () => void;
}

export function PaymentFields({ context, ref, tooltips = {}, creditor, providers = {}, onEdit }: PaymentFieldsProps) {
  const key = stripePublishableKey(context.mode);
  switch (context.option.key) {
    case 'card':
      return key ? <StripeCardFields context={context} publishableKey={key} ref={ref} onEdit={onEdit} /> : <SandboxCardFields context={context} ref={ref} />;
    case 'apple_pay':
    case 'google_pay':
      return key ? <StripeWalletFields context={context} publishableKey={key} wallet={context.option.key} ref={ref} /> : null;
    case 'bank_account':
      return <DirectDebitFields context={context} creditor={creditor} tooltip={tooltips.direct_debit} ref={ref} />;
    case 'paypal': {
      const clientId = providerKey('paypal', context.mode);
      if (providers.paypal || !clientId) return <RedirectProviderFields context={context} provider={providers.paypal ?? sandboxPaypalProvider} ref={ref} />;
      return <PayPalFields context={context} clientId={clientId} planId={paypalPlanId(context.mode)} ref={ref} />;
    }
    case 'revolut_pay': {
      const publicKey = providerKey('revolut', context.mode);
      if (providers.revolut_pay || !publicKey) return <RedirectProviderFields context={context} provider={providers.revolut_pay ?? sandboxRevolutProvider} ref={ref} />;
      return <RevolutPayFields context={context} publicKey={publicKey} ref={ref} />;
    }
  }
}

interface PickerProps {
  options: PaymentMethodOption[];
  value: string | null;
  onChange: (option: PaymentMethodOption) => void;
  error?: string | null;
  legend?: string;
}

/**
 * The payment method choice: a radio group of large rows, keyboard-operable. Each row's marks
 * sit beside its label, not in it (the label's text stays the method's name).
 */
export function PaymentMethodPicker({ options, value, onChange, error, legend = 'How would you like to pay?' }: PickerProps) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.choices}>
        {options.map((option) => (
          <li key={option.id} className={styles.choice}>
            <input id={`payment-method-${option.key}`} type="radio" name="payment_method" value={option.id} checked={value === option.id} onChange={() => onChange(option)} />
            <label htmlFor={`payment-method-${option.key}`}>{option.label}</label>
            <MethodMarks option={option} />
          </li>
        ))}
      </ul>
      {error ? (
        <p id="payment-method-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
