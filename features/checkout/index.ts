export { parseAddressFind, parseBankValidation } from './lookup-schema';
export type { AddressItem, BankValidation } from './lookup-schema';
export { parseOrderResponse } from './order-response';
export type { OrderOutcome } from './order-response';
