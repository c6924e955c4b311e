import NextImage from 'next/image';
import type { Teaser } from '../schema';
import { SmartLink } from './SmartLink';
import styles from './TeaserCard.module.css';

// A teaser card: in teaser blocks, listings, search results and 'Show more'. Safe in the
// browser (client islands render it too), so it takes the image URL as given: server callers
// resolve backend-relative URLs first (backendAssetUrl), the route handlers answer absolute ones.

const SIZES = '(max-width: 576px) 100vw, (max-width: 992px) 50vw, 400px';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Dublin' });

/** 'press_release' → 'Press release'. */
function bundleLabel(bundle: string): string {
  const words = bundle.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function TeaserDate({ date }: { date: string }) {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return null;
  return <time dateTime={date}>{DATE_FORMAT.format(time)}</time>;
}

export function TeaserCard({ teaser, headingLevel = 3 }: { teaser: Teaser; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { image } = teaser;
  return (
    <article className={styles.card}>
      {image ? <NextImage src={image.url} alt={image.alt} width={image.width} height={image.height} sizes={SIZES} className={styles.image} /> : null}
      <div className={styles.body}>
        {teaser.bundle || teaser.date ? (
          <p className={styles.meta}>
            {teaser.bundle ? <span className={styles.bundle}>{bundleLabel(teaser.bundle)}</span> : null}
            {teaser.date ? <TeaserDate date={teaser.date} /> : null}
          </p>
        ) : null}
        <Heading className={styles.title}>
          <SmartLink href={teaser.url} className={styles.link}>
            {teaser.title}
          </SmartLink>
        </Heading>
        {teaser.summary ? <p className={styles.summary}>{teaser.summary}</p> : null}
      </div>
    </article>
  );
}
