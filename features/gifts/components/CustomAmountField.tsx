'use client';

import type { Ref } from 'react';
import { AmountConfirm, AmountEcho } from '@/features/common/components/AmountCheck';
import { type Currency, currencySymbol } from '@/features/common/money';
import styles from './gifts.module.css';

// The amount of a custom-price gift (a corporate custom price, a donation gift): typed as
// the donation chooser's is (features/common/money-input: "20,50" is €20.50), echoed under
// the field as understood, and a large amount confirmed with one tap (issue 37).

interface Props {
  id: string;
  errorId: string;
  value: string;
  onChange(value: string): void;
  currency: Currency;
  /** The typed amount as understood, minor units, or null. */
  typedMinor: number | null;
  asking: boolean;
  /** "Yes, pay €2,050" or, for a donation gift, "Yes, give €2,050". */
  verb: string;
  onConfirm(): void;
  /** Back to the field to change the amount. */
  onChangeAmount(): void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  confirmRef: Ref<HTMLButtonElement>;
}

export function CustomAmountField({ id, errorId, value, onChange, currency, typedMinor, asking, verb, onConfirm, onChangeAmount, error, inputRef, confirmRef }: Props) {
  const echoId = `${id}-echo`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Your amount ({currencySymbol(currency)})</label>
      <input
        ref={inputRef}
        id={id}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${echoId}` : echoId}
        data-custom-amount
      />
      <AmountEcho id={echoId} minor={value.trim() ? typedMinor : null} currency={currency} asking={asking} tone="page" />
      {asking && typedMinor !== null ? (
        <AmountConfirm
          id={id}
          minor={typedMinor}
          currency={currency}
          verb={verb}
          onConfirm={onConfirm}
          onChange={onChangeAmount}
          confirmRef={confirmRef}
          tone="page"
        />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
