import 'server-only';
import { loadConfig, type Config } from '@/edge/config';
import { paymentModeFor } from '@/edge/modes';
import type { OrderPayment } from './order-schema';
import { gatewaysFor, needsCaptcha, paymentTypeOfGateway, type PaymentMethodKey } from './payment-methods';
import { configuredProviders } from './payment/keys';

// What only the server can check about an order's payment, for both order routes: the
// gateway belongs to this site's country and to the payment mode the request is entitled to
// (SPEC §6: test mode only on staging or with the payment secret), it takes this kind of
// payment, and a captcha token comes with it when the settings ask for one.

export const METHOD_UNAVAILABLE = 'This payment method is not available. Please reload the page and choose a payment method again.';
export const CAPTCHA_MISSING = 'Please confirm you are not a robot, then try again.';

/** The gateway is allowed for this request and takes this payment type (no PayPal gateway with a card). */
export async function paymentProblem(payment: OrderPayment, request: Request, config: Config = loadConfig()): Promise<string | null> {
  const mode = await paymentModeFor(request.headers, config);
  // In live mode only the methods whose provider has a key (SPEC §9 matrix, never a fake id).
  if (!gatewaysFor(config.DEFAULT_COUNTRY, mode, configuredProviders(mode)).has(payment.gateway)) return METHOD_UNAVAILABLE;
  return paymentTypeOfGateway(payment.gateway, config.DEFAULT_COUNTRY, mode) === payment.type ? null : METHOD_UNAVAILABLE;
}

/** Which method a payment was made with, for the captcha flags. */
export function methodOf(payment: OrderPayment): PaymentMethodKey {
  switch (payment.type) {
    case 'credit_card':
      return payment.details.wallet ?? 'card';
    case 'paypal_ec':
      return 'paypal';
    case 'revolut_pay':
      return 'revolut_pay';
    default:
      return 'bank_account';
  }
}

/** A captcha token is there when the settings ask for one on this method. */
export function captchaProblem(payment: OrderPayment, captchaToken: string | null | undefined, flags: { captchaCard: boolean; captchaWallet: boolean }): string | null {
  return needsCaptcha(methodOf(payment), flags) && !captchaToken?.trim() ? CAPTCHA_MISSING : null;
}
