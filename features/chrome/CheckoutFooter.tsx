import type { Storefront } from '@/edge/storefront';
import type { Charity } from '@/features/settings';
import { MANAGE_COOKIES_HREF } from './SiteFooter';
import { BRAND_NAME } from './SiteHeader';
import { copyrightLine, whoRunsTheSite } from './site-links';
import styles from './CheckoutFooter.module.css';

// A checkout's footer: one legal line and nothing else (issue 40: nothing under Pay to lead the
// buyer away). Who runs the site and its registered numbers (a payer's check of a charity), the
// copyright, and 'Manage my cookies' (SPEC §3: the footer's link; the consent dialog listens
// for clicks on [data-manage-cookies]). The full footer, menus and the other storefront, is
// the rest of the site's (./SiteFooter.tsx).

export interface CheckoutFooterProps {
  storefront: Storefront;
  charity?: Charity | null;
}

const YEAR = new Date().getFullYear();

export function CheckoutFooter({ storefront, charity = null }: CheckoutFooterProps) {
  const name = charity?.name ?? BRAND_NAME.main;
  return (
    <footer className={styles.footer} data-storefront={storefront} data-legal-line="">
      <p className={styles.line}>
        <span>{copyrightLine(YEAR, name)}</span>{' '}
        {charity ? <span>{whoRunsTheSite(storefront, charity, BRAND_NAME[storefront])}</span> : null}{' '}
        {charity?.numbers.map((entry) => (
          <span key={`${entry.label}:${entry.number}`} data-charity-number={entry.number}>
            {entry.label} {entry.url ? <a href={entry.url} className={styles.link}>{entry.number}</a> : entry.number}.{' '}
          </span>
        ))}
        <a href={MANAGE_COOKIES_HREF} data-manage-cookies="" className={styles.link}>
          Manage my cookies
        </a>
      </p>
    </footer>
  );
}
