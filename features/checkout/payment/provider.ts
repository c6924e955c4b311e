import type { Currency } from '@/features/common/money';
import type { OrderOutcome } from '../order-response';
import type { OrderPayment } from '../order-schema';
import type { Country, DonationKind, PaymentMethodKey, PaymentMethodOption, PaymentMode } from '../payment-methods';

// A PaymentProvider per method (DESIGN "Payments"): whatever the method, it ends with the
// order body's `payment` {gateway, type, details}, so every method takes one order path.

export interface PaymentContext {
  option: PaymentMethodOption;
  country: Country;
  kind: DonationKind;
  mode: PaymentMode;
  /** What the donor is charged now (minor units). */
  amountMinor: number;
  currency: Currency;
  /** 'First Last' from the form, for providers that need a name. */
  donorName: string;
  email: string;
  /** 'order' in the gifts shop (its button is 'Pay'); a donation otherwise. */
  purpose?: 'donation' | 'order';
  /**
   * The order the donor is about to place, paid with `payment`, as its order route would get it
   * (body and extra headers); throws with a message for the donor when the form is not complete.
   * Revolut Pay sends it to /api/checkout/revolut-order, which checks it before making the
   * Revolut order the donor pays.
   */
  orderDraft?: (payment: OrderPayment) => Promise<OrderDraft>;
}

/** An order body before its payment exists, and the headers its order route reads (the donation's page). */
export interface OrderDraft {
  body: unknown;
  headers?: Record<string, string>;
}

/** What a method the donor confirms with its provider says: 'You will confirm your donation with PayPal when you press the donate button.' */
export function confirmWithText(provider: string, purpose: PaymentContext['purpose'] = 'donation'): string {
  return purpose === 'order'
    ? `You will confirm your order with ${provider} when you press the Pay button.`
    : `You will confirm your donation with ${provider} when you press the donate button.`;
}

/** What a wallet's sheet gives of its payer (Stripe's payer fields and billing details). */
export interface WalletPayer {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: { line1: string | null; line2: string | null; city: string | null; state: string | null; postal_code: string | null; country: string | null } | null;
}

export type PaymentOutcome =
  | {
      ok: true;
      payment: OrderPayment;
      /** The name in the payment details (card name, account holder). */
      payerName: string | null;
      /** A wallet's payer, where the sheet gave one (the appeal page's two-tap gift fills the profile from it). */
      payer?: WalletPayer;
    }
  | { ok: false; /** Shown to the donor next to the method's fields. */ message: string };

export interface PaymentProvider {
  key: PaymentMethodKey;
  authorize(context: PaymentContext): Promise<PaymentOutcome>;
}

/** The outcome of a provider's extra step (3-D Secure): the PaymentIntent, or why not. */
export type NextActionOutcome = { ok: true; paymentIntentId: string } | { ok: false; message: string };

/** What a method's fields component exposes to the form through its `ref`. */
export interface PaymentFieldsHandle {
  authorize(): Promise<PaymentOutcome>;
  /** Card methods: runs 3-D Secure for an order the backend holds in requires_action. */
  handleNextAction?(clientSecret: string): Promise<NextActionOutcome>;
  /**
   * Wallets: the order's first answer (null when none came, or the submission failed before it),
   * so the sheet says 'success' only for an order the backend accepted. Called by the submit hooks.
   */
  orderAnswered?(answer: OrderOutcome | null): void;
}
