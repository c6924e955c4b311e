import { paypalPayment } from './payments';
import type { PaymentProvider } from './provider';

export { cardPayment } from './payments';
/** Revolut Pay's: the site's real Revolut order, paid in the sandbox's payment window (./revolut-sandbox.ts). */
export { sandboxRevolutProvider } from './revolut-sandbox';

// Sandbox providers: no third-party script. They yield what the real providers yield (Stripe's
// published test payment-method ids, a PayPal order id, a Revolut order id), so the sandbox
// backend and the tests run the same order path as production. Revolut Pay's makes a real
// Revolut order through the site, as its order must be authorised before the order is sent.

/** Stripe's published test card numbers → their published test payment-method ids. */
export const STRIPE_TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000056655665556': 'pm_card_visa_debit',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  // Cards that need 3-D Secure: the order waits in requires_action until the donor authenticates.
  '4000000000003220': 'pm_card_threeDSecure2Required',
  '4000002760003184': 'pm_card_authenticationRequired',
};

/** Stripe's test 3-D Secure challenge failed (the sandbox card's and the sandbox wallet's). */
export const SANDBOX_AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export const CARD_NUMBER_MESSAGE = 'Please enter a valid card number';
export const CARD_TEST_ONLY_MESSAGE = 'This is a test checkout: please use a Stripe test card such as 4242 4242 4242 4242.';
export const CARD_EXPIRY_MESSAGE = 'Please enter the expiry date as MM/YY';
export const CARD_EXPIRED_MESSAGE = 'This card has expired';
export const CARD_CVC_MESSAGE = 'Please enter the 3 or 4 digit security code';
export const CARD_NAME_MESSAGE = 'Please enter the name on the card';

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export interface SandboxCard {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof SandboxCard, string>>;

/** Checks a sandbox card as Stripe Elements would, and maps it to its test payment-method id. */
export function sandboxCardPaymentMethod(card: SandboxCard, now: Date = new Date()): { ok: true; id: string } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const number = card.number.replace(/[\s-]/g, '');
  if (!card.name.trim()) errors.name = CARD_NAME_MESSAGE;
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = CARD_NUMBER_MESSAGE;
  else if (!STRIPE_TEST_CARDS[number]) errors.number = CARD_TEST_ONLY_MESSAGE;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = CARD_EXPIRY_MESSAGE;
  else {
    const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1));
    if (endOfMonth.getTime() <= now.getTime()) errors.expiry = CARD_EXPIRED_MESSAGE;
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_CVC_MESSAGE;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, id: STRIPE_TEST_CARDS[number]! };
}

function randomFrom(alphabet: string, length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** A PayPal order id as PayPal issues them: 17 capitals and digits. */
export function sandboxPaypalOrderId(): string {
  return randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 17);
}

export const sandboxPaypalProvider: PaymentProvider = {
  key: 'paypal',
  async authorize(context) {
    const orderId = sandboxPaypalOrderId();
    // Monthly: PayPal answers a subscription ('I-' and 12 capitals and digits) besides the order.
    const subscriptionId = context.kind === 'monthly' ? `I-${randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 12)}` : null;
    return paypalPayment(context, { orderId, payerId: randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 13), subscriptionId }, context.donorName || null);
  },
};
