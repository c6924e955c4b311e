// The wallets' entry for a content page's wallet button (issue 48), the island every page with a
// donation block loads: the Stripe key and the loader only, so it costs a reader almost nothing.
// The panel's texts and captcha are ./wallet-panel.ts's; what shows the sheet (Stripe's request or
// the sandbox's stand-in) loads only once a wallet can pay.

export { stripePublishableKey } from './payment/stripe';
export type { Wallet, WalletPaymentEvent, WalletRequest } from './components/wallet-request';
export type { ReadyWallet, WalletSource } from './components/wallet-prepare';

/** The wallet's request, prepared for a tap (./components/wallet-prepare.ts), in its own chunk. */
export const loadWallet = () => import('./components/wallet-prepare');
