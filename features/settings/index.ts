export { EMPTY_SETTINGS, offeredSourceCodes, parseSettings } from './settings';
export type { AppealBanner, CheckoutSettings, EventBanner, MenuLink, Redirect, SiteSettings, SourceCode } from './settings';
