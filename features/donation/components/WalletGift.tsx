'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { WalletSource } from '@/features/checkout/wallet';
import { whenIdleAfterLoad } from '@/features/common/idle';
import type { WalletGiftProps } from './types';

// The wallet beside Donate (issue 48): Apple Pay or Google Pay for a one-off gift, in two taps
// from the appeal's first screen. This island is all a reader's page holds of it: once the page is
// idle it asks the browser, without Stripe, whether it has a wallet at all (./wallet-source.ts);
// only then does the panel (./WalletPanel.tsx) load, with Stripe.js and the engine, and ask Stripe.
// In test mode without a Stripe key the sandbox wallet stands in (never in live mode); a staging
// build without a Stripe test key is always in test mode, so its pages are drawn with the sandbox
// wallet in place (flags.sandbox, decided by the server: nothing moves when it wakes).

// next/dynamic, not React's lazy: a staging page's sandbox panel must be in the server's HTML
// inline (lazy streams it after a Suspense fallback, and the page shifts when it is swapped in).
// It costs the content route next/dynamic's runtime (docs/benchmarks.md).
const WalletPanel = dynamic(() => import('./WalletPanel'));

const SANDBOX: WalletSource = { sandbox: true };
/** Asked once a page: every chooser on it (the hero, the ask at the end, a woken chooser) shares the answer. */
let asked: Promise<WalletSource | null> | null = null;
let answer: WalletSource | null = null;

export function WalletGift(props: WalletGiftProps) {
  const { chooser, flags } = props;
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
  return source ? <WalletPanel {...props} source={source} /> : null;
}
