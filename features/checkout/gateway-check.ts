import 'server-only';
import { loadConfig, type Config } from '@/edge/config';
import { paymentModeFor } from '@/edge/modes';
import { captchaIdempotencyKey, verifyCaptcha, type CaptchaVerifier } from './captcha-verify';
import { clientAddress } from '@/request/client-address';
import { ORDER_CHECK_UNAVAILABLE, type CheckResult } from './handlers';
import type { OrderPayment } from './order-schema';
import { gatewaysFor, needsCaptcha, paymentTypeOfGateway, type PaymentMethodKey } from './payment-methods';
import { configuredProviders } from './payment/keys';

// What only the server can check about an order's payment, for both order routes: the
// gateway belongs to this site's country and to the payment mode the request is entitled to
// (SPEC §6: test mode only on staging or with the payment secret), it takes this kind of
// payment, and a captcha token the provider verified comes with it when the settings ask for one.

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

/** The verifier of this server's configuration (TURNSTILE_SECRET_KEY, TURNSTILE_VERIFY_URL, APP_ENV). */
export function configuredCaptchaVerifier(config: Config = loadConfig()): CaptchaVerifier {
  return (check) => verifyCaptcha(check, { appEnv: config.APP_ENV, secret: config.TURNSTILE_SECRET_KEY, verifyUrl: config.TURNSTILE_VERIFY_URL });
}

export interface CaptchaContext {
  request: Request;
  /** The action the widget was rendered with for this route. */
  action: 'donation' | 'gift_order';
  /** Replaces the configured verifier (tests). */
  verify?: CaptchaVerifier;
}

/** The payment a token was sent with, without what 3-D Secure adds (the order sent again keeps its token). */
function paymentIdentity(payment: OrderPayment): string {
  const { stripe_payment_intent_id: _intent, ...details } = payment.details as Record<string, unknown>;
  return JSON.stringify({ gateway: payment.gateway, type: payment.type, details });
}

/**
 * When the settings ask for a captcha on this method: a token, verified with the provider
 * (./captcha-verify.ts). A missing or refused token asks the donor to try again (400); a
 * provider that cannot be asked sends nothing (503).
 */
export async function captchaProblem(payment: OrderPayment, captchaToken: string | null | undefined, flags: { captchaCard: boolean; captchaWallet: boolean }, context: CaptchaContext): Promise<CheckResult> {
  if (!needsCaptcha(methodOf(payment), flags)) return null;
  const token = captchaToken?.trim() ?? '';
  if (!token) return CAPTCHA_MISSING;
  const address = clientAddress(context.request, loadConfig());
  const verdict = await (context.verify ?? configuredCaptchaVerifier())({
    token,
    action: context.action,
    remoteip: /^\d{1,3}(\.\d{1,3}){3}$/.test(address) ? address : null,
    idempotencyKey: await captchaIdempotencyKey(token, paymentIdentity(payment)),
  });
  if (verdict.ok) return null;
  return verdict.reason === 'unconfigured' || verdict.reason === 'unavailable' ? { status: 503, message: ORDER_CHECK_UNAVAILABLE } : CAPTCHA_MISSING;
}
