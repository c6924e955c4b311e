import 'server-only';
import { loadConfig } from '@/edge/config';
import { captchaFlagsFor } from './payment/captcha';

/**
 * What a page's wallet button follows (issue 48): the captcha flags as the order route applies
 * them (captchaFlagsFor, with this server's CAPTCHA_VERIFY) and the settings' payment-request switch.
 */
export function walletFlagsFor(checkout: { captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean }) {
  return { ...captchaFlagsFor(checkout, loadConfig().CAPTCHA_VERIFY), stripePaymentRequest: checkout.stripePaymentRequest };
}
