import type { ReactNode } from 'react';
import { siteUrl } from '@/edge/config';
import type { Storefront } from '@/edge/backend';
import { AppealBanner } from './AppealBanner';
import { withGiftsShopLink } from './dead-ends';
import { isAppealBannerVisible } from './banner-visibility';
import { EventBanner } from './EventBanner';
import { headerVariantFor } from './header-variant';
import { SiteHeader } from './SiteHeader';
import type { HeaderVariant } from '@/features/common/schema';
import type { SiteSettings } from '@/features/settings';
import styles from './PageFrame.module.css';

// Everything a page shows around its content: the header in the variant the page asks for
// (SPEC §2), the appeal banner where its visibility rules allow, the event banner, and the
// <main> landmark. The footer sits in the storefront's layout.

export interface PageFrameProps {
  storefront: Storefront;
  settings: SiteSettings;
  path: string;
  bundle?: string | null;
  headerVariant?: HeaderVariant | null;
  /** Error and not-found pages: no banners. */
  banners?: boolean;
  children: ReactNode;
}

export function PageFrame({ storefront, settings, path, bundle = null, headerVariant = null, banners = true, children }: PageFrameProps) {
  const variant = headerVariantFor({ path, bundle, headerVariant });
  const appeal = settings.banners.appeal;
  const event = settings.banners.event;
  const showBanners = banners && variant !== 'basic' && variant !== 'no_navigation';
  return (
    <>
      <SiteHeader storefront={storefront} menu={storefront === 'main' ? withGiftsShopLink(settings.menus.header, siteUrl('gifts')) : settings.menus.header} variant={variant} />
      {showBanners && appeal && isAppealBannerVisible(appeal, { path, bundle }) ? <AppealBanner banner={appeal} /> : null}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {showBanners && event?.active ? <EventBanner banner={event} /> : null}
    </>
  );
}
