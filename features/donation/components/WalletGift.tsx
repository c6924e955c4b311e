'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { WalletSource } from '@/features/checkout/wallet';
import { whenIdleAfterLoad } from '@/features/common/idle';
import type { WalletGiftProps } from './types';

// The wallet beside Donate (issue 48): Apple Pay or Google Pay for a one-off gift, in two taps
// from the appeal's first screen. This island is all a reader's page holds of it: once the page is
// idle it asks the browser, without Stripe, whether it has a wallet at all (./wallet-source.ts);
// only then does the panel (./WalletPanel.tsx) load, with Stripe.js and the engine, and ask Stripe.
// In test mode without a Stripe key the sandbox wallet stands in (never in live mode); a staging
// build without a Stripe test key is always in test mode, so its pages are drawn with the sandbox
// wallet in place (flags.sandbox, decided by the server): the server draws it at rest (`rest`,
// ./WalletPanelView.tsx), shown until the panel's code is in, so nothing moves when it takes over.
// React's lazy, not next/dynamic: every page with blocks carries this island, and next/dynamic's
// runtime with it.
const WalletPanel = lazy(() => import('./WalletPanel'));

const SANDBOX: WalletSource = { sandbox: true };
/** Asked once a page: every chooser on it (the hero, the ask at the end, a woken chooser) shares the answer. */
let asked: Promise<WalletSource | null> | null = null;
let answer: WalletSource | null = null;

export function WalletGift({ rest = null, ...props }: WalletGiftProps & { rest?: ReactNode }) {
  const { chooser, flags, formId } = props;
  // A school's appeal keeps the steps (they ask for the school's name); so does the settings' switch.
  const offered = flags.stripePaymentRequest && !chooser.askSchoolName;
  const [source, setSource] = useState<WalletSource | null>(offered ? (flags.sandbox ? SANDBOX : answer) : null);
  useEffect(() => {
    if (!offered || source) return;
    let cancelled = false;
    whenIdleAfterLoad(() => {
      asked ??= import('./wallet-source').then(({ walletSource }) => walletSource(chooser.currency)).then((found) => (answer = found));
      void asked.then((found) => !cancelled && setSource(found));
    });
    return () => {
      cancelled = true;
    };
  }, [offered, source, chooser.currency]);
  // The server's panel at rest says what the first gift would cost: once the donor edits the chooser before the panel's
  // code is in, it says nothing (the panel, when in, reads the form).
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    const form = rest ? document.getElementById(formId) : null;
    if (!form) return;
    const edit = (event: Event) => {
      if (!(event.target instanceof Element && event.target.closest('[data-wallet-gift]'))) setEdited(true);
    };
    form.addEventListener('input', edit);
    form.addEventListener('change', edit);
    return () => {
      form.removeEventListener('input', edit);
      form.removeEventListener('change', edit);
    };
  }, [rest, formId]);
  return source ? (
    <Suspense fallback={edited ? null : rest}>
      <WalletPanel {...props} source={source} />
    </Suspense>
  ) : null;
}
