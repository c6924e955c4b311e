import type { Config } from '@/edge/config';
import type { CheckoutSettings } from '@/features/settings';
import { paymentMethodsFor, type DonationKind, type ProviderKeys } from './payment-methods';

// What a production server must have before it takes a donor's money, checked when it starts
// (scripts/launch-check.ts, called by scripts/start.ts): a captcha the settings turn on for a
// payment (captcha_card, captcha_wallet; captcha_webforms governs no form this site has) has its
// site key, and its secret when the site verifies tokens itself (CAPTCHA_VERIFY=site; by default
// the backend verifies them with its own secret) (else every card donation would be refused), and no
// payment type is left without a method in live mode (a donor must never meet an empty payment
// step). Pure: the caller reads the settings the site would serve and the environment.

export interface LaunchProblem {
  /** What is missing: an environment variable, or the settings. */
  missing: string;
  message: string;
}

export type LaunchConfig = Pick<
  Config,
  | 'APP_ENV'
  | 'DEFAULT_COUNTRY'
  | 'NEXT_PUBLIC_TURNSTILE_SITE_KEY'
  | 'CAPTCHA_VERIFY'
  | 'TURNSTILE_SECRET_KEY'
  | 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'
  | 'NEXT_PUBLIC_PAYPAL_CLIENT_ID'
  | 'NEXT_PUBLIC_PAYPAL_PLAN_ID'
  | 'NEXT_PUBLIC_REVOLUT_PUBLIC_KEY'
  | 'REVOLUT_SECRET_KEY'
>;

/** The checkout settings of each storefront, or why they could not be read. */
export type LaunchSettings = { main: CheckoutSettings; gifts: CheckoutSettings } | { error: string };

/** The flags that ask a captcha of a form this site has (captcha_webforms governs none: issue 46). */
const FLAGS = [
  ['captchaCard', 'captcha_card'],
  ['captchaWallet', 'captcha_wallet'],
] as const;

function captchaProblems(config: LaunchConfig, settings: { main: CheckoutSettings; gifts: CheckoutSettings }): LaunchProblem[] {
  const on = FLAGS.flatMap(([key, name]) => {
    const where = (['main', 'gifts'] as const).filter((storefront) => settings[storefront][key]);
    return where.length > 0 ? [`${name} (${where.join(', ')})`] : [];
  });
  if (on.length === 0) return [];
  const flags = on.join(', ');
  const problems: LaunchProblem[] = [];
  if (!config.NEXT_PUBLIC_TURNSTILE_SITE_KEY) {
    problems.push({ missing: 'NEXT_PUBLIC_TURNSTILE_SITE_KEY', message: `NEXT_PUBLIC_TURNSTILE_SITE_KEY is not set, but the settings turn the captcha on: ${flags}. Without the Turnstile site key (set at build time) no donor gets a token and every such order is refused.` });
  }
  if (config.CAPTCHA_VERIFY === 'site' && !config.TURNSTILE_SECRET_KEY) {
    problems.push({ missing: 'TURNSTILE_SECRET_KEY', message: `TURNSTILE_SECRET_KEY is not set, but CAPTCHA_VERIFY=site and the settings turn the captcha on: ${flags}. Without the Turnstile secret the order routes cannot verify a token and refuse every such order.` });
  }
  return problems;
}

/** The providers live mode can use (a Revolut Pay button needs its secret to create its orders). */
export function liveProviders(config: LaunchConfig): ProviderKeys {
  return {
    stripe: Boolean(config.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
    paypal: Boolean(config.NEXT_PUBLIC_PAYPAL_CLIENT_ID),
    revolut: Boolean(config.NEXT_PUBLIC_REVOLUT_PUBLIC_KEY && config.REVOLUT_SECRET_KEY),
    paypalPlan: Boolean(config.NEXT_PUBLIC_PAYPAL_PLAN_ID),
  };
}

const KIND_NAMES: Record<DonationKind, string> = { single: 'Single donations and gift orders', monthly: 'Monthly donations' };

function paymentTypeProblems(config: LaunchConfig, settings: { main: CheckoutSettings; gifts: CheckoutSettings }): LaunchProblem[] {
  const providers = liveProviders(config);
  const problems: LaunchProblem[] = [];
  const checks: [DonationKind, CheckoutSettings][] = [
    ['single', settings.main],
    ['single', settings.gifts],
    ['monthly', settings.main],
  ];
  const empty = new Set<DonationKind>();
  for (const [kind, checkout] of checks) {
    // Wallets are never counted: they show only where the donor's browser offers them.
    const methods = paymentMethodsFor(config.DEFAULT_COUNTRY, kind, 'live', { applePay: false, googlePay: false, revolutPay: checkout.revolutPay }, providers);
    if (methods.length === 0) empty.add(kind);
  }
  for (const kind of empty) {
    const options =
      kind === 'single'
        ? 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (card), NEXT_PUBLIC_PAYPAL_CLIENT_ID (PayPal), or NEXT_PUBLIC_REVOLUT_PUBLIC_KEY with REVOLUT_SECRET_KEY and revolut_pay on in the settings (Revolut Pay)'
        : 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (card) or NEXT_PUBLIC_PAYPAL_CLIENT_ID with NEXT_PUBLIC_PAYPAL_PLAN_ID (PayPal)';
    problems.push({ missing: kind === 'single' ? 'a payment method for single donations' : 'a payment method for monthly donations', message: `${KIND_NAMES[kind]} would have no payment method in live mode: set ${options}.` });
  }
  return problems;
}

/** Every reason a production server must not start (none on staging, which takes test payments only). */
export function launchProblems(config: LaunchConfig, settings: LaunchSettings): LaunchProblem[] {
  if (config.APP_ENV !== 'production') return [];
  if ('error' in settings) {
    return [{ missing: 'site settings', message: `The site settings could not be read from the backend (${settings.error}), so the captcha flags and payment methods cannot be checked.` }];
  }
  return [...captchaProblems(config, settings), ...paymentTypeProblems(config, settings)];
}
