import { SiteImage } from '@/features/common/components/SiteImage';
import { sizesFor } from '@/features/common/image';
import { DonationPresets, donationHeading } from './DonationPresets';
import type { BlockProps } from '@/features/blocks/components';
import styles from './DonationHeroBlock.module.css';

// An appeal's first screen on a phone: the picture, the appeal's title, one line of need, the
// amount chooser and Donate (context.lead when the block opens the page; otherwise the block's
// own heading). The picture keeps a landscape box at every width (cropped to it from the
// centre, as a photograph is framed), never a tall strip of a wide picture.

// Full width until md, then the picture's column of the wide layout.
const SIZES = sizesFor([['md', '100vw']], '700px');

export function DonationHeroBlock({ block, context }: BlockProps<'donation_hero'>) {
  const image = block.presets[block.default_type].find((p) => p.image)?.image ?? null;
  const lead = context.lead;
  return (
    <section className={styles.hero} data-appeal-id={block.appeal_id ?? undefined} data-donation-type={block.default_type} data-donation-hero>
      {image ? (
        <div className={styles.media}>
          <SiteImage image={image} sizes={SIZES} priority className={styles.image} />
        </div>
      ) : null}
      <div className={styles.panel}>
        {lead ? <h1 className={styles.title}>{lead.title}</h1> : <h2 className={styles.title}>{donationHeading(block)}</h2>}
        {lead?.summary ? <p className={styles.need}>{lead.summary}</p> : null}
        <DonationPresets block={block} context={context} stickyBar={context.pageBundle === 'appeal' && !context.askAtEnd} />
      </div>
    </section>
  );
}
