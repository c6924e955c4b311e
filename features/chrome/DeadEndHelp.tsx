import { siteUrl } from '@/edge/config';
import { SiteLink, SoftLink } from '@/features/common/components/SiteLink';
import type { SiteSettings } from '@/features/settings';
import { currentEmergencies, EMERGENCIES_HEADING, GIFTS_SHOP_LINK_TEXT } from './dead-ends';
import { SEARCH_PATH } from './SiteHeader';
import styles from './DeadEndHelp.module.css';

// What the main site's dead ends offer (issue 40): the not-found page and a search with no
// results show a search box, Donate, the current emergencies and the gifts shop. Server markup:
// the search box is a plain GET form to /search, with no client code.

export const DEAD_END_SEARCH_ID = 'dead-end-search';

export interface DeadEndHelpProps {
  settings: Pick<SiteSettings, 'banners' | 'menus'>;
  /** The search page has its own box above: no second one, and the help sits in its column. */
  search?: boolean;
  /** The gifts shop's origin; the configuration's unless given. */
  giftsOrigin?: string;
}

export function DeadEndHelp({ settings, search = true, giftsOrigin = siteUrl('gifts') }: DeadEndHelpProps) {
  const emergencies = currentEmergencies(settings);
  return (
    <nav className={`${styles.help} ${search ? styles.page : styles.column}`} aria-label="Where to go next" data-dead-end-help="">
      {search ? (
        <form action={SEARCH_PATH} method="get" role="search" className={styles.search}>
          <label htmlFor={DEAD_END_SEARCH_ID} className={styles.label}>
            Search our site
          </label>
          <div className={styles.row}>
            <input id={DEAD_END_SEARCH_ID} name="keys" type="search" required maxLength={100} autoComplete="off" enterKeyHint="search" className={styles.input} />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </form>
      ) : null}
      {emergencies.length > 0 ? (
        <div className={styles.group}>
          <h2 className={styles.heading}>{EMERGENCIES_HEADING}</h2>
          <ul className={styles.list}>
            {emergencies.map((link) => (
              <li key={link.url}>
                <SiteLink href={link.url}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.actions}>
        <SoftLink href="/donate" className="button button--accent">
          Donate
        </SoftLink>
        <a href={`${giftsOrigin}/`} className="button button--secondary">
          {GIFTS_SHOP_LINK_TEXT}
        </a>
      </p>
    </nav>
  );
}
