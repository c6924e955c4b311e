// The wallets' entry for a content page's wallet button (issue 48): light and without zod, so
// the island that asks whether a wallet can pay costs a reader almost nothing. What shows
// the sheet (Stripe's request or the sandbox's stand-in) loads only once a wallet can pay.

export { stripePublishableKey } from './payment/stripe';
export { GIFT_AID_DECLARATION, GIFT_AID_YES } from './giftaid';
export { CaptchaField } from './components/CaptchaField';
export type { Wallet, PreparedWallet, WalletPaymentEvent, WalletRequest } from './components/wallet-request';
export type { ReadyWallet, WalletSource } from './components/wallet-prepare';

/** The wallet's request, prepared for a tap (./components/wallet-prepare.ts), in its own chunk. */
export const loadWallet = () => import('./components/wallet-prepare');
