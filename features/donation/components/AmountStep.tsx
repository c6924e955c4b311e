import type { Preset } from '@/features/blocks';
import type { Country, DonationKind } from '@/features/checkout';
import type { Currency } from '@/features/common/money';
import { DonationChooser } from './DonationChooser';
import styles from './Donation.module.css';

// The amount step page's body: the appeal's title and its donation block's chooser.

export interface AmountStepProps {
  title: string;
  country: Country;
  currency: Currency;
  kind: DonationKind;
  presets: { single: Preset[]; monthly: Preset[] };
  minAmount: number;
  appealId: string | null;
  base: string;
  /** The content page whose donation block this is. */
  pagePath: string;
  askSchoolName: boolean;
}

export function AmountStep({ title, kind, ...rest }: AmountStepProps) {
  return (
    <div className={styles.pageChooser} data-checkout-step="amount">
      <p>{title}</p>
      <h1>{kind === 'monthly' ? 'Give monthly' : 'Make a donation'}</h1>
      <DonationChooser {...rest} kind={kind} isAmountStep submitLabel="Continue" />
    </div>
  );
}
