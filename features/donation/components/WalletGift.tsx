'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { CaptchaFlags } from '@/features/checkout';
import { stripePublishableKey, type WalletSource } from '@/features/checkout/wallet';
import { whenIdleAfterLoad } from '@/features/common/idle';
import { APP_ENV, paymentMode } from '@/features/common/modes';
import type { Currency } from '@/features/common/money';
import type { DonationChooserProps } from './types';

// The wallet beside Donate (issue 48): Apple Pay or Google Pay for a one-off gift, in two taps
// from the appeal's first screen. This island is all a reader's page loads of it: after the
// page is idle it asks the browser, without Stripe, whether it has a wallet at all (Safari's
// ApplePaySession, Chrome's Google Pay through the Payment Request API); only then does the
// panel (./WalletPanel.tsx) load, with Stripe.js and the engine, and ask Stripe. In test mode
// without a Stripe key the sandbox wallet stands in (never in live mode); a staging build without
// a Stripe test key is always in test mode, so its pages are drawn with the sandbox wallet in
// place (nothing moves when it wakes).

const WalletPanel = dynamic(() => import('./WalletPanel'));

/** This build always takes test payments with the sandbox's wallet (staging, no Stripe test key). */
const SANDBOX_BUILD = APP_ENV === 'staging' && !stripePublishableKey('test');

export interface WalletGiftProps {
  /** The chooser's form, read at the tap (static or awake, its fields are the same). */
  formId: string;
  chooser: DonationChooserProps;
  /** The settings' flags as the order route applies them (captchaFlagsFor), and the payment-request switch. */
  flags: CaptchaFlags & { stripePaymentRequest: boolean };
}

const GOOGLE_PAY_PROBE = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'] } }],
};

/** Whether this browser has a wallet at all, asked of the browser alone (no script loaded). */
export async function browserHasWallet(currency: Currency): Promise<boolean> {
  const apple = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  try {
    if (apple?.canMakePayments?.()) return true;
  } catch {
    /* an insecure context: no Apple Pay */
  }
  if (typeof window.PaymentRequest !== 'function') return false;
  try {
    const probe = new PaymentRequest([{ supportedMethods: 'https://google.com/pay', data: GOOGLE_PAY_PROBE }], { total: { label: 'Donation', amount: { currency, value: '1.00' } } });
    return await probe.canMakePayment();
  } catch {
    return false;
  }
}

/** The wallet this browser may pay with: Stripe's where it has a wallet, the sandbox's in test mode without a Stripe key. */
export async function walletSource(currency: Currency): Promise<WalletSource | null> {
  const mode = paymentMode();
  const stripeKey = stripePublishableKey(mode);
  if (!stripeKey) return mode === 'test' ? SANDBOX : null;
  return (await browserHasWallet(currency)) ? { stripeKey } : null;
}

const SANDBOX: WalletSource = { sandbox: true };
/** Asked once a page: every chooser on it (the hero, the ask at the end, a woken chooser) shares the answer. */
let asked: Promise<WalletSource | null> | null = null;
let answer: WalletSource | null = null;

export function WalletGift(props: WalletGiftProps) {
  const { chooser, flags } = props;
  // A school's appeal keeps the steps (they ask for the school's name); so does the settings' switch.
  const offered = flags.stripePaymentRequest && !chooser.askSchoolName;
  const [source, setSource] = useState<WalletSource | null>(offered ? (SANDBOX_BUILD ? SANDBOX : answer) : null);
  useEffect(() => {
    if (!offered || source) return;
    let cancelled = false;
    whenIdleAfterLoad(() => {
      asked ??= walletSource(chooser.currency).then((found) => (answer = found));
      void asked.then((found) => !cancelled && setSource(found));
    });
    return () => {
      cancelled = true;
    };
  }, [offered, source, chooser.currency]);
  return source ? <WalletPanel {...props} source={source} /> : null;
}
