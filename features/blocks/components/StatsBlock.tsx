import type { BlockProps } from './types';
import styles from './StatsBlock.module.css';

// Facts and figures. The wrapper is the layout's container: a narrow place (a phone, a
// sidebar) lists the figures one a row beside their words, a wide one sets them as tiles.

export function StatsBlock({ block }: BlockProps<'stats'>) {
  if (block.items.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <ul className={styles.stats}>
        {block.items.map((item, index) => (
          <li key={index} className={styles.item}>
            <strong className={styles.value}>{item.value}</strong> <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
