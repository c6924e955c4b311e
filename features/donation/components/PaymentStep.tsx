'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { configuredProviders, NO_WALLETS, paymentMethodsFor, type PaymentAvailability, type PaymentContext, type PaymentMode } from '@/features/checkout';
import { CaptchaField, checkoutStyles, detectWallets, PaymentFields, PaymentMethodPicker, PaymentReassurance, stripePublishableKey, TestModeNotice } from '@/features/checkout/client';
import { paymentMode } from '@/features/common/modes';
import { formatMoney } from '@/features/common/money';
import { useDonationForm } from '../store';
import { FeeChoice } from './FeeChoice';
import { BackLink } from './StepActions';
import { preloadOrderBuilder, useDonationSubmit } from './useDonationSubmit';
import styles from './DonationCheckout.module.css';
import type { StepProps } from './types';

// The payment step: fee (single only, in money), the marks and reassurance, the method (SPEC §9
// list), its fields and the submission (SPEC §4 'Donation form'; ./useDonationSubmit.ts). The
// summary of the gift is the checkout's own (./Summary.tsx), beside or above every step.

export function PaymentStep({ country, currency, base, checkout, charityName, standards, backHref }: StepProps) {
  const state = useDonationForm();
  const { values, isLocked, formErrorMessage } = state;
  // Client only: the step renders after the session is restored, never on the server.
  const [mode] = useState<PaymentMode>(() => paymentMode());
  const [availability, setAvailability] = useState<PaymentAvailability>({ ...NO_WALLETS, revolutPay: checkout.revolutPay });
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const key = stripePublishableKey(mode);
    if (key && checkout.stripePaymentRequest) {
      void detectWallets(key, country, currency).then((w) => {
        setAvailability((a) => ({ ...a, ...w }));
        useDonationForm.getState().setStripeButtonAvailability(w.applePay || w.googlePay);
      });
    }
  }, [checkout.stripePaymentRequest, country, currency, mode]);

  const options = useMemo(() => paymentMethodsFor(country, values.type, mode, availability, configuredProviders(mode)), [country, values.type, mode, availability]);
  const option = options.find((o) => o.id === values.payment_method) ?? null;
  const { submit, methodError, setMethodError, fieldsRef, orderDraft } = useDonationSubmit({ country, currency, base, checkout, mode, option, options });

  useEffect(() => {
    if (formErrorMessage) alertRef.current?.focus();
  }, [formErrorMessage]);

  const context: PaymentContext | null = option
    ? { option, country, kind: values.type, mode, amountMinor: values.totalAmount, currency, donorName: `${values.first_name} ${values.last_name}`.trim(), email: values.email, orderDraft }
    : null;

  const monthly = values.type === 'monthly';
  const submitLabel = isLocked ? 'Processing your donation…' : `Donate ${formatMoney(values.totalAmount, currency)}${monthly ? ' a month' : ''}`;

  return (
    // Any edit inside the form (card fields included) clears the error (SPEC §4).
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isLocked || undefined}
      onFocus={preloadOrderBuilder}
      onPointerDown={preloadOrderBuilder}
      onChange={() => useDonationForm.getState().formErrorMessage && state.edit({})}
    >
      {mode === 'test' ? <TestModeNotice /> : null}
      {monthly ? null : (
        <FeeChoice
          amountMinor={values.amount}
          formula={values.fundraisingCostsFormula}
          currency={currency}
          disabled={isLocked}
          tooltip={checkout.tooltips.fundraising_costs}
          onChange={(formula) => state.edit({ fundraisingCostsFormula: formula })}
        />
      )}
      <PaymentReassurance option={option} standards={standards} />
      <PaymentMethodPicker
        options={options}
        value={option?.id ?? null}
        error={methodError}
        onChange={(o) => {
          setMethodError(null);
          state.changePaymentMethod(o.id, o.key);
        }}
      />
      {context ? (
        <PaymentFields key={context.option.id} context={context} ref={fieldsRef} tooltips={checkout.tooltips} creditor={charityName} onEdit={() => useDonationForm.getState().formErrorMessage && state.edit({})} />
      ) : null}
      <CaptchaField method={option?.key ?? null} flags={checkout} action="donation" />
      <div ref={alertRef} tabIndex={-1} role="alert" aria-live="assertive" className={formErrorMessage ? checkoutStyles.alert : undefined} data-form-error={formErrorMessage ? '' : undefined}>
        {formErrorMessage ? (
          <>
            <p className={checkoutStyles.error}>{formErrorMessage.message}</p>
            {formErrorMessage.subline ? <p>{formErrorMessage.subline}</p> : null}
          </>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.primary} ${styles.donate}`} disabled={isLocked} data-donate-button>
          {submitLabel}
        </button>
        <BackLink href={backHref} />
      </div>
    </form>
  );
}
