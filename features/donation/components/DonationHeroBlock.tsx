import { SiteImage } from '@/features/common/components/SiteImage';
import { sizesFor } from '@/features/common/image';
import { DonationPresets, donationHeading } from './DonationPresets';
import type { BlockProps } from '@/features/blocks/components';
import styles from './DonationHeroBlock.module.css';

// Full width until md, then the image takes half of the wide column.
const SIZES = sizesFor([['md', '100vw']], '600px');

export function DonationHeroBlock({ block, context }: BlockProps<'donation_hero'>) {
  const image = block.presets[block.default_type].find((p) => p.image)?.image ?? null;
  return (
    <section className={styles.banner} data-appeal-id={block.appeal_id ?? undefined} data-donation-type={block.default_type}>
      {image ? <SiteImage image={image} sizes={SIZES} priority className={styles.image} /> : null}
      <div className={styles.body}>
        <h2 className={styles.title}>{donationHeading(block)}</h2>
        <DonationPresets block={block} context={context} submitClassName={styles.donate} />
      </div>
    </section>
  );
}
