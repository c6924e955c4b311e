'use client';

import { formatMoney, type Currency } from '@/features/common/money';
import { GIFT_AID_COMPANY, GIFT_AID_DECLARATION, GIFT_AID_HEADING, GIFT_AID_NO, GIFT_AID_YES, giftAidUplift } from '../giftaid';
import styles from './Checkout.module.css';

// The Gift Aid declaration (GB). Controlled: value true/false, null while unanswered.

interface Props {
  value: boolean | null;
  onChange: (value: boolean) => void;
  amountMinor: number;
  currency: Currency;
  /** A company donation cannot carry Gift Aid (SPEC §5). */
  companyName?: string | null;
  error?: string | null;
  idPrefix?: string;
  /** The settings' tooltip for Gift Aid, if any. */
  tooltip?: string | null;
}

export function GiftAidDeclaration({ value, onChange, amountMinor, currency, companyName, error, idPrefix = 'giftaid', tooltip }: Props) {
  if (companyName?.trim()) return <p className={styles.panel}>{GIFT_AID_COMPANY}</p>;
  const uplift = giftAidUplift(amountMinor);
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className={styles.legend}>{GIFT_AID_HEADING}</legend>
      <p>
        Gift Aid would add <strong>{formatMoney(uplift, currency)}</strong> to your donation of {formatMoney(amountMinor, currency)}, making it{' '}
        <strong>{formatMoney(amountMinor + uplift, currency)}</strong>.
      </p>
      {tooltip ? <p className={styles.hint}>{tooltip}</p> : null}
      <p className={styles.panel}>{GIFT_AID_DECLARATION}</p>
      <div className={styles.check}>
        <input id={`${idPrefix}-yes`} type="radio" name={idPrefix} checked={value === true} onChange={() => onChange(true)} />
        <label htmlFor={`${idPrefix}-yes`}>{GIFT_AID_YES}</label>
      </div>
      <div className={styles.check}>
        <input id={`${idPrefix}-no`} type="radio" name={idPrefix} checked={value === false} onChange={() => onChange(false)} />
        <label htmlFor={`${idPrefix}-no`}>{GIFT_AID_NO}</label>
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
