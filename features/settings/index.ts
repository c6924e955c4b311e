export { EMPTY_SETTINGS, offeredSourceCodes, parseSettings, SETTINGS_UNAVAILABLE } from './settings';
export type { AppealBanner, CheckoutSettings, EventBanner, MenuLink, Redirect, SiteSettings, SourceCode } from './settings';
