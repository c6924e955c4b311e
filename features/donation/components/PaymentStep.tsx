'use client';

import { Link } from '@/features/common/components/Link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  captchaProvider,
  configuredProviders,
  NO_WALLETS,
  needsCaptcha,
  newIdempotencyKey,
  paymentMethodsFor,
  settleNextAction,
  submitOrder,
  type PaymentAvailability,
  type PaymentContext,
  type PaymentFieldsHandle,
  type PaymentMode,
} from '@/features/checkout';
import { checkoutStyles, detectWallets, PaymentFields, PaymentMethodPicker, stripePublishableKey } from '@/features/checkout/client';
import { paymentMode } from '@/features/common/modes';
import { loadOnce } from '@/features/common/load-once';
import { formatMoney } from '@/features/common/money';
import { track } from '@/features/common/track';
import { FEE_FORMULAS, FEE_LABELS, FEE_QUESTION, feeAmount, type ChosenFeeFormula } from '../fees';
import { MESSAGES } from '../messages';
import { DONATION_PAGE_HEADER, donationPagePath, stepUrl } from '../steps';
import { useDonationForm } from '../store';
import { DonationSummary } from './Summary';
import styles from './Donation.module.css';
import type { StepProps } from './types';

// The payment step: fee (single only), the summary, the method (SPEC §9 list), its fields and
// the submission (SPEC §4 'Donation form').

export const ORDER_ROUTE = '/api/donation/order';
export const PAYMENT_FIELDS_LOADING = 'The payment form is still loading. Please try again in a moment.';

/**
 * The order's builder and its schemas (zod), in their own chunk: asked for when the donor first
 * reaches into the form and awaited on Donate, so the step itself loads without them. A failed
 * load (a network blip) is asked for again on the next press.
 */
const loadOrderBuilder = loadOnce(() => import('../order'));
const preloadOrderBuilder = () => void loadOrderBuilder().catch(() => undefined);

export function PaymentStep({ country, currency, base, checkout, backHref }: StepProps) {
  const router = useRouter();
  const state = useDonationForm();
  const { values, isLocked, formErrorMessage } = state;
  // Client only: the step renders after the session is restored, never on the server.
  const [mode] = useState<PaymentMode>(() => paymentMode());
  const [availability, setAvailability] = useState<PaymentAvailability>({ ...NO_WALLETS, revolutPay: checkout.revolutPay });
  const [methodError, setMethodError] = useState<string | null>(null);
  const fieldsRef = useRef<PaymentFieldsHandle>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // The attempt whose outcome is unknown (no answer, or a 5xx: the backend may have taken the
  // order before failing): the very same order sent again keeps its Idempotency-Key, so a 201
  // lost on the way can never become a second charge.
  const unanswered = useRef<{ key: string; body: string } | null>(null);

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

  useEffect(() => {
    if (formErrorMessage) alertRef.current?.focus();
  }, [formErrorMessage]);

  const context: PaymentContext | null = option
    ? { option, country, kind: values.type, mode, amountMinor: values.totalAmount, currency, donorName: `${values.first_name} ${values.last_name}`.trim(), email: values.email }
    : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const store = useDonationForm.getState();
    if (store.isLocked) return; // a second click while the first attempt runs makes no second order
    if (!option || !context) {
      setMethodError(MESSAGES.payment_method);
      track('donationFormValidationError', { step: 'payment', fields: ['payment_method'] });
      document.getElementById(`payment-method-${options[0]?.key}`)?.focus();
      return;
    }
    if (!fieldsRef.current) {
      // The method's provider is a lazy chunk: a press before it arrived must say so, not vanish.
      setMethodError(PAYMENT_FIELDS_LOADING);
      return;
    }
    setMethodError(null);
    store.submitStarted();
    try {
      // Loading while the provider authorises; an early return leaves no unhandled rejection.
      const builder = loadOrderBuilder();
      builder.catch(() => undefined);
      const authorised = await fieldsRef.current.authorize();
      if (!authorised || !authorised.ok) {
        useDonationForm.getState().unlock();
        track('donationFormValidationError', { step: 'payment', fields: [option.key], message: authorised?.message ?? null });
        return;
      }
      const captchaToken = needsCaptcha(option.key, checkout) ? await captchaProvider().token('donation') : null;
      const current = useDonationForm.getState().values;
      const orderContext = { country, currency, mode, payment: authorised.payment, paymentKey: option.key, payerName: authorised.payerName, captchaToken };
      const { buildDonationOrder } = await builder;
      const body = buildDonationOrder(current, orderContext);
      const json = JSON.stringify(body);
      const key = unanswered.current?.body === json ? unanswered.current.key : newIdempotencyKey();
      unanswered.current = { key, body: json };
      // The route checks the amount against the minimum of the page the donor chose it on.
      const pageHeader = { [DONATION_PAGE_HEADER]: store.amountPage ?? donationPagePath(base) };
      const first = await submitOrder(ORDER_ROUTE, body, key, pageHeader);
      if (first.statusCode < 500) unanswered.current = null;
      // A card that needs 3-D Secure: the bank's challenge, then the same order with the intent.
      const outcome = await settleNextAction(first, authorised.payment, fieldsRef.current, (payment) =>
        submitOrder(ORDER_ROUTE, buildDonationOrder(current, { ...orderContext, payment }), newIdempotencyKey(), pageHeader),
      );
      useDonationForm.getState().submitAnswered(outcome);
      const after = useDonationForm.getState();
      if (after.paymentCompleted && after.orderID) {
        const orderID = after.orderID;
        after.finishDonation();
        router.push(stepUrl(base, country, 'thank-you', { orderID }));
        return;
      }
      track('donationFormSubmissionError', { statusCode: outcome.statusCode, orderStatus: outcome.orderStatus, message: after.formErrorMessage?.message ?? null, method: option.key });
    } catch (error) {
      useDonationForm.getState().submitThrew();
      track('donationFormSubmissionError', { statusCode: null, message: error instanceof Error ? error.message : String(error), method: option.key });
    }
  }

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
      {monthly ? null : (
        <fieldset className={checkoutStyles.fieldset}>
          <legend className={checkoutStyles.legend}>{FEE_QUESTION}</legend>
          {checkout.tooltips.fundraising_costs ? <p className={checkoutStyles.hint}>{checkout.tooltips.fundraising_costs}</p> : null}
          {FEE_FORMULAS.map((formula: ChosenFeeFormula) => (
            <div key={formula} className={checkoutStyles.check}>
              <input
                id={`fee-${formula}`}
                type="radio"
                name="fundraising_costs"
                value={formula}
                checked={values.fundraisingCostsFormula === formula}
                disabled={isLocked}
                onChange={() => state.edit({ fundraisingCostsFormula: formula })}
              />
              <label htmlFor={`fee-${formula}`}>
                {FEE_LABELS[formula]}
                {formula === 'without_fee' ? null : ` (${formatMoney(feeAmount(values.amount, formula), currency)})`}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <DonationSummary values={values} country={country} currency={currency} />
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
        <PaymentFields key={context.option.id} context={context} ref={fieldsRef} tooltips={checkout.tooltips} onEdit={() => useDonationForm.getState().formErrorMessage && state.edit({})} />
      ) : null}
      <div ref={alertRef} tabIndex={-1} role="alert" aria-live="assertive" className={formErrorMessage ? checkoutStyles.alert : undefined} data-form-error={formErrorMessage ? '' : undefined}>
        {formErrorMessage ? (
          <>
            <p className={checkoutStyles.error}>{formErrorMessage.message}</p>
            {formErrorMessage.subline ? <p>{formErrorMessage.subline}</p> : null}
          </>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isLocked} data-donate-button>
          {submitLabel}
        </button>
        <Link href={backHref}>Back</Link>
      </div>
    </form>
  );
}
