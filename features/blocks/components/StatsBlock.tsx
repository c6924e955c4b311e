import type { BlockProps } from './types';
import styles from './StatsBlock.module.css';

export function StatsBlock({ block }: BlockProps<'stats'>) {
  if (block.items.length === 0) return null;
  return (
    <ul className={styles.stats}>
      {block.items.map((item, index) => (
        <li key={index} className={styles.item}>
          <strong className={styles.value}>{item.value}</strong> <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
