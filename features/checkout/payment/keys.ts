import { PUBLIC_PAYMENT_KEYS, PUBLIC_PAYPAL_PLAN } from '@/edge/public-env';
import type { PaymentMode, ProviderKeys } from '../payment-methods';

// The payment providers' publishable keys, per mode, inlined at build time (NEXT_PUBLIC_*,
// read by edge/public-env.ts, checked at start by edge/config.ts). Without a key a method has
// no real provider: in test mode the sandbox provider stands in; in live mode the method is
// not offered at all.

export type Provider = 'stripe' | 'paypal' | 'revolut';

const KEYS: Record<Provider, Record<PaymentMode, string>> = PUBLIC_PAYMENT_KEYS;

/** PayPal's monthly plan (a 1-month interval, unlimited cycles; the amount is set per subscription). */
const PAYPAL_PLAN: Record<PaymentMode, string> = PUBLIC_PAYPAL_PLAN;

export function paypalPlanId(mode: PaymentMode): string | null {
  return PAYPAL_PLAN[mode] || null;
}

/** A provider's publishable key in a mode, or null when none is configured. */
export function providerKey(provider: Provider, mode: PaymentMode): string | null {
  return KEYS[provider][mode] || null;
}

/** Which providers have a key in a mode. */
export function configuredProviders(mode: PaymentMode): ProviderKeys {
  return { stripe: Boolean(KEYS.stripe[mode]), paypal: Boolean(KEYS.paypal[mode]), revolut: Boolean(KEYS.revolut[mode]), paypalPlan: Boolean(PAYPAL_PLAN[mode]) };
}
