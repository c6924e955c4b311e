import { SiteImage } from '@/features/common/components/SiteImage';
import { sizesFor } from '@/features/common/image';
import { SiteLink } from '@/features/common/components/SiteLink';
import type { BlockProps } from './types';
import styles from './HeroBlock.module.css';

// Above the fold: the image is the page's LCP candidate, so it loads with priority at full width.
const SIZES = sizesFor([], '100vw');

export function HeroBlock({ block }: BlockProps<'hero'>) {
  return (
    <section className={block.image ? styles.hero : `${styles.hero} ${styles.plain}`}>
      {block.image ? <SiteImage image={block.image} sizes={SIZES} priority className={styles.image} /> : null}
      <div className={styles.panel}>
        <h2 className={styles.title}>{block.title}</h2>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.cta ? (
          <SiteLink href={block.cta.url} className={`button ${styles.cta}`}>
            {block.cta.label}
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
}
