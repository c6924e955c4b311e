'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { amountStepUrl, CHECKOUT_STEPS, checkoutStep, firstIncompleteStep, nextStep, previousStep, stepUrl, type CheckoutStepKey } from '../steps';
import { hydrateDonationForm, useDonationForm } from '../store';
import { AddressStep } from './AddressStep';
import { DetailsStep } from './DetailsStep';
import { GiftAidStep } from './GiftAidStep';
import { PaymentStep } from './PaymentStep';
import { PreferencesStep } from './PreferencesStep';
import { ThankYou, THANK_YOU_HEADING } from './ThankYou';
import styles from './Donation.module.css';
import type { CheckoutPageProps, StepProps } from './types';

// One checkout step page: restores the session's answers, sends a donor who skipped a step back
// to the first incomplete one (SPEC-driven step URLs), then shows the step's form. The heading
// takes focus on arrival so screen readers announce the step.

export interface DonationCheckoutProps extends CheckoutPageProps {
  step: CheckoutStepKey;
  /** thank-you: the orderID query. */
  orderID?: string | null;
}

const STEP_COMPONENTS: Record<Exclude<CheckoutStepKey, 'thank-you'>, (props: StepProps) => React.ReactNode> = {
  details: DetailsStep,
  address: AddressStep,
  preferences: PreferencesStep,
  giftaid: GiftAidStep,
  payment: PaymentStep,
};

export function DonationCheckout(props: DonationCheckoutProps) {
  const { country, base, step: key, orderID = null } = props;
  const router = useRouter();
  const [ready, setReady] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = checkoutStep(country, key);
  const amountUrl = useDonationForm((s) => s.amountUrl);

  useEffect(() => {
    let cancelled = false;
    void hydrateDonationForm().then(() => {
      if (cancelled) return;
      const state = useDonationForm.getState();
      if (key !== 'thank-you') {
        if (state.base !== base || !state.completed.includes('amount')) {
          router.replace(amountStepUrl(base, state.base === base ? state.values.type : 'single'));
          return;
        }
        const missing = firstIncompleteStep(country, key, state.completed);
        if (missing) {
          router.replace(missing === 'amount' ? (state.amountUrl ?? amountStepUrl(base, 'single')) : stepUrl(base, country, missing));
          return;
        }
      }
      state.changeStep(step);
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [base, country, key, router, step]);

  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready, key]);

  const previous = previousStep(country, key);
  const backHref = previous ? stepUrl(base, country, previous.key) : (amountUrl ?? amountStepUrl(base, 'single'));
  const next = nextStep(country, key);
  const stepProps: StepProps = { ...props, backHref, goNext: () => next && router.push(stepUrl(base, country, next.key)) };
  const visible = CHECKOUT_STEPS[country].filter((s) => s.key !== 'thank-you');
  const Step = key === 'thank-you' ? null : STEP_COMPONENTS[key];

  return (
    <div className={styles.checkout} data-checkout-step={key}>
      {key === 'thank-you' ? null : (
        <nav aria-label="Donation steps">
          <ol className={styles.progress}>
            {visible.map((s, i) => (
              <li key={s.key} aria-current={s.key === key ? 'step' : undefined}>
                {i + 1}. {s.name}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {key === 'thank-you' ? THANK_YOU_HEADING : step.name}
      </h1>
      {/* The step's form comes in once the session is read, after the first paint: its box holds
          a screen's height from the start, so nothing in view (the footer) moves when it does. */}
      <div className={styles.stepBody}>
        {!ready ? (
          <p role="status">Loading your donation…</p>
        ) : Step ? (
          <Step {...stepProps} />
        ) : (
          <ThankYou orderID={orderID} currency={props.currency} />
        )}
      </div>
    </div>
  );
}
