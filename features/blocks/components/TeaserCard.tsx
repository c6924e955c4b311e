import { formatContentDate } from '@/features/common/date';
import { bundleLabel } from '../bundle-labels';
import type { Teaser } from '../schema';
import { Img } from '@/features/common/components/Img';
import { SiteLink } from '@/features/common/components/SiteLink';
import styles from './TeaserCard.module.css';

// A teaser card: in teaser blocks, listings, search results and 'Show more'. Safe in the
// browser (client islands render it too), so it takes the image URL as given: server callers
// resolve backend-relative URLs first (backendAssetUrl), the route handlers answer absolute ones.

const SIZES = '(max-width: 576px) 100vw, (max-width: 992px) 50vw, 400px';

function TeaserDate({ date }: { date: string }) {
  const shown = formatContentDate(date);
  return shown ? <time dateTime={date}>{shown}</time> : null;
}

/** `priority`: a listing's first card, whose picture is the first screen's largest on a phone. */
export function TeaserCard({ teaser, headingLevel = 3, priority = false }: { teaser: Teaser; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { image } = teaser;
  const kind = bundleLabel(teaser.bundle);
  return (
    <article className={styles.card}>
      {image ? <Img src={image.url} alt={image.alt} width={image.width} height={image.height} sizes={SIZES} className={styles.image} priority={priority} /> : null}
      <div className={styles.body}>
        {kind || teaser.date ? (
          <p className={styles.meta}>
            {kind ? <span className={styles.bundle}>{kind}</span> : null}
            {teaser.date ? <TeaserDate date={teaser.date} /> : null}
          </p>
        ) : null}
        <Heading className={styles.title}>
          <SiteLink href={teaser.url} className={styles.link}>
            {teaser.title}
          </SiteLink>
        </Heading>
        {teaser.summary ? <p className={styles.summary}>{teaser.summary}</p> : null}
      </div>
    </article>
  );
}
