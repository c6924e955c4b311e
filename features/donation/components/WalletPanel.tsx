'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { WalletSource } from '@/features/checkout/wallet';
import { CaptchaField } from '@/features/checkout/wallet-panel';
import { paymentMode } from '@/features/common/modes';
import { whenIdleAfterLoad } from '@/features/common/idle';
import { formGift, type FormGift } from '../gift-choice';
import type { WalletEngine, WalletTap } from './wallet-engine';
import { hydrateDonationForm } from '../store';
import type { WalletGiftProps } from './types';
import { firstGift, WalletPanelView } from './WalletPanelView';

// The wallet's panel beside Donate (drawn by ./WalletPanelView.tsx): the fee (SPEC §9, 5% unless the
// donor unticks it) in money, the total the sheet will show, GB's Gift Aid declaration as one tick,
// the wallet's button, and what went wrong. Shown for a one-off gift of a valid amount; a monthly
// gift, or an amount the chooser still has to ask about, goes by Donate and the steps.

const REACH_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

function readForm(formId: string, chooser: WalletGiftProps['chooser']): FormGift | null {
  const form = document.getElementById(formId);
  return form instanceof HTMLFormElement ? formGift(form, chooser) : null;
}

/** One engine a page for each wallet source: every chooser on it, and a chooser woken later, share it. */
const engines = new Map<string, { ready: Promise<WalletEngine | null>; value?: WalletEngine | null }>();
const engineKey = (source: WalletSource) => ('sandbox' in source ? 'sandbox' : source.stripeKey);
function engineFor(source: WalletSource, country: WalletGiftProps['chooser']['country'], currency: WalletGiftProps['chooser']['currency']) {
  const key = engineKey(source);
  let entry = engines.get(key);
  if (!entry) {
    const created: { ready: Promise<WalletEngine | null>; value?: WalletEngine | null } = {
      ready: import('./wallet-engine')
        .then(({ prepareEngine }) => prepareEngine(source, country, currency))
        .catch(() => null)
        .then((engine) => (created.value = engine)),
    };
    entry = created;
    engines.set(key, entry);
  }
  return entry;
}

export default function WalletPanel({ formId, chooser, flags, source }: WalletGiftProps & { source: WalletSource }) {
  const router = useRouter();
  const { country, currency } = chooser;
  // undefined while it loads, null when this browser cannot pay after all.
  const [engine, setEngine] = useState<WalletEngine | null | undefined>(() => engines.get(engineKey(source))?.value);
  const [gift, setGift] = useState<FormGift>(() => firstGift(chooser));
  const [coverFee, setCoverFee] = useState(true);
  const [giftAid, setGiftAid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // Stripe's wallet: the engine and Stripe.js once the page is idle (the request must be ready
  // before the tap). The sandbox's stand-in (test mode): when the donor reaches for the chooser or
  // the wallet, so a reader of a staging page loads none of it.
  const sandbox = 'sandbox' in source;
  useEffect(() => {
    if (engine !== undefined) return;
    let cancelled = false;
    const load = () => void engineFor(source, country, currency).ready.then((ready) => !cancelled && setEngine(ready));
    const form = sandbox ? document.getElementById(formId) : null;
    if (!form) whenIdleAfterLoad(load);
    else for (const type of REACH_EVENTS) form.addEventListener(type, load, { passive: true, once: true });
    return () => {
      cancelled = true;
      if (form) for (const type of REACH_EVENTS) form.removeEventListener(type, load);
    };
  }, [engine, sandbox, formId, source, country, currency]);

  // The chooser's choice, as it changes (static or awake: the form keeps its id and its fields).
  useEffect(() => {
    const read = () => setGift((now) => readForm(formId, chooser) ?? now);
    const onEdit = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('form')?.id === formId && !target.closest('[data-wallet-gift]')) {
        setMessage(null);
        setTimeout(read, 0); // after the chooser's own re-render
      }
    };
    read();
    // The amount step's chooser brings back the session's gift once the store is restored.
    void hydrateDonationForm().then(() => setTimeout(read, 0));
    document.addEventListener('input', onEdit, true);
    document.addEventListener('change', onEdit, true);
    return () => {
      document.removeEventListener('input', onEdit, true);
      document.removeEventListener('change', onEdit, true);
    };
  }, [formId, chooser]);

  // A live wallet shows once Stripe says it can pay; the sandbox's is there from the first paint.
  if (engine === null || (!sandbox && !engine)) return null;
  if (gift.kind !== 'single' || gift.amount === null) return null;
  const formula = coverFee ? '5%' : 'without_fee';
  const wallet = engine?.wallet ?? 'google_pay';

  function pay() {
    if (busy) return;
    // Read again at the tap: the form is the truth, whatever this panel last heard.
    const now = readForm(formId, chooser);
    if (!now || now.kind !== 'single' || now.amount === null) return;
    setMessage(null);
    setBusy(true);
    const tap: WalletTap = {
      chooser,
      amount: now.amount,
      formula,
      giftAid: country === 'GB' && giftAid,
      flags,
      mode: paymentMode(),
      navigate: (url) => router.push(url),
      settled: (text) => {
        setBusy(false);
        setMessage(text);
      },
    };
    // Stripe's is always ready here (shown only then); the sandbox's may still be on its way.
    if (engine) engine.pay(tap);
    else void engineFor(source, country, currency).ready.then((ready) => (ready ? ready.pay(tap) : tap.settled(null)));
  }

  return (
    <WalletPanelView
      {...{ formId, country, currency, sandbox, wallet, amount: gift.amount, coverFee, giftAid, busy, message }}
      captchaWallet={flags.captchaWallet}
      captcha={<CaptchaField method={wallet} flags={flags} action="donation" />}
      onPay={pay}
      onCoverFee={setCoverFee}
      onGiftAid={setGiftAid}
    />
  );
}
