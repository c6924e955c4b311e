'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { DonationKind } from '@/features/checkout';
import { toMinor } from '@/features/common/money';
import { track } from '@/features/common/track';
import { isLargeAmount, parseAmountInput, presetTextFor } from '../presets';
import { amountStepUrl, stepUrl } from '../steps';
import { giftChoice } from '../gift-choice';
import { hydrateDonationForm, useDonationForm } from '../store';
import { AmountConfirm, AmountEcho } from '@/features/common/components/AmountCheck';
import { ChooserView } from './ChooserView';
import { WalletGift } from './WalletGift';
import { defaultPreset } from './chooser-start';
import styles from './DonationChooser.module.css';
import type { ChooserStart, DonationChooserProps } from './types';

// Choosing the gift: single or monthly, a preset or another amount (SPEC §5), live: on the
// amount step, and in a donation block once the donor reaches for it (DonationPresets
// renders the same form statically until then). No form library, no schema code.

export type { DonationChooserProps } from './types';

export { KIND_LABELS, OTHER_AMOUNT_LABEL } from './ChooserView';

export function DonationChooser({ country, currency, presets, kind: initialKind, minAmount, appealId, base, pagePath, appealTitle = null, isAmountStep = false, submitLabel = 'Donate now', askSchoolName = false, wallet, id: givenId, start, walletRest = null }: DonationChooserProps & { id?: string; start?: ChooserStart; walletRest?: ReactNode }) {
  const router = useRouter();
  const reactId = useId();
  const id = givenId ?? reactId;
  const chooseGift = useDonationForm((s) => s.chooseGift);
  const [kind, setKind] = useState<DonationKind>(start?.kind ?? initialKind);
  const list = presets[kind];
  const [selected, setSelected] = useState<number | null>(start ? start.selected : defaultPreset(list));
  const [other, setOther] = useState(start?.other ?? '');
  const [error, setError] = useState<string | null>(null);
  // A typed amount far above the presets, once the donor has confirmed it (issue 37).
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const otherRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const minMinor = toMinor(minAmount);

  // Step 1's page and its form's code, fetched once the donor reaches for the chooser (a woken one: at once; the amount
  // step's: at the first pointer or focus on it), so the step shows whole after Donate.
  const firstStep = stepUrl(base, country, 'details');
  useEffect(() => {
    const ahead = () => {
      router.prefetch(firstStep);
      void import('./DetailsStep').catch(() => undefined);
    };
    const form = isAmountStep ? document.getElementById(id) : null;
    if (!form) return ahead();
    const reach = ['pointerdown', 'focusin'] as const;
    const once = () => {
      for (const type of reach) form.removeEventListener(type, once);
      ahead();
    };
    for (const type of reach) form.addEventListener(type, once, { passive: true });
    return () => reach.forEach((type) => form.removeEventListener(type, once));
  }, [router, firstStep, isAmountStep, id]);

  useEffect(() => {
    void hydrateDonationForm().then(() => {
      if (!isAmountStep) return;
      // Back on the amount step: show what the donor chose before.
      const state = useDonationForm.getState();
      if (state.base === base && state.values.amount > 0 && state.values.type === initialKind) {
        const index = presets[initialKind].findIndex((p) => toMinor(p.amount) === state.values.amount);
        if (index >= 0) setSelected(index);
        else {
          setSelected(null);
          setOther((state.values.amount / 100).toFixed(state.values.amount % 100 ? 2 : 0));
          setConfirmed(state.values.amount); // confirmed when it was chosen
        }
      }
    });
  }, [base, initialKind, isAmountStep, presets]);

  const typedMinor = useMemo(() => {
    const parsed = parseAmountInput(other, 0, currency);
    return parsed.ok ? parsed.minor : null;
  }, [other, currency]);
  const amountMinor = other.trim() ? typedMinor : selected !== null && list[selected] ? toMinor(list[selected]!.amount) : null;
  const impact = presetTextFor(list, amountMinor, currency);
  const asking = other.trim() !== '' && isLargeAmount(list, typedMinor) && confirmed !== typedMinor;

  function changeKind(next: DonationKind) {
    setKind(next);
    setSelected(defaultPreset(presets[next]));
    setError(null);
    if (isAmountStep) router.replace(amountStepUrl(base, next), { scroll: false });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    let minor: number;
    if (other.trim() || selected === null) {
      const parsed = parseAmountInput(other, minMinor, currency);
      if (!parsed.ok) {
        setError(parsed.message);
        track('donationFormValidationError', { step: 'amount', fields: ['amount'], message: parsed.message });
        otherRef.current?.focus();
        return;
      }
      minor = parsed.minor;
      // Far above the presets: used only once the donor says yes (one tap, beside the field).
      if (isLargeAmount(list, minor) && confirmed !== minor) {
        confirmRef.current?.focus();
        return;
      }
    } else {
      minor = toMinor(list[selected]!.amount);
    }
    proceed(minor);
  }

  function changeAmount() {
    otherRef.current?.focus();
    otherRef.current?.select();
  }

  function confirm() {
    const parsed = parseAmountInput(other, minMinor, currency);
    if (!parsed.ok) return;
    setConfirmed(parsed.minor);
    proceed(parsed.minor);
  }

  function proceed(minor: number) {
    chooseGift(giftChoice({ country, currency, presets, kind: initialKind, minAmount, appealId, base, pagePath, appealTitle, askSchoolName }, kind, minor, new URLSearchParams(window.location.search)));
    router.push(firstStep);
  }

  return (
    <ChooserView
      id={id}
      kind={kind}
      list={list}
      selected={selected}
      other={other}
      currency={currency}
      minMinor={minMinor}
      impact={impact}
      error={error}
      submitLabel={submitLabel}
      base={base}
      echo={<AmountEcho id={`${id}-echo`} minor={other.trim() ? typedMinor : null} currency={currency} asking={asking} tone="panel" className={styles.echo} />}
      wallet={wallet ? <WalletGift formId={id} chooser={{ country, currency, presets, kind: initialKind, minAmount, appealId, base, pagePath, appealTitle, askSchoolName }} flags={wallet} rest={walletRest} /> : null}
      confirm={asking && typedMinor !== null ? <AmountConfirm id={id} minor={typedMinor} currency={currency} verb="give" onConfirm={confirm} onChange={changeAmount} confirmRef={confirmRef} tone="panel" /> : null}
      live={{
        onKind: changeKind,
        onPreset: (index) => {
          setSelected(index);
          setOther('');
          setError(null);
        },
        onOther: (value) => {
          setOther(value);
          setError(null);
        },
        onSubmit: submit,
        otherRef,
      }}
    />
  );
}
