import type { Country } from '@/features/checkout';
import type { Currency } from '@/features/common/money';

/** What the server page gives every checkout step (settings are read on the server). */
export interface CheckoutPageProps {
  country: Country;
  currency: Currency;
  base: string;
  checkout: { captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean; revolutPay: boolean; tooltips: Record<string, string> };
  /** Source codes whose startsAt has passed (SPEC §5). */
  sourceCodes: { code: string; label: string }[];
}

export interface StepProps extends CheckoutPageProps {
  /** Moves on to the next step's URL. */
  goNext(): void;
  backHref: string;
}
