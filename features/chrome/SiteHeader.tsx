import { SoftLink } from '@/features/common/components/SiteLink';
import type { Storefront } from '@/edge/storefront';
import type { MenuLink } from '@/features/settings';
import { cx } from './class-names';
import { BrandMark } from './BrandMark';
import { HeaderMenu } from './HeaderMenu';
import type { SiteHeaderVariant } from './header-variant';
import styles from './SiteHeader.module.css';

// The header of every page (SPEC §2). Which variant a page gets is headerVariantFor()'s call:
// - full: brand, the header menu, Search (main) and the storefront's call to action (Donate /
//   Basket); on a phone one row: brand, Search, Menu, call to action;
// - basic ('/donate' and appeal pages): brand and a 'Secure donation' note, nothing to leave by;
// - activism: brand, menu and Search on a dark band, no Donate button;
// - no_navigation: brand only.
// Server-rendered with no client JS: dropdowns and the phone menu are <details>.

export interface SiteHeaderProps {
  storefront: Storefront;
  menu: MenuLink[];
  variant: SiteHeaderVariant;
}

export const BRAND_NAME: Record<Storefront, string> = { main: 'Concern Aid', gifts: 'Concern Aid Gifts' };

/** The main site's search page (app/main/search). */
export const SEARCH_PATH = '/search';

export function SiteHeader({ storefront, menu, variant }: SiteHeaderProps) {
  const showMenu = (variant === 'full' || variant === 'activism') && menu.length > 0;
  const showDonate = storefront === 'main' && variant === 'full';
  // The basket stays reachable wherever the shop's navigation is shown.
  const showBasket = storefront === 'gifts' && (variant === 'full' || variant === 'activism');
  const showSecureNote = storefront === 'main' && variant === 'basic';
  // Search is the main site's (the shop has its categories); shown wherever its menu is.
  const showSearch = storefront === 'main' && (variant === 'full' || variant === 'activism');

  return (
    <header className={cx(styles.header, styles[variant])} data-header-variant={variant} data-storefront={storefront}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <div className={styles.inner}>
        <SoftLink href="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandName}>{BRAND_NAME[storefront]}</span>
        </SoftLink>
        {showSecureNote ? (
          // The lock sits in space the note reserves, so the note is as wide as its text
          // whether or not the lock has been drawn yet.
          <p className={styles.secureNote}>
            Secure donation
            <svg className={styles.lock} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V6Z" />
            </svg>
          </p>
        ) : null}
        {/* Before the call to action in the source, so focus follows the desktop row. */}
        {showMenu ? <HeaderMenu links={menu} /> : null}
        {showSearch ? (
          <SoftLink href={SEARCH_PATH} className={styles.search} data-header-search="">
            <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
              />
            </svg>
            <span className={styles.searchLabel}>Search</span>
          </SoftLink>
        ) : null}
        {showDonate ? (
          <SoftLink href="/donate" className={cx('button', styles.action, styles.donate)}>
            Donate
          </SoftLink>
        ) : null}
        {showBasket ? (
          <SoftLink href="/basket" className={cx(styles.action, styles.basket)} data-basket-link="">
            <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
              />
            </svg>
            <span className={styles.basketLabel}>Basket</span>
          </SoftLink>
        ) : null}
      </div>
    </header>
  );
}
