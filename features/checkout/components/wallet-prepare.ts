import type { Country } from '../payment-methods';
import type { PaymentFieldsHandle } from '../payment/provider';
import { loadStripeFor, stripeNextAction } from '../payment/stripe';
import type { Currency } from '@/features/common/money';
import { sandboxChallenge, sandboxWalletRequest } from './sandbox-wallet';
import { prepareAnyWallet, type PreparedWallet, type Wallet } from './wallet-request';

export { walletHandle } from './wallet-request';

/** Where a wallet comes from: Stripe with this publishable key, or the sandbox's stand-in (test mode without a key). */
export type WalletSource = { stripeKey: string } | { sandbox: true };

/** A wallet ready for a tap: its request prepared (so show() needs no await) and its 3-D Secure step. */
export interface ReadyWallet {
  wallet: Wallet;
  sandbox: boolean;
  prepared: PreparedWallet & { state: 'ready' };
  nextAction: NonNullable<PaymentFieldsHandle['handleNextAction']>;
}

/** Stripe's request for the browser's wallet (null when Stripe says it has none), or the sandbox's. */
export async function prepareWalletRequest(source: WalletSource, country: Country, currency: Currency): Promise<ReadyWallet | null> {
  if ('sandbox' in source) {
    return { wallet: 'google_pay', sandbox: true, prepared: { state: 'ready', request: sandboxWalletRequest({ country, currency }) }, nextAction: sandboxChallenge };
  }
  const stripe = await loadStripeFor(source.stripeKey);
  const found = await prepareAnyWallet(stripe, { country, currency, kind: 'single', amountMinor: 100 });
  if (found.state !== 'ready' || !stripe) return null;
  return { wallet: found.wallet, sandbox: false, prepared: { state: 'ready', request: found.request }, nextAction: (clientSecret) => stripeNextAction(stripe, clientSecret) };
}
