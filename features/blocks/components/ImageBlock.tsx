import { SiteImage } from '@/features/common/components/SiteImage';
import { sizesFor } from '@/features/common/image';
import type { BlockProps } from './types';
import styles from './ImageBlock.module.css';

// Full width on small screens, then at most the wide content column (75rem = 1200px).
const SIZES = sizesFor([['lg', '100vw']], '1200px');

export function ImageBlock({ block }: BlockProps<'image'>) {
  return (
    <figure className={styles.figure}>
      <SiteImage image={block.image} sizes={SIZES} className={styles.image} />
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  );
}
