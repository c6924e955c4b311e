import { SiteImage } from '@/features/common/components/SiteImage';
import { sizesFor } from '@/features/common/image';
import type { Teaser } from '../schema';
import { SmartLink } from './SmartLink';
import type { BlockProps } from './types';
import styles from './TeasersBlock.module.css';

// One column to 576px, two to 992px, then three in the wide column.
const SIZES = sizesFor([['xs', '100vw'], ['md', '50vw']], '400px');

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Dublin' });

/** 'press_release' → 'Press release'. */
export function bundleLabel(bundle: string): string {
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
  return (
    <article className={styles.card}>
      {teaser.image ? <SiteImage image={teaser.image} sizes={SIZES} className={styles.image} /> : null}
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

export function TeasersBlock({ block }: BlockProps<'teasers'>) {
  if (block.items.length === 0 && !block.title) return null;
  return (
    <section className={styles.teasers}>
      {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
      <ul className={styles.grid}>
        {block.items.map((teaser) => (
          <li key={teaser.url}>
            <TeaserCard teaser={teaser} headingLevel={block.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
