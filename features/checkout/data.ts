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
  TOO_MANY_ATTEMPTS,
} from './handlers';
export type { OrderHandlerOptions, OrderRouteAnswer } from './handlers';
export { gatewayProblem, METHOD_UNAVAILABLE } from './gateway-check';
export { handleRevolutOrder, REVOLUT_UNAVAILABLE } from './revolut-order';
