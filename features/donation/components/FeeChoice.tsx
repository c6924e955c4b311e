'use client';

import { useState } from 'react';
import { checkoutStyles } from '@/features/checkout/client';
import type { Currency } from '@/features/common/money';
import { FEE_FORMULAS, FEE_LABELS, FEE_PERCENTAGES, FEE_QUESTION, feeCoverText, feeOptionText, type ChosenFeeFormula, type FeeFormula, type FeePercentage } from '../fees';
import styles from './DonationCheckout.module.css';

// The fundraising fee (SPEC §9, single gifts only) in money: one ticked box 'Add €2.50 to cover
// card and processing fees' (5% by default); 'Change' opens SPEC's choices, each with its money.

interface Props {
  amountMinor: number;
  formula: FeeFormula;
  currency: Currency;
  disabled?: boolean;
  tooltip?: string | null;
  onChange(formula: ChosenFeeFormula): void;
}

const isPercentage = (f: FeeFormula): f is FeePercentage => (FEE_PERCENTAGES as readonly string[]).includes(f);

export function FeeChoice({ amountMinor, formula, currency, disabled = false, tooltip, onChange }: Props) {
  const [open, setOpen] = useState(false);
  // Ticking the box again brings back the percentage last chosen.
  const [percentage, setPercentage] = useState<FeePercentage>(isPercentage(formula) ? formula : '5%');
  const covered = formula !== 'without_fee';
  const choose = (f: ChosenFeeFormula) => {
    if (isPercentage(f)) setPercentage(f);
    onChange(f);
  };
  return (
    <div className={styles.fee} data-fee>
      <div className={checkoutStyles.check}>
        <input id="fee-cover" type="checkbox" checked={covered} disabled={disabled} aria-describedby="fee-formula" onChange={(e) => choose(e.target.checked ? percentage : 'without_fee')} />
        <label htmlFor="fee-cover">{feeCoverText(amountMinor, covered && isPercentage(formula) ? formula : percentage, currency)}</label>
      </div>
      <p className={styles.feeFormula}>
        <span id="fee-formula">{FEE_LABELS[formula]}</span>
        <button type="button" className={styles.textButton} aria-expanded={open} aria-controls="fee-options" onClick={() => setOpen((o) => !o)}>
          Change<span className="visually-hidden"> the fee</span>
        </button>
      </p>
      {tooltip ? <p className={checkoutStyles.hint}>{tooltip}</p> : null}
      <fieldset id="fee-options" className={styles.feeOptions} hidden={!open}>
        <legend className={styles.feeLegend}>{FEE_QUESTION}</legend>
        {FEE_FORMULAS.map((f) => (
          <div key={f} className={checkoutStyles.check}>
            <input id={`fee-${f}`} type="radio" name="fundraising_costs" value={f} checked={formula === f} disabled={disabled} onChange={() => choose(f)} />
            <label htmlFor={`fee-${f}`}>{feeOptionText(amountMinor, f, currency)}</label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
