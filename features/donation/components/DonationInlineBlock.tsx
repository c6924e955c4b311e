import { DonationPresets, donationHeading } from './DonationPresets';
import type { BlockProps } from '@/features/blocks/components';
import styles from './DonationInlineBlock.module.css';

export function DonationInlineBlock({ block, context }: BlockProps<'donation_inline'>) {
  return (
    <section className={styles.box} data-appeal-end-ask={context.askAtEnd ? '' : undefined} data-appeal-id={block.appeal_id ?? undefined} data-donation-type={block.default_type}>
      <h2 className={styles.title}>{donationHeading(block)}</h2>
      <DonationPresets block={block} context={context} />
    </section>
  );
}
