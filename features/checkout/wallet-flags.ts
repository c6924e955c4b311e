import 'server-only';
import { loadConfig } from '@/edge/config';
import { PUBLIC_APP_ENV } from '@/edge/public-env';
import { captchaFlagsFor } from './payment/captcha';
import { providerKey } from './payment/keys';

/**
 * What a page's wallet button follows (issue 48): the captcha flags as the order route applies
 * them (captchaFlagsFor, with this server's CAPTCHA_VERIFY), the settings' payment-request switch,
 * and whether this build always pays with the sandbox wallet (staging without a Stripe test key:
 * the page is drawn with it).
 */
export function walletFlagsFor(checkout: { captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean }) {
  // The build's own APP_ENV, as the browser's paymentMode() reads it.
  const sandbox = PUBLIC_APP_ENV === 'staging' && !providerKey('stripe', 'test');
  return { ...captchaFlagsFor(checkout, loadConfig().CAPTCHA_VERIFY), stripePaymentRequest: checkout.stripePaymentRequest, sandbox };
}
