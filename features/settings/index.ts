export { EMPTY_SETTINGS, offeredSourceCodes, parseSettings, SETTINGS_UNAVAILABLE } from './settings';
export type { AppealBanner, Charity, CharityNumber, CheckoutSettings, EventBanner, MenuLink, Redirect, SiteSettings, SourceCode } from './settings';
