import { PAYMENT_TOKEN_HEADER, storedPaymentToken } from '@/features/common/modes';
import { isMandateReference } from './mandate-reference';
import type { OrderOutcome } from './order-response';
import { REVOLUT_GRANT_HEADER, revolutGrantOf } from './payment/revolut-grants';

// The browser's side of order submission: one POST to the site's order route with an
// Idempotency-Key made once per attempt (the same key if the very same attempt is retried),
// and the tab's test-mode token (the route decides the payment mode).

export class OrderSubmitError extends Error {
  override name = 'OrderSubmitError';
}

/** A new key per submission attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** `extraHeaders`: what the route needs besides the body (the donation's checkout base). */
export async function submitOrder(url: string, body: unknown, idempotencyKey: string, extraHeaders: Record<string, string> = {}): Promise<OrderOutcome> {
  const headers: Record<string, string> = { ...extraHeaders, 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': idempotencyKey };
  const token = storedPaymentToken();
  if (token) headers[PAYMENT_TOKEN_HEADER] = token;
  // The site's grant on the Revolut order the body pays with: a refused order releases it.
  const grant = revolutGrantOf(body);
  if (grant) headers[REVOLUT_GRANT_HEADER] = grant;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch (error) {
    throw new OrderSubmitError(error instanceof Error ? error.message : 'network failure');
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new OrderSubmitError(`unreadable answer (${response.status})`);
  }
  const a = answer as Partial<OrderOutcome> | null;
  if (!a || typeof a.statusCode !== 'number') throw new OrderSubmitError(`unexpected answer (${response.status})`);
  return {
    statusCode: a.statusCode,
    orderID: a.orderID ?? null,
    orderStatus: a.orderStatus ?? null,
    errorMessage: a.errorMessage ?? null,
    ...(typeof a.clientSecret === 'string' ? { clientSecret: a.clientSecret } : {}),
    ...(isMandateReference(a.mandateReference) ? { mandateReference: a.mandateReference } : {}),
  };
}
