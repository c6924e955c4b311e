import type { BlockProps } from './types';
import styles from './QuoteBlock.module.css';

export function QuoteBlock({ block }: BlockProps<'quote'>) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>{block.text}</p>
      </blockquote>
      {block.author ? <figcaption className={styles.author}>{block.author}</figcaption> : null}
    </figure>
  );
}
