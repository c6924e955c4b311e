import { backendAssetUrl } from '@/features/common/image';
import { sanitizeRichText } from '../html';
import styles from './RichText.module.css';

/** Backend HTML, sanitised on the server (features/blocks/html.ts), with rich-text styles. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = sanitizeRichText(html, { resolveImageSrc: (src) => backendAssetUrl(src) });
  return <div className={className ? `${styles.richText} ${className}` : styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
