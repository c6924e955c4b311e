import 'server-only';
import { loadConfig, type Config } from '@/edge/config';
import { paymentModeFor } from '@/edge/modes';
import { log } from '@/request/log';
import { captchaIdempotencyKey, verifyCaptcha, type CaptchaVerifier } from './captcha-verify';
import { clientAddress } from '@/request/client-address';
import { ORDER_CHECK_UNAVAILABLE, orderIdempotencyKey, type CheckResult } from './handlers';
import { isRevolutPayment, type OrderPayment } from './order-schema';
import { gatewaysFor, needsCaptcha, paymentTypeOfGateway, type PaymentMethodKey } from './payment-methods';
import { CAPTCHA_MISSING, captchaFlagsFor, SANDBOX_CAPTCHA_PREFIX, type CaptchaFlags } from './payment/captcha';
import { configuredProviders } from './payment/keys';
import { waitingIntents, type WaitingIntents } from './waiting-intents';
import { orderMeetsMissingKey } from './captcha-site-key';

// What only the server can check about an order's payment, for both order routes: the
// gateway belongs to this site's country and to the payment mode the request is entitled to
// (SPEC §6: test mode only on staging or with the payment secret), it takes this kind of
// payment, and a captcha token comes with it when the settings ask for one (captchaProblem).

export const METHOD_UNAVAILABLE = 'This payment method is not available. Please reload the page and choose a payment method again.';
export { CAPTCHA_MISSING };

/** The gateway is allowed for this request and takes this payment type (no PayPal gateway with a card). */
export async function paymentProblem(payment: OrderPayment, request: Request, config: Config = loadConfig()): Promise<string | null> {
  const mode = await paymentModeFor(request.headers, config);
  // In live mode only the methods whose provider has a key (SPEC §9 matrix, never a fake id).
  if (!gatewaysFor(config.DEFAULT_COUNTRY, mode, configuredProviders(mode)).has(payment.gateway)) return METHOD_UNAVAILABLE;
  return paymentTypeOfGateway(payment.gateway, config.DEFAULT_COUNTRY, mode) === payment.type ? null : METHOD_UNAVAILABLE;
}

/** Which method a payment says it was made with (its `details.wallet` is the client's word). */
export function methodOf(payment: OrderPayment): PaymentMethodKey {
  switch (payment.type) {
    case 'credit_card':
      if (isRevolutPayment(payment)) return 'revolut_pay';
      return payment.details.wallet ?? 'card';
    case 'paypal_ec':
      return 'paypal';
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
  /** Replaces the server's configuration (tests). */
  config?: Config;
  /** Replaces the store of waiting orders' PaymentIntents (tests). */
  waiting?: WaitingIntents;
}

/**
 * The captcha rule of both order routes (docs/architecture.md "Captcha"):
 * - whether a token is needed follows the settings' flags for the payment's method; with
 *   CAPTCHA_VERIFY=site, for what the payment is rather than what it says it is
 *   (`captchaFlagsFor`: a card payment needs the card's captcha whatever its `details.wallet`);
 * - a needed token must be there (400), and in production never the sandbox provider's (a token
 *   no captcha provider issued; refusing it spends nothing); but a production build without the
 *   site key asks none (no donor could get one) and reports it (./captcha-site-key.ts);
 * - CAPTCHA_VERIFY=backend (the default, CONTRACT §6): nothing more. The token goes to the
 *   backend untouched, which verifies it once and answers a resend of the same
 *   Idempotency-Key as it did the first time; the resend after 3-D Secure carries none;
 * - CAPTCHA_VERIFY=site: the token is verified with the provider (./captcha-verify.ts) under an
 *   idempotency_key made from the token and the order's Idempotency-Key, so the same attempt
 *   sent again gets the first answer and the token makes no other order. The order sent again
 *   after 3-D Secure (it carries the PaymentIntent and no token, under a key of its own) is not
 *   verified: it completes the order the backend made from a verified token (CONTRACT §6). Only
 *   a waiting order's own resend is: an intent this site relayed in a requires_action answer,
 *   with the same card (./waiting-intents.ts); any other body naming an intent needs its token.
 *   A refused token asks the donor to try again (400); a provider that cannot be asked sends
 *   nothing (503).
 */
export async function captchaProblem(payment: OrderPayment, captchaToken: string | null | undefined, flags: CaptchaFlags, context: CaptchaContext): Promise<CheckResult> {
  const config = context.config ?? loadConfig();
  if (!needsCaptcha(methodOf(payment), captchaFlagsFor(flags, config.CAPTCHA_VERIFY))) return null;
  // No site key in production: no donor can get a token, so none is asked; reported (./captcha-site-key.ts).
  const flag = `${methodOf(payment) === 'card' || !flags.captchaWallet ? 'captcha_card' : 'captcha_wallet'} (${context.action === 'gift_order' ? 'gifts' : 'main'})`;
  if (orderMeetsMissingKey(config, [flag])) return null;
  const token = captchaToken?.trim() ?? '';
  if (payment.type === 'credit_card' && !isRevolutPayment(payment) && payment.details.stripe_payment_intent_id) {
    // The 3-D Secure resend: no token. The backend matches it by its PaymentIntent (CONTRACT §6); with
    // CAPTCHA_VERIFY=site only a waiting order's own resend (its intent, card and kind) skips siteverify.
    if (config.CAPTCHA_VERIFY === 'backend') return null;
    const kind = context.action === 'gift_order' ? 'gift' : 'donation';
    const own = await (context.waiting ?? waitingIntents).answer(kind, payment.details.stripe_payment_method_id, payment.details.stripe_payment_intent_id);
    if (own === 'own') return null;
    if (own === 'unavailable') return { status: 503, message: ORDER_CHECK_UNAVAILABLE };
    log.warn('captcha_resend_unknown', { action: context.action });
  }
  if (!token) return CAPTCHA_MISSING;
  if (config.CAPTCHA_VERIFY === 'backend') {
    if (config.APP_ENV === 'production' && token.startsWith(SANDBOX_CAPTCHA_PREFIX)) {
      log.warn('captcha_sandbox_token_refused', { action: context.action });
      return CAPTCHA_MISSING;
    }
    return null;
  }
  const orderKey = orderIdempotencyKey(context.request);
  if (!orderKey) return CAPTCHA_MISSING;
  const address = clientAddress(context.request, config);
  const verdict = await (context.verify ?? configuredCaptchaVerifier(config))({
    token,
    action: context.action,
    remoteip: /^\d{1,3}(\.\d{1,3}){3}$/.test(address) ? address : null,
    idempotencyKey: await captchaIdempotencyKey(token, orderKey),
  });
  if (verdict.ok) return null;
  return verdict.reason === 'unconfigured' || verdict.reason === 'unavailable' ? { status: 503, message: ORDER_CHECK_UNAVAILABLE } : CAPTCHA_MISSING;
}
