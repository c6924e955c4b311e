import { log } from '@/edge/log';
import type { PaymentMode } from '../payment-methods';
import { configuredProviders, type Provider } from './keys';

// Said once when a server starts: which payment methods live mode cannot offer for want of a
// key (so a missing key is seen at deploy, not in a donor's checkout), and where test mode
// uses the sandbox providers.

const NAMES: Record<Provider, { methods: string; variable: Record<PaymentMode, string> }> = {
  stripe: { methods: 'Card, Apple Pay and Google Pay', variable: { live: 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', test: 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST' } },
  paypal: { methods: 'PayPal', variable: { live: 'NEXT_PUBLIC_PAYPAL_CLIENT_ID', test: 'NEXT_PUBLIC_PAYPAL_CLIENT_ID_TEST' } },
  revolut: { methods: 'Revolut Pay', variable: { live: 'NEXT_PUBLIC_REVOLUT_PUBLIC_KEY', test: 'NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST' } },
};

/** The start-up lines about payment providers, for APP_ENV (staging never takes live payments). */
export function paymentProviderNotices(appEnv: 'production' | 'staging', keys = { live: configuredProviders('live'), test: configuredProviders('test') }): { level: 'warn' | 'info'; event: string; data: Record<string, string> }[] {
  const notices: { level: 'warn' | 'info'; event: string; data: Record<string, string> }[] = [];
  for (const provider of Object.keys(NAMES) as Provider[]) {
    const { methods, variable } = NAMES[provider];
    if (appEnv === 'production' && !keys.live[provider]) {
      notices.push({ level: 'warn', event: 'payment_method_not_offered', data: { mode: 'live', methods, missing: variable.live, message: `${methods}: not offered in live mode until ${variable.live} is set at build time` } });
    }
    if (!keys.test[provider]) {
      notices.push({ level: 'info', event: 'payment_sandbox_provider', data: { mode: 'test', methods, missing: variable.test, message: `${methods}: test mode uses the sandbox provider (no ${variable.test})` } });
    }
  }
  return notices;
}

export function reportPaymentProviders(appEnv: 'production' | 'staging'): void {
  for (const notice of paymentProviderNotices(appEnv)) log[notice.level](notice.event, notice.data);
}
