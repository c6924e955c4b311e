import { Link } from '@/features/common/components/Link';
import type { Storefront } from '@/edge/storefront';
import type { MenuLink } from '@/features/settings';
import { cx } from './class-names';
import { HeaderMenu } from './HeaderMenu';
import type { SiteHeaderVariant } from './header-variant';
import styles from './SiteHeader.module.css';

// The header of every page (SPEC §2). Which variant a page gets is headerVariantFor()'s call:
// - full: brand, the header menu and the storefront's call to action (Donate / Basket);
// - basic ('/donate' and appeal pages): brand and a 'Secure donation' note, nothing to leave by;
// - activism: brand and menu on a dark band, no Donate button;
// - no_navigation: brand only.
// Server-rendered with no client JS: dropdowns and the phone menu are <details>.

export interface SiteHeaderProps {
  storefront: Storefront;
  menu: MenuLink[];
  variant: SiteHeaderVariant;
}

export const BRAND_NAME: Record<Storefront, string> = { main: 'Concern Aid', gifts: 'Concern Aid Gifts' };

export function SiteHeader({ storefront, menu, variant }: SiteHeaderProps) {
  const showMenu = (variant === 'full' || variant === 'activism') && menu.length > 0;
  const showDonate = storefront === 'main' && variant === 'full';
  // The basket stays reachable wherever the shop's navigation is shown.
  const showBasket = storefront === 'gifts' && (variant === 'full' || variant === 'activism');
  const showSecureNote = storefront === 'main' && variant === 'basic';

  return (
    <header className={cx(styles.header, styles[variant])} data-header-variant={variant} data-storefront={storefront}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          {BRAND_NAME[storefront]}
        </Link>
        {showSecureNote ? (
          // The text comes before the lock in the source and the lock sits in space the note
          // reserves: the note is right-aligned, and its width must not change if a browser lays
          // the header out while the HTML is still arriving (a Lighthouse run once painted the
          // lock without the text, and the note grew leftwards: a layout shift). Chrome no longer
          // paints before <main> is parsed (app/layout.tsx); this is for the other browsers.
          <p className={styles.secureNote}>
            Secure donation
            <svg className={styles.lock} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V6Z" />
            </svg>
          </p>
        ) : null}
        {/* Before the call to action in the source, so focus follows the desktop row. */}
        {showMenu ? <HeaderMenu links={menu} /> : null}
        {showDonate ? (
          <Link href="/donate" className={cx('button', styles.action, styles.donate)}>
            Donate
          </Link>
        ) : null}
        {showBasket ? (
          <Link href="/basket" className={cx(styles.action, styles.basket)}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
              />
            </svg>
            Basket
          </Link>
        ) : null}
      </div>
    </header>
  );
}
