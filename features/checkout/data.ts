import 'server-only';

// Route-handler helpers (server side; web APIs only). app/api/* wires them up.
export {
  ADDRESS_UNAVAILABLE,
  BANK_UNAVAILABLE,
  createOrderHandler,
  defaultOrderLimiter,
  handleAddressLookup,
  handleBankValidation,
  IDEMPOTENCY_HEADER,
  ORDER_BODY_LIMIT_BYTES,
  ORDER_CHECK_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
} from './handlers';
export type { CheckResult, OrderHandlerOptions, OrderRouteAnswer } from './handlers';
export { clientAddress } from './client-address';
export { CAPTCHA_MISSING, captchaProblem, methodOf, METHOD_UNAVAILABLE, paymentProblem } from './gateway-check';
export { getOrderSettings, ORDER_DATA_REVALIDATE_SECONDS } from './order-settings';
export { handleRevolutOrder, REVOLUT_UNAVAILABLE } from './revolut-order';
export { startedSourceCode, stripFormatCharacters, withSafeText } from './order-text';
