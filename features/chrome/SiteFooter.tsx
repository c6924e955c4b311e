import type { Storefront } from '@/edge/storefront';
import type { MenuLink } from '@/features/settings';
import { SiteLink } from '@/features/common/components/SiteLink';
import { cx } from './class-names';
import styles from './SiteFooter.module.css';

// The footer of every page: the footer menu (a link with children becomes a column headed by
// it), then the flat links and, always, 'Manage my cookies' (SPEC §3: added to the footer; the
// consent dialog listens for clicks on [data-manage-cookies]; without JavaScript the link
// leads to the cookie policy, which says that nothing is tracked then).

export interface SiteFooterProps {
  storefront: Storefront;
  menu: MenuLink[];
}

/** Fixed when the page is built: static pages are rebuilt often enough for a copyright line. */
const YEAR = new Date().getFullYear();

/** Where 'Manage my cookies' leads when no script opens the dialog. */
export const MANAGE_COOKIES_HREF = '/cookie-policy#manage-cookies';

export const COPYRIGHT_LINE = `© ${YEAR} Concern Aid. Registered charity.`;

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

export function SiteFooter({ storefront, menu }: SiteFooterProps) {
  const columns = menu.filter((link) => link.children.length > 0);
  const flat = menu.filter((link) => link.children.length === 0);
  return (
    <footer className={cx(styles.footer, 'render-near-view')} data-storefront={storefront}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
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
        <p className={styles.legal}>{COPYRIGHT_LINE}</p>
      </div>
    </footer>
  );
}
