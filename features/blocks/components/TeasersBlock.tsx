import { withAbsoluteImage } from '../teaser-images';
import { TeaserCard } from './TeaserCard';
import type { BlockProps } from './types';
import styles from './TeasersBlock.module.css';

export function TeasersBlock({ block }: BlockProps<'teasers'>) {
  if (block.items.length === 0 && !block.title) return null;
  return (
    <section className={styles.teasers}>
      {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
      <ul className={styles.grid}>
        {block.items.map((teaser) => (
          <li key={teaser.url}>
            <TeaserCard teaser={withAbsoluteImage(teaser)} headingLevel={block.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
