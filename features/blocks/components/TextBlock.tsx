import { RichText } from './RichText';
import type { BlockProps } from './types';
import styles from './TextBlock.module.css';

export function TextBlock({ block }: BlockProps<'text'>) {
  return <RichText html={block.html} className={styles.text} />;
}
