import type { Preset } from '@/features/blocks';
import type { DonationKind } from '@/features/checkout';
import { type Currency, formatMoney, toMinor } from '@/features/common/money';
import { presetText } from '../presets';
import styles from './Donation.module.css';

// The donation chooser's two radio groups: how often (single or monthly) and the block's
// preset amounts, each with its impact text.

export const KIND_LABELS: Record<DonationKind, string> = { single: 'Single', monthly: 'Monthly' };

/** '€25', or '€50–€99' for a range (as the blocks showed them). */
function presetAmountLabel(preset: Preset, currency: Currency): string {
  const from = formatMoney(toMinor(preset.amount), currency);
  return preset.amount_to === null ? from : `${from}–${formatMoney(toMinor(preset.amount_to), currency)}`;
}

/** `id`: the chooser's own id (several choosers can share a page). */
export function KindChoice({ id, kind, onChange }: { id: string; kind: DonationKind; onChange: (kind: DonationKind) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>How often would you like to give?</legend>
      <ul className={styles.kinds}>
        {(['single', 'monthly'] as const).map((k) => (
          <li key={k} className={styles.option}>
            <input type="radio" id={`${id}-kind-${k}`} name="type" value={k} checked={kind === k} onChange={() => onChange(k)} />
            <label htmlFor={`${id}-kind-${k}`}>{KIND_LABELS[k]}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface PresetChoiceProps {
  id: string;
  presets: Preset[];
  currency: Currency;
  /** The checked preset's index, or null (none, or another amount typed). */
  checked: number | null;
  onChange: (index: number) => void;
}

export function PresetChoice({ id, presets, currency, checked, onChange }: PresetChoiceProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Choose an amount</legend>
      <ul className={styles.presetList}>
        {presets.map((preset, index) => (
          <li key={index} className={styles.option} data-preset-amount={preset.amount}>
            <input type="radio" id={`${id}-preset-${index}`} name={`${id}-preset`} value={preset.amount} checked={checked === index} onChange={() => onChange(index)} />
            <label htmlFor={`${id}-preset-${index}`} className={styles.presetLabel}>
              <span className={styles.presetAmount}>{presetAmountLabel(preset, currency)}</span>
              <span className={styles.presetText}>{presetText(preset.text, presetAmountLabel(preset, currency))}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
