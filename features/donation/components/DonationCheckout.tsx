'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useBuildReloadHold } from '@/features/common/components/BuildWatcher';
import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { amountStepUrl, checkoutStep, firstIncompleteStep, nextStep, previousStep, stepUrl, type CheckoutStepKey } from '../steps';
import type { Country } from '@/features/checkout';
import type { DonationFormState } from '../model';
import { hydrateDonationForm, useDonationForm } from '../store';
import { ThankYou, THANK_YOU_HEADING } from './ThankYou';
import { StepProgress } from './StepProgress';
import { CheckoutSummary } from './Summary';
import styles from './DonationCheckout.module.css';
import type { CheckoutPageProps, StepProps } from './types';

// One checkout step page: restores the session's answers, sends a donor who skipped a step back
// to the first incomplete one (SPEC-driven step URLs), then shows the step's form with the
// summary of the gift (beside it on a desktop, folded above it on a phone). The heading takes
// focus on arrival so screen readers announce the step.

export interface DonationCheckoutProps extends CheckoutPageProps {
  step: CheckoutStepKey;
  /** thank-you: the orderID query. */
  orderID?: string | null;
}

type FormStepKey = Exclude<CheckoutStepKey, 'thank-you'>;

const LOADING = <p role="status">Loading your donation…</p>;

// Each step's code (its form, schema and, on the payment step only, the payment providers) is
// its own chunk: a page loads the step it shows. The chunk is requested while the session is
// read (preloadStep), so the form is not later than with one bundle.
const STEP_LOADERS: Record<FormStepKey, () => Promise<ComponentType<StepProps>>> = {
  details: () => import('./DetailsStep').then((m) => m.DetailsStep),
  address: () => import('./AddressStep').then((m) => m.AddressStep),
  preferences: () => import('./PreferencesStep').then((m) => m.PreferencesStep),
  giftaid: () => import('./GiftAidStep').then((m) => m.GiftAidStep),
  payment: () => import('./PaymentStep').then((m) => m.PaymentStep),
};

const STEP_COMPONENTS: Record<FormStepKey, ComponentType<StepProps>> = {
  details: dynamic(STEP_LOADERS.details, { loading: () => LOADING }),
  address: dynamic(STEP_LOADERS.address, { loading: () => LOADING }),
  preferences: dynamic(STEP_LOADERS.preferences, { loading: () => LOADING }),
  giftaid: dynamic(STEP_LOADERS.giftaid, { loading: () => LOADING }),
  payment: dynamic(STEP_LOADERS.payment, { loading: () => LOADING }),
};

/** Where a donor who reaches a form step must go instead (another appeal's session, a step skipped), or null. */
function detour(state: DonationFormState, country: Country, key: FormStepKey, base: string): string | null {
  if (state.base !== base || !state.completed.includes('amount')) return amountStepUrl(base, state.base === base ? state.values.type : 'single');
  const missing = firstIncompleteStep(country, key, state.completed);
  if (!missing) return null;
  return missing === 'amount' ? (state.amountUrl ?? amountStepUrl(base, 'single')) : stepUrl(base, country, missing);
}

const noSubscription = () => () => undefined;

export function DonationCheckout(props: DonationCheckoutProps) {
  const { country, base, step: key, orderID = null } = props;
  const router = useRouter();
  const [restored, setRestored] = useState(false);
  // After Donate (a navigation in the tab) the session is in memory already: the step's first render shows the gift. Only
  // a page load, which hydrates the server's HTML (false here), waits for the session to be read.
  const navigated = useSyncExternalStore(noSubscription, () => true, () => false);
  const ready =
    restored || (navigated && key !== 'thank-you' && useDonationForm.persist.hasHydrated() && detour(useDonationForm.getState(), country, key, base) === null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = checkoutStep(country, key);
  const amountUrl = useDonationForm((s) => s.amountUrl);
  // Every step and the thank-you: a new deployment reloads the tab only once the donor leaves.
  useBuildReloadHold();

  useEffect(() => {
    let cancelled = false;
    // A failed chunk load surfaces when the step renders (the error page), not here.
    if (key !== 'thank-you') STEP_LOADERS[key]().catch(() => undefined);
    void hydrateDonationForm().then(() => {
      if (cancelled) return;
      const state = useDonationForm.getState();
      const elsewhere = key === 'thank-you' ? null : detour(state, country, key, base);
      if (elsewhere) return router.replace(elsewhere);
      state.changeStep(step);
      // A transition: the step's form renders in slices the browser can interleave with input
      // and paint, not in one long task (a plain update from a promise renders in one go).
      startTransition(() => setRestored(true));
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
  // Links prefetch on intent only; the next step is where this donor goes, so it is fetched
  // ahead once this one shows (its page and title are there when the step is submitted).
  const nextUrl = next ? stepUrl(base, country, next.key) : null;
  useEffect(() => {
    if (ready && nextUrl) router.prefetch(nextUrl);
  }, [ready, nextUrl, router]);
  const stepProps: StepProps = { ...props, backHref, goNext: () => nextUrl && router.push(nextUrl) };
  const Step = key === 'thank-you' ? null : STEP_COMPONENTS[key];

  return (
    <div className={styles.checkout} data-checkout-step={key}>
      {key === 'thank-you' ? null : <StepProgress country={country} step={key} />}
      <div className={key === 'thank-you' ? styles.thanksLayout : styles.layout}>
        {/* Its box is kept from the first paint (a line on a phone, a column on a desktop), so
            the summary arriving with the session moves nothing. */}
        {key === 'thank-you' ? null : <div className={styles.summarySlot}>{ready ? <CheckoutSummary country={country} currency={props.currency} base={base} /> : null}</div>}
        <div className={styles.main}>
          <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {key === 'thank-you' ? THANK_YOU_HEADING : step.name}
          </h1>
          {/* On a page load the step's form comes in once the session is read, after the first paint: its box holds
              a screen's height from the start, so nothing in view (the footer) moves when it does. */}
          <div className={styles.stepBody}>
            {!ready ? (
              LOADING
            ) : Step ? (
              <Step {...stepProps} />
            ) : (
              <ThankYou orderID={orderID} country={country} currency={props.currency} base={base} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
