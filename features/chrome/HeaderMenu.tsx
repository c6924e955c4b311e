import type { MenuLink } from '@/features/settings';
import { SiteLink } from '@/features/common/components/SiteLink';
import styles from './HeaderMenu.module.css';

// The header menu without client JS. On phones and tablets the whole menu sits behind a
// <details> 'Menu' toggle; from 64rem (1024 px) the toggle hides and the menu shows inline
// (browsers without ::details-content keep the toggle: still usable). A link with children
// opens a dropdown, itself a <details>; sharing a `name` lets only one be open at a time.

const DROPDOWN_GROUP = 'site-header-menu';

function SubLinks({ links }: { links: MenuLink[] }) {
  return (
    <ul className={styles.subList}>
      {links.map((link, i) => (
        <li key={`${i}:${link.url}`}>
          <SiteLink href={link.url} className={styles.subLink}>
            {link.title}
          </SiteLink>
          {link.children.length > 0 ? <SubLinks links={link.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function MenuItem({ link }: { link: MenuLink }) {
  if (link.children.length === 0) {
    return (
      <SiteLink href={link.url} className={styles.topLink}>
        {link.title}
      </SiteLink>
    );
  }
  // A <summary> opens the dropdown, so the parent's own page goes first in it, unless the
  // editors already listed it among the children.
  const links = link.children.some((child) => child.url === link.url) ? link.children : [{ ...link, children: [] }, ...link.children];
  return (
    <details className={styles.dropdown} name={DROPDOWN_GROUP}>
      <summary className={styles.topLink}>{link.title}</summary>
      <div className={styles.panel}>
        <SubLinks links={links} />
      </div>
    </details>
  );
}

export function HeaderMenu({ links }: { links: MenuLink[] }) {
  return (
    <details className={styles.toggle}>
      <summary className={styles.toggleSummary}>
        <svg className={styles.burger} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z" />
        </svg>
        <span className={styles.toggleLabel}>Menu</span>
      </summary>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.list}>
          {links.map((link, i) => (
            <li key={`${i}:${link.url}`} className={styles.item}>
              <MenuItem link={link} />
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
