import type { PaymentMode, ProviderKeys } from '../payment-methods';

// The payment providers' publishable keys, per mode, inlined at build time (NEXT_PUBLIC_*,
// checked at start by edge/config.ts). Each literal `process.env.NEXT_PUBLIC_…` read is what
// Next inlines, so they are spelt out. Without a key a method has no real provider: in test
// mode the sandbox provider stands in; in live mode the method is not offered at all.

export type Provider = 'stripe' | 'paypal' | 'revolut';

const KEYS: Record<Provider, Record<PaymentMode, string>> = {
  stripe: { live: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '', test: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST ?? '' },
  paypal: { live: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID ?? '', test: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID_TEST ?? '' },
  revolut: { live: process.env.NEXT_PUBLIC_REVOLUT_PUBLIC_KEY ?? '', test: process.env.NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST ?? '' },
};

/** PayPal's monthly plan (a 1-month interval, unlimited cycles; the amount is set per subscription). */
const PAYPAL_PLAN: Record<PaymentMode, string> = { live: process.env.NEXT_PUBLIC_PAYPAL_PLAN_ID ?? '', test: process.env.NEXT_PUBLIC_PAYPAL_PLAN_ID_TEST ?? '' };

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
