import { siteUrl } from '@/edge/config';
import type { Storefront } from '@/edge/storefront';
import type { Charity, MenuLink } from '@/features/settings';
import { SiteLink } from '@/features/common/components/SiteLink';
import { BrandMark } from './BrandMark';
import { cx } from './class-names';
import { BRAND_NAME } from './SiteHeader';
import { copyrightLine, otherSite, whoRunsTheSite, type StorefrontOrigins } from './site-links';
import styles from './SiteFooter.module.css';

// The footer of every page, in three parts: who runs the site (the charity, its address and its
// registered numbers linked to the public registers: a donor's first check of a charity), the
// footer menu (a link with children becomes a column headed by it; the flat links, then always
// 'Manage my cookies': SPEC §3; the consent dialog listens for clicks on [data-manage-cookies];
// without JavaScript the link leads to the cookie policy), and the other storefront.

export interface SiteFooterProps {
  storefront: Storefront;
  menu: MenuLink[];
  /** settings.charity; null: the footer names no numbers rather than claim them. */
  charity?: Charity | null;
  /** Both storefronts' public origins; the configuration's (MAIN_SITE_URL, GIFTS_SITE_URL) unless given. */
  origins?: StorefrontOrigins;
}

/** Fixed when the page is built: static pages are rebuilt often enough for a copyright line. */
const YEAR = new Date().getFullYear();

/** Where 'Manage my cookies' leads when no script opens the dialog. */
export const MANAGE_COOKIES_HREF = '/cookie-policy#manage-cookies';

function LinkList({ links, className }: { links: MenuLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link, i) => (
        <li key={`${i}:${link.url}`}>
          <SiteLink href={link.url} className={styles.link}>
            {link.title}
          </SiteLink>
          {link.children.length > 0 ? <LinkList links={link.children} className={styles.nested} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Trust({ storefront, charity }: { storefront: Storefront; charity: Charity }) {
  return (
    <div className={styles.trust} data-charity="">
      <p className={styles.statement}>{whoRunsTheSite(storefront, charity, BRAND_NAME[storefront])}</p>
      {charity.address ? <p className={styles.address}>{charity.address}</p> : null}
      {charity.numbers.length > 0 ? (
        <ul className={styles.numbers} aria-label="Registered numbers">
          {charity.numbers.map((entry) => (
            <li key={`${entry.label}:${entry.number}`} data-charity-number={entry.number}>
              <span className={styles.numberLabel}>{entry.label}</span>{' '}
              {entry.url ? (
                <a href={entry.url} className={styles.numberLink}>
                  {entry.number}
                </a>
              ) : (
                <span className={styles.number}>{entry.number}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function SiteFooter({ storefront, menu, charity = null, origins }: SiteFooterProps) {
  const columns = menu.filter((link) => link.children.length > 0);
  const flat = menu.filter((link) => link.children.length === 0);
  const other = otherSite(storefront, origins ?? { main: siteUrl('main'), gifts: siteUrl('gifts') });
  return (
    <footer className={cx(styles.footer, 'render-near-view')} data-storefront={storefront}>
      <div className={styles.inner}>
        <section className={styles.org} aria-label={`About ${charity?.name ?? BRAND_NAME.main}`}>
          <p className={styles.brand}>
            <BrandMark className={styles.mark} />
            {BRAND_NAME[storefront]}
          </p>
          {charity ? <Trust storefront={storefront} charity={charity} /> : null}
        </section>
        <nav aria-label="Footer" className={styles.nav}>
          {columns.length > 0 ? (
            <ul className={styles.columns}>
              {columns.map((column, i) => (
                <li key={`${i}:${column.url}`} className={styles.column}>
                  <SiteLink href={column.url} className={styles.columnTitle}>
                    {column.title}
                  </SiteLink>
                  <LinkList links={column.children} className={styles.columnLinks} />
                </li>
              ))}
            </ul>
          ) : null}
          <ul className={styles.links}>
            {flat.map((link, i) => (
              <li key={`${i}:${link.url}`}>
                <SiteLink href={link.url} className={styles.link}>
                  {link.title}
                </SiteLink>
              </li>
            ))}
            <li>
              <a href={MANAGE_COOKIES_HREF} data-manage-cookies="" className={styles.link}>
                Manage my cookies
              </a>
            </li>
          </ul>
        </nav>
        <section className={styles.other} aria-label={other.title} data-other-storefront={storefront === 'main' ? 'gifts' : 'main'}>
          <p className={styles.otherTitle}>{other.title}</p>
          <p className={styles.otherText}>{other.text}</p>
          <ul className={styles.otherLinks}>
            {other.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.otherLink}>
                  {link.label}
                  <span aria-hidden="true">→</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.legal}>{copyrightLine(YEAR, charity?.name ?? BRAND_NAME.main)}</p>
      </div>
    </footer>
  );
}
