import { RichText } from './RichText';
import type { BlockProps } from './types';
import styles from './AccordionBlock.module.css';

// Native <details>/<summary>: opens and closes without JavaScript, keyboard accessible.
export function AccordionBlock({ block }: BlockProps<'accordion'>) {
  if (block.items.length === 0) return null;
  return (
    <div className={styles.accordion}>
      {block.items.map((item, index) => (
        <details key={index} className={styles.item}>
          <summary className={styles.summary}>{item.title}</summary>
          <RichText html={item.html} className={styles.content} />
        </details>
      ))}
    </div>
  );
}
