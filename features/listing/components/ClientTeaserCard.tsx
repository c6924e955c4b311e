import NextImage from 'next/image';
import Link from 'next/link';
import type { Teaser } from '@/features/blocks';
import styles from './ClientTeaserCard.module.css';

// A teaser card for the client islands (search results, 'Show more'), the same markup and look
// as the blocks' TeaserCard. That one cannot be bundled for the browser: its entry point
// (features/blocks/components) also carries every block, sanitize-html and server-only gifts
// data. Image URLs arrive absolute from the route handlers.

const SIZES = '(max-width: 576px) 100vw, (max-width: 992px) 50vw, 400px';
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Dublin' });

function bundleLabel(bundle: string): string {
  const words = bundle.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function TeaserDate({ date }: { date: string }) {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return null;
  return <time dateTime={date}>{DATE_FORMAT.format(time)}</time>;
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function ClientTeaserCard({ teaser }: { teaser: Teaser }) {
  return (
    <article className={styles.card}>
      {teaser.image ? (
        <NextImage src={teaser.image.url} alt={teaser.image.alt} width={teaser.image.width} height={teaser.image.height} sizes={SIZES} className={styles.image} />
      ) : null}
      <div className={styles.body}>
        {teaser.bundle || teaser.date ? (
          <p className={styles.meta}>
            {teaser.bundle ? <span className={styles.bundle}>{bundleLabel(teaser.bundle)}</span> : null}
            {teaser.date ? <TeaserDate date={teaser.date} /> : null}
          </p>
        ) : null}
        <h2 className={styles.title}>
          {isInternal(teaser.url) ? (
            <Link href={teaser.url} className={styles.link}>
              {teaser.title}
            </Link>
          ) : (
            <a href={teaser.url} className={styles.link}>
              {teaser.title}
            </a>
          )}
        </h2>
        {teaser.summary ? <p className={styles.summary}>{teaser.summary}</p> : null}
      </div>
    </article>
  );
}
