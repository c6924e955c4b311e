// SPEC §9 payment methods, by country × single/monthly × live/test, as SPEC §3 'Payment method
// option' {id, label, mode, donation_type, region, type}. Pure: the browser decides what is
// available (wallet button, Revolut setting), the order route checks the gateway against the
// server's own mode.

export type { Country } from '@/features/common/money';
import type { Country } from '@/features/common/money';
export type PaymentMode = 'live' | 'test';
/** 'single' | 'monthly' (SPEC §9 aliases). */
export type DonationKind = 'single' | 'monthly';
export type DonationType = 'single_donation' | 'recurring_donation';

/** What the donor picks. */
export type PaymentMethodKey = 'bank_account' | 'card' | 'paypal' | 'apple_pay' | 'google_pay' | 'revolut_pay';
/** The order body's payment.type, SPEC §3's four. Wallets and Revolut Pay are card payments (CONTRACT §6; the gateway tells them apart). */
export type PaymentType = 'direct_debit_uk' | 'direct_debit_sepa' | 'credit_card' | 'paypal_ec';

/** Revolut Pay's gateway (CONTRACT §6): its payments are `credit_card`, told from a Stripe card by it. */
export const REVOLUT_GATEWAY = 'revolut';

/** The payment goes through Revolut Pay's gateway. */
export function isRevolutGateway(payment: { gateway?: unknown } | null | undefined): boolean {
  return payment?.gateway === REVOLUT_GATEWAY;
}

export interface PaymentMethodOption {
  id: string;
  key: PaymentMethodKey;
  label: string;
  mode: PaymentMode;
  donation_type: DonationType;
  region: Country;
  type: PaymentType;
  /** payment.gateway of the order body. */
  gateway: string;
}

export interface PaymentAvailability {
  /** The payment-request button can show Apple Pay / Google Pay (Stripe's canMakePayment). */
  applePay: boolean;
  googlePay: boolean;
  /** Settings: checkout.revolut_pay. */
  revolutPay: boolean;
}

export const NO_WALLETS: PaymentAvailability = { applePay: false, googlePay: false, revolutPay: false };

/** Which payment providers have keys (features/checkout/payment/keys.ts). */
export type ProviderKeys = Record<'stripe' | 'paypal' | 'revolut', boolean> & {
  /** PayPal's monthly plan (SPEC §9's 1-month interval, unlimited cycles) for monthly gifts. */
  paypalPlan: boolean;
};
export const ALL_PROVIDERS: ProviderKeys = { stripe: true, paypal: true, revolut: true, paypalPlan: true };

const PROVIDER_OF: Record<PaymentMethodKey, 'stripe' | 'paypal' | 'revolut' | null> = {
  bank_account: null,
  card: 'stripe',
  apple_pay: 'stripe',
  google_pay: 'stripe',
  paypal: 'paypal',
  revolut_pay: 'revolut',
};

/**
 * Live mode offers a method only when its provider has a key (never a made-up payment); test
 * mode offers every method, the sandbox provider standing in for a provider without one.
 */
export function methodHasProvider(key: PaymentMethodKey, mode: PaymentMode, providers: ProviderKeys, kind: DonationKind = 'single'): boolean {
  const provider = PROVIDER_OF[key];
  if (mode === 'test' || provider === null) return true;
  return providers[provider] && (key !== 'paypal' || kind === 'single' || providers.paypalPlan);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodKey, string> = {
  bank_account: 'Bank account',
  card: 'Card',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  revolut_pay: 'Revolut Pay',
};

export function donationTypeOf(kind: DonationKind): DonationType {
  return kind === 'monthly' ? 'recurring_donation' : 'single_donation';
}

export function kindOf(type: DonationType): DonationKind {
  return type === 'recurring_donation' ? 'monthly' : 'single';
}

function paymentTypeOf(key: PaymentMethodKey, country: Country): PaymentType {
  switch (key) {
    case 'bank_account':
      return country === 'GB' ? 'direct_debit_uk' : 'direct_debit_sepa';
    case 'paypal':
      return 'paypal_ec';
    default:
      return 'credit_card';
  }
}

/** The gateway machine name: provider, region and mode (stripe_ie_live, gocardless_gb_test…). */
export function gatewayFor(key: PaymentMethodKey, country: Country, mode: PaymentMode): string {
  const region = country.toLowerCase();
  switch (key) {
    case 'bank_account':
      return country === 'GB' ? `direct_debit_uk_${mode}` : `direct_debit_sepa_${region}_${mode}`;
    case 'paypal':
      return `paypal_ec_${region}_${mode}`;
    case 'revolut_pay':
      return REVOLUT_GATEWAY; // CONTRACT §6: the one gateway name; the route's own payment mode picks Revolut's key
    default:
      return `stripe_${region}_${mode}`;
  }
}

export function paymentMethodOption(key: PaymentMethodKey, country: Country, kind: DonationKind, mode: PaymentMode): PaymentMethodOption {
  return {
    id: `${key}_${country.toLowerCase()}_${kind}_${mode}`,
    key,
    label: PAYMENT_METHOD_LABELS[key],
    mode,
    donation_type: donationTypeOf(kind),
    region: country,
    type: paymentTypeOf(key, country),
    gateway: gatewayFor(key, country, mode),
  };
}

/**
 * SPEC §9: bank account (monthly only), card, PayPal, Apple Pay and Google Pay (only if the
 * button is available), Revolut Pay (only when enabled) — in that order.
 */
export function paymentMethodsFor(country: Country, kind: DonationKind, mode: PaymentMode, availability: PaymentAvailability = NO_WALLETS, providers: ProviderKeys = ALL_PROVIDERS): PaymentMethodOption[] {
  const keys: PaymentMethodKey[] = [];
  if (kind === 'monthly') keys.push('bank_account');
  keys.push('card', 'paypal');
  if (availability.applePay) keys.push('apple_pay');
  if (availability.googlePay) keys.push('google_pay');
  if (availability.revolutPay) keys.push('revolut_pay');
  return keys.filter((key) => methodHasProvider(key, mode, providers, kind)).map((key) => paymentMethodOption(key, country, kind, mode));
}

const ALL_KEYS: PaymentMethodKey[] = ['bank_account', 'card', 'paypal', 'apple_pay', 'google_pay', 'revolut_pay'];

/** Every gateway the server accepts in a mode (the order route's check): in live mode, only those with a provider. */
export function gatewaysFor(country: Country, mode: PaymentMode, providers: ProviderKeys = ALL_PROVIDERS): Set<string> {
  return new Set(ALL_KEYS.filter((key) => methodHasProvider(key, mode, providers)).map((key) => gatewayFor(key, country, mode)));
}

/** The payment.type a gateway takes (wallets are card payments through the card gateway). */
export function paymentTypeOfGateway(gateway: string, country: Country, mode: PaymentMode): PaymentType | null {
  const key = ALL_KEYS.find((k) => gatewayFor(k, country, mode) === gateway);
  return key ? paymentTypeOf(key, country) : null;
}

/** SPEC §9 direct debit defaults. */
export const DIRECT_DEBIT_DEFAULTS = {
  GB: { debit_date: '1', accept_direct_debits: '1', one_signatory: '1' },
  IE: { debit_date: '2', accept_direct_debits: '1', one_signatory: '1' },
} as const;

/** SPEC §9: monthly billing plan, one-month interval, unlimited cycles. */
export const MONTHLY_BILLING_PLAN = { interval_unit: 'month', interval_count: 1, total_cycles: 0 } as const;

/** Which methods need a captcha token under the settings (card, wallets). */
export function needsCaptcha(key: PaymentMethodKey, settings: { captchaCard: boolean; captchaWallet: boolean }): boolean {
  if (key === 'card') return settings.captchaCard;
  if (key === 'apple_pay' || key === 'google_pay') return settings.captchaWallet;
  return false;
}
