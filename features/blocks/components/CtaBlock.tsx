import { SiteLink } from '@/features/common/components/SiteLink';
import type { BlockProps } from './types';
import styles from './CtaBlock.module.css';

export function CtaBlock({ block }: BlockProps<'cta'>) {
  return (
    <section className={styles.cta}>
      <h2 className={styles.title}>{block.title}</h2>
      {block.text ? <p className={styles.text}>{block.text}</p> : null}
      {block.links.length > 0 ? (
        <ul className={styles.links}>
          {block.links.map((link, index) => (
            <li key={`${link.url}-${index}`}>
              <SiteLink href={link.url} className={index === 0 ? 'button' : 'button button--secondary'}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
