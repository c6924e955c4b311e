import type { OrderOutcome } from '../order-response';
import type { OrderPayment } from '../order-schema';
import { isRevolutGateway } from '../payment-methods';
import type { PaymentFieldsHandle } from './provider';

// After an order answer of requires_action (a card that needs 3-D Secure), both checkouts do
// the same: the card provider runs the challenge with the client secret, then the same order
// goes again carrying the authenticated PaymentIntent, and the backend completes that order.

export const AUTHENTICATION_FAILED = 'We could not confirm your payment with your bank. Please try again or use another card or payment method.';

/**
 * The order's final outcome: `first` itself unless it asks for 3-D Secure; then the challenge,
 * and `resend(payment)` with the intent. A failed or cancelled challenge comes back as the
 * unfinished order with a message to show (the form unlocks; nothing was charged).
 */
export async function settleNextAction(first: OrderOutcome, payment: OrderPayment, fields: PaymentFieldsHandle | null | undefined, resend: (payment: OrderPayment) => Promise<OrderOutcome>): Promise<OrderOutcome> {
  if (first.statusCode !== 201 || first.orderStatus !== 'requires_action' || !first.clientSecret) return first;
  if (payment.type !== 'credit_card' || isRevolutGateway(payment) || !fields?.handleNextAction) return { ...first, errorMessage: first.errorMessage ?? AUTHENTICATION_FAILED };
  const result = await fields.handleNextAction(first.clientSecret);
  if (!result.ok) return { statusCode: first.statusCode, orderID: first.orderID, orderStatus: first.orderStatus, errorMessage: result.message };
  return resend({ ...payment, details: { ...payment.details, stripe_payment_intent_id: result.paymentIntentId } } as OrderPayment);
}
