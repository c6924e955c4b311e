import type { FormEvent, ReactNode, Ref } from 'react';
import type { Preset } from '@/features/blocks';
import type { DonationKind } from '@/features/checkout';
import { currencySymbol, formatMoney, type Currency } from '@/features/common/money';
import { presetAmountLabel } from '../presets';
import { amountStepPath } from '../steps';
import styles from './DonationChooser.module.css';

// The gift chooser's markup (SPEC §5), without hooks: the live chooser (DonationChooser)
// renders it with its state and handlers, and a donation block's server component renders it
// as it first looks, so a content page sends no chooser code until the donor reaches for it
// (DonationPresets and ChooserWake, issue 39). Static, its fields are uncontrolled: a choice made before
// the chooser wakes stays in the page and is carried over.

export const KIND_LABELS: Record<DonationKind, string> = { single: 'Single', monthly: 'Monthly' };
export const OTHER_AMOUNT_LABEL = 'Other amount';

/** The live chooser's handlers and refs; absent, the fields keep their own state. */
export interface ChooserHandlers {
  onKind(kind: DonationKind): void;
  onPreset(index: number): void;
  onOther(value: string): void;
  onSubmit(event: FormEvent): void;
  otherRef: Ref<HTMLInputElement>;
}

export interface ChooserViewProps {
  id: string;
  kind: DonationKind;
  list: readonly Preset[];
  /** The chosen preset's index; none while another amount is typed. */
  selected: number | null;
  other: string;
  currency: Currency;
  minMinor: number;
  impact: string | null;
  error: string | null;
  submitLabel: string;
  /** The checkout base: without JavaScript the form goes to its amount step. */
  base: string;
  /** Under the field: the amount as understood. */
  echo: ReactNode;
  /** Beside the field: the question for an amount far above the presets. */
  confirm?: ReactNode;
  /** Beside the submit button: the wallet's button (issue 48, ./WalletGift.tsx), and under both its fee and Gift Aid ticks. */
  wallet?: ReactNode;
  live?: ChooserHandlers;
}

/** A controlled field for the live chooser, an uncontrolled one for the static form. */
const checkedProps = (checked: boolean, live: ChooserHandlers | undefined, onChange: () => void) => (live ? { checked, onChange } : { defaultChecked: checked });

export function ChooserView({ id, kind, list, selected, other, currency, minMinor, impact, error, submitLabel, base, echo, confirm, wallet, live }: ChooserViewProps) {
  const errorId = `${id}-error`;
  return (
    <form className={styles.chooser} onSubmit={live?.onSubmit} noValidate data-donation-chooser={live ? 'live' : 'static'} id={id} action={amountStepPath(base, kind)} method="get">
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">How often would you like to give?</legend>
        <ul className={styles.kinds}>
          {(['single', 'monthly'] as const).map((k) => (
            <li key={k} className={styles.kind}>
              <input type="radio" id={`${id}-kind-${k}`} name="type" value={k} {...checkedProps(kind === k, live, () => live?.onKind(k))} />
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
                  aria-describedby={`${id}-impact`}
                  {...checkedProps(!other.trim() && selected === index, live, () => live?.onPreset(index))}
                />
                <label htmlFor={`${id}-preset-${index}`}>{presetAmountLabel(preset, currency)}</label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className={styles.other}>
        <label htmlFor={`${id}-other`}>{OTHER_AMOUNT_LABEL}</label>
        <span className={styles.otherField} data-currency={currencySymbol(currency)}>
          <input
            ref={live?.otherRef}
            id={`${id}-other`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            {...(live ? { value: other, onChange: (e: { target: HTMLInputElement }) => live.onOther(e.target.value) } : { defaultValue: other })}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? errorId : `${id}-min`} ${id}-echo`}
          />
        </span>
        <span id={`${id}-min`} className="visually-hidden">
          In {currencySymbol(currency)}, minimum {formatMoney(minMinor, currency)}
        </span>
        {echo}
      </div>
      {confirm}
      <p id={`${id}-impact`} className={styles.impact} aria-live="polite">
        {impact}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`button button--accent ${styles.submit}`}>
          {submitLabel}
        </button>
        {wallet}
      </div>
    </form>
  );
}
