'use client';

import type { Ref } from 'react';
import { AmountConfirm, AmountEcho } from '@/features/common/components/AmountCheck';
import { type Currency, currencySymbol, formatMoney } from '@/features/common/money';
import styles from './DonationChooser.module.css';

// The chooser's 'Other amount' field: the currency sign inside it, the amount as the site
// understood it under it (issue 37), and the question for an amount far above the presets.

export const OTHER_AMOUNT_LABEL = 'Other amount';

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  currency: Currency;
  minMinor: number;
  /** The typed amount as understood (minor units), or null. */
  typedMinor: number | null;
  /** The typed amount is large and not yet confirmed. */
  asking: boolean;
  onConfirm(): void;
  error: string | null;
  errorId: string;
  inputRef: Ref<HTMLInputElement>;
  confirmRef: Ref<HTMLButtonElement>;
  onChangeAmount(): void;
}

export function OtherAmount({ id, value, onChange, currency, minMinor, typedMinor, asking, onConfirm, error, errorId, inputRef, confirmRef, onChangeAmount }: Props) {
  const echoId = `${id}-echo`;
  return (
    <>
      <div className={styles.other}>
        <label htmlFor={`${id}-other`}>{OTHER_AMOUNT_LABEL}</label>
        <span className={styles.otherField} data-currency={currencySymbol(currency)}>
          <input
            ref={inputRef}
            id={`${id}-other`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? errorId : `${id}-min`} ${echoId}`}
          />
        </span>
        <span id={`${id}-min`} className="visually-hidden">
          In {currencySymbol(currency)}, minimum {formatMoney(minMinor, currency)}
        </span>
        <AmountEcho id={echoId} minor={value.trim() ? typedMinor : null} currency={currency} asking={asking} tone="panel" className={styles.echo} />
      </div>
      {asking && typedMinor !== null ? (
        <AmountConfirm id={id} minor={typedMinor} currency={currency} verb="give" onConfirm={onConfirm} onChange={onChangeAmount} confirmRef={confirmRef} tone="panel" />
      ) : null}
    </>
  );
}
