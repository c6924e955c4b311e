import type { Config } from '@/edge/config';
import { log } from '@/request/log';
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
export function paymentProviderNotices(
  appEnv: 'production' | 'staging',
  keys = { live: configuredProviders('live'), test: configuredProviders('test') },
  revolutSecret: Record<PaymentMode, boolean> = { live: true, test: true },
): { level: 'warn' | 'info'; event: string; data: Record<string, string> }[] {
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
  for (const mode of ['live', 'test'] as const) {
    if (keys[mode].revolut && !revolutSecret[mode] && (mode === 'test' || appEnv === 'production')) {
      const variable = mode === 'live' ? 'REVOLUT_SECRET_KEY' : 'REVOLUT_SECRET_KEY_TEST';
      notices.push({ level: 'warn', event: 'payment_provider_incomplete', data: { mode, methods: 'Revolut Pay', missing: variable, message: `Revolut Pay: its button cannot create orders in ${mode} mode until ${variable} is set` } });
    }
  }
  // Without a public key test mode's sandbox provider pays a real Revolut order too: it needs the secret key (and a stand-in's URL).
  if (!keys.test.revolut && !revolutSecret.test) {
    const message = 'Revolut Pay: the sandbox provider cannot make its orders in test mode until REVOLUT_SECRET_KEY_TEST is set (with REVOLUT_API_URL_TEST for a stand-in)';
    notices.push({ level: appEnv === 'staging' ? 'warn' : 'info', event: 'payment_provider_incomplete', data: { mode: 'test', methods: 'Revolut Pay', missing: 'REVOLUT_SECRET_KEY_TEST', message } });
  }
  if (appEnv === 'production' && keys.live.paypal && !keys.live.paypalPlan) {
    notices.push({ level: 'warn', event: 'payment_method_not_offered', data: { mode: 'live', methods: 'Monthly PayPal', missing: 'NEXT_PUBLIC_PAYPAL_PLAN_ID', message: 'Monthly PayPal: not offered in live mode until NEXT_PUBLIC_PAYPAL_PLAN_ID (a 1-month plan with unlimited cycles) is set at build time' } });
  }
  return notices;
}

export function reportPaymentProviders(config: Pick<Config, 'APP_ENV' | 'REVOLUT_SECRET_KEY' | 'REVOLUT_SECRET_KEY_TEST'>): void {
  const notices = paymentProviderNotices(config.APP_ENV, undefined, { live: Boolean(config.REVOLUT_SECRET_KEY), test: Boolean(config.REVOLUT_SECRET_KEY_TEST) });
  for (const notice of notices) log[notice.level](notice.event, notice.data);
}

/**
 * At start: a captcha flag on in production without the Turnstile site key is reported as an
 * error (../captcha-site-key.ts). Reads the settings only then; never holds or stops the start.
 */
export async function checkCaptchaKeyAtStart(config: Pick<Config, 'APP_ENV' | 'NEXT_PUBLIC_TURNSTILE_SITE_KEY'>): Promise<void> {
  const { captchaKeyMissing, checkSettingsCaptchaKey } = await import('../captcha-site-key');
  if (captchaKeyMissing(config)) await checkSettingsCaptchaKey('start', config);
}
