// The consent feature's browser-side API for other features' client islands.
export { consentStore, loadConsent, useConsent, useEmbedConsent } from './browser';
