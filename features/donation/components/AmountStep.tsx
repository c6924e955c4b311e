import type { ReactNode } from 'react';
import type { Preset } from '@/features/blocks';
import type { Country, DonationKind } from '@/features/checkout';
import type { Currency } from '@/features/common/money';
import { DonationChooser } from './DonationChooser';
import type { WalletGiftProps } from './types';
import styles from './AmountStep.module.css';

// The amount step page's body: the appeal's title as the heading, single or monthly under it,
// and the chooser on the donation panel.

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
  /** The settings' flags the wallet button follows (walletFlagsFor). */
  wallet: WalletGiftProps['flags'];
  /** The sandbox wallet at rest, drawn by the server (./WalletPanelView.tsx WalletAtRest). */
  walletRest?: ReactNode;
}

export function AmountStep({ title, kind, ...rest }: AmountStepProps) {
  return (
    <div className={styles.page} data-checkout-step="amount">
      <div className={styles.panel}>
        <p className={styles.kicker}>{kind === 'monthly' ? 'Give monthly' : 'Make a donation'}</p>
        <h1 className={styles.title}>{title}</h1>
        <DonationChooser {...rest} kind={kind} appealTitle={title} isAmountStep submitLabel="Continue" />
      </div>
    </div>
  );
}
