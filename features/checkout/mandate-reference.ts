// A direct debit's mandate reference, which the backend's 201 may carry (CONTRACT §6, as this
// project fixes it in docs/contract.md) and the thank-you shows: SEPA allows up to 35 of
// letters, digits and / - ? : ( ) . , ' + and space; a Bacs DDI reference fits the same set
// (plus &). Kept apart from ./order-response.ts so the browser checks it without the server's log.

export const MANDATE_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /?:().,'+&-]{0,34}$/;

export function isMandateReference(value: unknown): value is string {
  return typeof value === 'string' && MANDATE_REFERENCE_PATTERN.test(value);
}
