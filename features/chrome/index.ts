// Site chrome shared by every page of both storefronts: header, footer, banners, loading bar,
// and the pure rules deciding which header a page gets and where the appeal banner shows.

export { AppealBanner } from './AppealBanner';
export type { AppealBannerProps } from './AppealBanner';
export { isAppealBannerVisible } from './banner-visibility';
export type { BannerPage } from './banner-visibility';
export { EventBanner } from './EventBanner';
export type { EventBannerProps } from './EventBanner';
export { headerVariantFor, isDonatePath, SITE_HEADER_VARIANTS } from './header-variant';
export type { HeaderVariantInput, SiteHeaderVariant } from './header-variant';
export { ClientNavigation } from './ClientNavigation';
export { normalisePath } from './paths';
export { BRAND_NAME, SEARCH_PATH, SiteHeader } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
export { SiteFooter } from './SiteFooter';
export type { SiteFooterProps } from './SiteFooter';
export { CheckoutFooter } from './CheckoutFooter';
export type { CheckoutFooterProps } from './CheckoutFooter';
export { copyrightLine, otherSite, whoRunsTheSite } from './site-links';
export type { OtherSite, StorefrontOrigins } from './site-links';
export { PageFrame } from './PageFrame';
export { DEAD_END_SEARCH_ID, DeadEndHelp } from './DeadEndHelp';
export { currentEmergencies, EMERGENCIES_HEADING, GIFTS_SHOP_LINK_TEXT, GIFTS_SHOP_MENU_TITLE, withGiftsShopLink } from './dead-ends';
export type { PageFrameProps } from './PageFrame';
