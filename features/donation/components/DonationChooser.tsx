'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DonationKind } from '@/features/checkout';
import { formatMoney, toMinor } from '@/features/common/money';
import { track } from '@/features/common/track';
import { appealFor } from '@/features/common/attribution';
import { rememberAttribution } from '@/features/common/attribution-session';
import { isLargeAmount, matchPreset, parseAmountInput, presetAmountLabel, presetText } from '../presets';
import { amountStepUrl, donationPagePath, stepUrl } from '../steps';
import { hydrateDonationForm, useDonationForm } from '../store';
import styles from './DonationChooser.module.css';
import { OtherAmount } from './OtherAmount';
import type { DonationChooserProps } from './types';

// Choosing the gift: single or monthly, a preset or another amount (SPEC §5), in the donation
// hero and inline blocks and on the amount step. A small client island: no form library,
// no schema code, so content pages stay light.

export type { DonationChooserProps } from './types';

export const KIND_LABELS: Record<DonationKind, string> = { single: 'Single', monthly: 'Monthly' };
export { OTHER_AMOUNT_LABEL } from './OtherAmount';

export function DonationChooser({ country, currency, presets, kind: initialKind, minAmount, appealId, base, pagePath, appealTitle = null, isAmountStep = false, submitLabel = 'Donate now', askSchoolName = false }: DonationChooserProps) {
  const router = useRouter();
  const id = useId();
  const chooseGift = useDonationForm((s) => s.chooseGift);
  const [kind, setKind] = useState<DonationKind>(initialKind);
  const list = presets[kind];
  const [selected, setSelected] = useState<number | null>(list.length ? Math.min(1, list.length - 1) : null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A typed amount far above the presets, once the donor has confirmed it (issue 37).
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const otherRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const minMinor = toMinor(minAmount);

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
  const matched = matchPreset(list, amountMinor);
  const impact = matched && amountMinor !== null ? presetText(matched.text, formatMoney(amountMinor, currency)) : null;
  const asking = other.trim() !== '' && isLargeAmount(list, typedMinor) && confirmed !== typedMinor;

  function changeKind(next: DonationKind) {
    setKind(next);
    setSelected(presets[next].length ? Math.min(1, presets[next].length - 1) : null);
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

  function confirm() {
    const parsed = parseAmountInput(other, minMinor, currency);
    if (!parsed.ok) return;
    setConfirmed(parsed.minor);
    proceed(parsed.minor);
  }

  function proceed(minor: number) {
    const search = new URLSearchParams(window.location.search);
    const attribution = rememberAttribution(search, appealId);
    const dsn = search.get('dsn');
    chooseGift({
      kind,
      amount: minor,
      appealId: appealFor(country, kind, appealId, attribution),
      base,
      amountUrl: amountStepUrl(base, kind),
      amountPage: pagePath ?? donationPagePath(base),
      sourceCode: attribution.source,
      dsn: dsn && /^[A-Za-z0-9-]{1,64}$/.test(dsn) ? dsn : null,
      askSchoolName,
      appealTitle,
    });
    router.push(stepUrl(base, country, 'details'));
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.chooser} onSubmit={submit} noValidate data-donation-chooser action={amountStepUrl(base, kind).split('?')[0]} method="get">
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">How often would you like to give?</legend>
        <ul className={styles.kinds}>
          {(['single', 'monthly'] as const).map((k) => (
            <li key={k} className={styles.kind}>
              <input type="radio" id={`${id}-kind-${k}`} name="type" value={k} checked={kind === k} onChange={() => changeKind(k)} />
              <label htmlFor={`${id}-kind-${k}`}>{KIND_LABELS[k]}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      {list.length ? (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">Choose an amount</legend>
          <ul className={styles.presets}>
            {list.map((preset, index) => (
              <li key={index} className={styles.preset} data-preset-amount={preset.amount}>
                <input
                  type="radio"
                  id={`${id}-preset-${index}`}
                  name={`${id}-preset`}
                  value={preset.amount}
                  checked={!other.trim() && selected === index}
                  aria-describedby={`${id}-impact`}
                  onChange={() => {
                    setSelected(index);
                    setOther('');
                    setError(null);
                  }}
                />
                <label htmlFor={`${id}-preset-${index}`}>{presetAmountLabel(preset, currency)}</label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <OtherAmount
        id={id}
        value={other}
        onChange={(value) => {
          setOther(value);
          setError(null);
        }}
        currency={currency}
        minMinor={minMinor}
        typedMinor={typedMinor}
        asking={asking}
        onConfirm={confirm}
        onChangeAmount={() => {
          otherRef.current?.focus();
          otherRef.current?.select();
        }}
        error={error}
        errorId={errorId}
        inputRef={otherRef}
        confirmRef={confirmRef}
      />
      <p id={`${id}-impact`} className={styles.impact} aria-live="polite">
        {impact}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`button button--accent ${styles.submit}`}>
        {submitLabel}
      </button>
    </form>
  );
}
