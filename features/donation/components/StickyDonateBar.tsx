import type { Preset } from '@/features/blocks';
import type { DonationKind } from '@/features/checkout';
import type { Currency } from '@/features/common/money';
import { presetAmountLabel } from '../presets';
import styles from './AppealAsk.module.css';

// The phone's sticky Donate bar on an appeal page (issue 40): server markup and CSS only, no
// client code. Its button submits the appeal's own chooser form (`form={formId}`), static or
// live, so the gift the donor chose goes where that form's Donate goes. CSS shows it once the
// form has scrolled out of view and until the ask at the page's end comes into view, hides it
// while a text field has the focus (the keyboard is open), and shows the chosen preset's amount
// (AppealAsk.module.css: one span per preset, picked by :has() on the checked radios).

/** The bar names at most this many presets per type (the CSS has a rule for each). */
export const BAR_PRESETS = 6;

export interface StickyDonateBarProps {
  formId: string;
  appealTitle: string;
  presets: Record<DonationKind, readonly Preset[]>;
  currency: Currency;
}

/** 'Donate to Gaza emergency appeal'. */
export function barLabel(appealTitle: string): string {
  return `Donate to ${appealTitle}`;
}

/** '€50', '€10 a month'. */
export function barAmount(preset: Preset, kind: DonationKind, currency: Currency): string {
  const money = presetAmountLabel(preset, currency);
  return kind === 'monthly' ? `${money} a month` : money;
}

export function StickyDonateBar({ formId, appealTitle, presets, currency }: StickyDonateBarProps) {
  return (
    <div className={styles.bar} data-sticky-donate="">
      <button type="submit" form={formId} className={`button button--accent ${styles.barButton}`}>
        <span className={styles.barLabel}>{barLabel(appealTitle)}</span>
        {(['single', 'monthly'] as const).flatMap((kind) =>
          presets[kind].slice(0, BAR_PRESETS).map((preset, index) => (
            <span key={`${kind}-${index}`} className={styles.barAmount} data-kind={kind} data-index={index}>
              {barAmount(preset, kind, currency)}
            </span>
          )),
        )}
      </button>
    </div>
  );
}
