import { stripePublishableKey, type WalletSource } from '@/features/checkout/wallet';
import { paymentMode } from '@/features/common/modes';
import type { Currency } from '@/features/common/money';

// Whether this browser can pay by wallet, asked of the browser alone (no Stripe yet), in its own
// small chunk: loaded once the page is idle, only on pages with a donation block (./WalletGift.tsx).

const GOOGLE_PAY_PROBE = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'] } }],
};

/** Whether this browser has a wallet at all: Safari's ApplePaySession, Chrome's Google Pay through the Payment Request API. */
export async function browserHasWallet(currency: Currency): Promise<boolean> {
  const apple = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  try {
    if (apple?.canMakePayments?.()) return true;
  } catch {
    /* an insecure context: no Apple Pay */
  }
  if (typeof window.PaymentRequest !== 'function') return false;
  try {
    const probe = new PaymentRequest([{ supportedMethods: 'https://google.com/pay', data: GOOGLE_PAY_PROBE }], { total: { label: 'Donation', amount: { currency, value: '1.00' } } });
    return await probe.canMakePayment();
  } catch {
    return false;
  }
}

/** The wallet this browser may pay with: Stripe's where it has a wallet, the sandbox's in test mode without a Stripe key. */
export async function walletSource(currency: Currency): Promise<WalletSource | null> {
  const mode = paymentMode();
  const stripeKey = stripePublishableKey(mode);
  if (!stripeKey) return mode === 'test' ? { sandbox: true } : null;
  return (await browserHasWallet(currency)) ? { stripeKey } : null;
}
