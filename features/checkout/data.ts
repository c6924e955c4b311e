import 'server-only';

// Route-handler helpers (server side; web APIs only). app/api/* wires them up.
export {
  createOrderCheck,
  createOrderHandler,
  defaultOrderLimiter,
  IDEMPOTENCY_HEADER,
  ORDER_BODY_LIMIT_BYTES,
  ORDER_CHECK_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
} from './handlers';
export type { CheckedOrder, CheckResult, OrderCheckOptions, OrderHandlerOptions, OrderRouteAnswer } from './handlers';
export { ADDRESS_GONE, ADDRESS_UNAVAILABLE, BANK_UNAVAILABLE, handleAddressLookup, handleBankValidation } from './lookup-handlers';
export { applePayAssociationResponse } from './apple-pay-domain';
export { CAPTCHA_MISSING, captchaProblem, configuredCaptchaVerifier, methodOf, METHOD_UNAVAILABLE, paymentProblem } from './gateway-check';
export type { CaptchaContext } from './gateway-check';
export { captchaIdempotencyKey, verifyCaptcha } from './captcha-verify';
export { rememberWaitingOrder, waitingIntents, WaitingIntents, WAITING_INTENT_TTL_MS } from './waiting-intents';
export { checkCaptchaSiteKey, checkSettingsCaptchaKey, flagsWithoutSiteKey, CAPTCHA_SITE_KEY_EVENT } from './captcha-site-key';
export type { CaptchaCheck, CaptchaVerdict, CaptchaVerifier } from './captcha-verify';
export { getOrderSettings, ORDER_DATA_REVALIDATE_SECONDS } from './order-settings';
export { handleRevolutOrder, NOTHING_TO_PAY, REVOLUT_ONLY, REVOLUT_UNAVAILABLE } from './revolut-order';
export type { RevolutOrderRoutes, RevolutOrderRules } from './revolut-order';
export { cancelRevolutOrder, captureRevolutOrder, revolutApi, settleRevolutPayment } from './revolut-api';
export type { OrderVerdict, RevolutApi } from './revolut-api';
export { startedSourceCode, stripFormatCharacters, withSafeText } from './order-text';
export { walletFlagsFor } from './wallet-flags';
