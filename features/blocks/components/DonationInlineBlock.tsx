import { DonationPresets, donationHeading } from './DonationPresets';
import { SiteLink } from '@/features/common/components/SiteLink';
import type { BlockProps } from './types';
import styles from './DonationInlineBlock.module.css';

export function DonationInlineBlock({ block, context }: BlockProps<'donation_inline'>) {
  return (
    <section className={styles.box} data-appeal-id={block.appeal_id ?? undefined} data-donation-type={block.default_type}>
      <h2 className={styles.title}>{donationHeading(block)}</h2>
      <DonationPresets
        block={block}
        currency={context.currency}
        classNames={{ list: styles.presets, item: styles.preset, amount: styles.amount, text: styles.text }}
      />
      <SiteLink href="/donate" className={`button ${styles.donate}`}>
        Donate now
      </SiteLink>
    </section>
  );
}
