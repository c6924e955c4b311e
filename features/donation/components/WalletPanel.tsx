'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import type { WalletSource } from '@/features/checkout/wallet';
import { CaptchaField, GIFT_AID_DECLARATION, GIFT_AID_YES } from '@/features/checkout/wallet-panel';
import { paymentMode } from '@/features/common/modes';
import { formatMoney, toMinor } from '@/features/common/money';
import { whenIdleAfterLoad } from '@/features/common/idle';
import { feeAmount, feeCoverText } from '../fees';
import { formGift, type FormGift } from '../gift-choice';
import type { WalletEngine, WalletTap } from './wallet-engine';
import { defaultPreset } from './chooser-start';
import { hydrateDonationForm } from '../store';
import type { WalletGiftProps } from './types';
import styles from './DonationChooser.module.css';

// The wallet's panel beside Donate: the fee (SPEC §9, 5% unless the donor unticks it) in money,
// the total the sheet will show, GB's Gift Aid declaration as one tick, the wallet's button,
// and what went wrong. Shown for a one-off gift of a valid amount; a monthly gift, or an amount
// the chooser still has to ask about, goes by Donate and the steps.

const WALLET_NAMES = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;
const REACH_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

function readForm(formId: string, chooser: WalletGiftProps['chooser']): FormGift | null {
  const form = document.getElementById(formId);
  return form instanceof HTMLFormElement ? formGift(form, chooser) : null;
}

/** What the chooser first shows (its type and preset), before any script reads the form: the same on the server and at hydration. */
function firstGift(chooser: WalletGiftProps['chooser']): FormGift {
  const preset = defaultPreset(chooser.presets[chooser.kind]);
  return { kind: chooser.kind, amount: preset === null ? null : toMinor(chooser.presets[chooser.kind][preset]!.amount) };
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
  const id = useId().replace(/[^\w-]/g, '');
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
  const amount = gift.amount;
  const formula = coverFee ? '5%' : 'without_fee';
  const total = amount + feeAmount(amount, formula);
  const wallet = engine?.wallet ?? 'google_pay';
  const walletName = sandbox ? 'Sandbox wallet' : WALLET_NAMES[wallet];

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
    <div className={styles.wallet} data-wallet-gift={sandbox ? 'sandbox' : wallet} data-wallet-captcha={flags.captchaWallet || undefined} aria-busy={busy || undefined}>
      <button
        type="button"
        className={`${styles.walletButton} ${sandbox ? '' : (wallet === 'apple_pay' ? styles.walletApplePay : '')}`}
        onClick={pay}
        disabled={busy}
        lang="en"
        // Safari draws Apple Pay's own button (-apple-pay-button) without the words: the name stays.
        aria-label={wallet === 'apple_pay' && !sandbox ? 'Donate with Apple Pay' : undefined}
        aria-describedby={`${id}-total`}
        data-wallet-button
      >
        <span className={styles.walletWords}>
          <span className="visually-hidden">Donate with </span>
          <strong>{walletName}</strong>
          {sandbox ? (
            <span className={styles.walletTest} aria-hidden="true">
              test
            </span>
          ) : null}
        </span>
      </button>
      <div className={styles.walletExtras}>
        <p id={`${id}-total`} className={styles.walletTotal} data-wallet-total>
          {walletName} will charge <strong>{formatMoney(total, currency)}</strong>
        </p>
        <div className={styles.walletCheck}>
          <input id={`${id}-fee`} type="checkbox" checked={coverFee} onChange={(e) => setCoverFee(e.target.checked)} disabled={busy} />
          <label htmlFor={`${id}-fee`}>{feeCoverText(amount, '5%', currency)}</label>
        </div>
        {country === 'GB' ? (
          <div className={styles.walletCheck}>
            <input id={`${id}-giftaid`} type="checkbox" checked={giftAid} onChange={(e) => setGiftAid(e.target.checked)} disabled={busy} aria-describedby={`${id}-giftaid-declaration`} />
            <label htmlFor={`${id}-giftaid`}>{GIFT_AID_YES}</label>
            <p id={`${id}-giftaid-declaration`} className={styles.walletDeclaration}>
              {GIFT_AID_DECLARATION}
            </p>
          </div>
        ) : null}
        <CaptchaField method={wallet} flags={flags} action="donation" />
        <div role="alert" className={message ? styles.walletAlert : undefined} data-wallet-error={message ? '' : undefined}>
          {message}
        </div>
      </div>
    </div>
  );
}
