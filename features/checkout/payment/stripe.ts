import type { Stripe } from '@stripe/stripe-js';
import type { Country, PaymentMode } from '../payment-methods';
import { providerKey } from './keys';
import type { NextActionOutcome } from './provider';

// Stripe, loaded only where a payment is taken (the payment step) and only when a publishable
// key is configured at build time for the mode (a live key is never used for test payments);
// otherwise the sandbox card provider stands in (test mode only).

export function stripePublishableKey(mode: PaymentMode): string | null {
  return providerKey('stripe', mode);
}

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe instance per key; the script comes from https://js.stripe.com. */
export function loadStripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(key));
    loaded.set(key, promise);
  }
  return promise;
}

export const AUTHENTICATION_INCOMPLETE = 'Your bank did not confirm the payment. Please try again or use another card or payment method.';

/**
 * 3-D Secure for a PaymentIntent the backend left in requires_action: Stripe shows the bank's
 * challenge; the intent is then ready for the backend to complete the order.
 */
export async function stripeNextAction(stripe: Stripe, clientSecret: string): Promise<NextActionOutcome> {
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error) return { ok: false, message: result.error.message ?? AUTHENTICATION_INCOMPLETE };
  const intent = result.paymentIntent;
  if (!intent || !['succeeded', 'processing', 'requires_capture'].includes(intent.status)) return { ok: false, message: AUTHENTICATION_INCOMPLETE };
  return { ok: true, paymentIntentId: intent.id };
}

/** Whether the payment-request button can offer Apple Pay / Google Pay in this browser. */
export async function detectWallets(key: string, country: Country, currency: string): Promise<{ applePay: boolean; googlePay: boolean }> {
  try {
    const stripe = await loadStripeFor(key);
    if (!stripe) return { applePay: false, googlePay: false };
    const request = stripe.paymentRequest({ country, currency: currency.toLowerCase(), total: { label: 'Donation', amount: 100 } });
    const result = await request.canMakePayment();
    return { applePay: Boolean(result?.applePay), googlePay: Boolean(result?.googlePay) };
  } catch {
    return { applePay: false, googlePay: false };
  }
}
