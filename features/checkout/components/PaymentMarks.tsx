import type { PaymentMethodKey } from '../payment-methods';
import styles from './Checkout.module.css';

// Small text-mark badges for the ways to pay, drawn here (neutral, in the site's colours: no
// brand artwork). They only decorate (aria-hidden): each sits beside the method's own name.

export type MarkName = 'Visa' | 'Mastercard' | 'PayPal' | 'Apple Pay' | 'Google Pay' | 'Revolut';

/** The marks each method shows (a bank account has none of its own). */
export const MARKS_BY_METHOD: Record<PaymentMethodKey, MarkName[]> = {
  card: ['Visa', 'Mastercard'],
  paypal: ['PayPal'],
  apple_pay: ['Apple Pay'],
  google_pay: ['Google Pay'],
  revolut_pay: ['Revolut'],
  bank_account: [],
};

const TEXT: Record<MarkName, { text: string; italic?: boolean }> = {
  Visa: { text: 'VISA', italic: true },
  Mastercard: { text: 'mastercard' },
  PayPal: { text: 'PayPal', italic: true },
  'Apple Pay': { text: 'Apple Pay' },
  'Google Pay': { text: 'G Pay' },
  Revolut: { text: 'Revolut' },
};

/** One badge: a rounded box with the name set in the page's bold face. */
export function PaymentMark({ name }: { name: MarkName }) {
  const { text, italic } = TEXT[name];
  // About 6 units a letter at this size, plus the box's padding.
  const width = Math.round(text.length * 6.2 + 12);
  return (
    <svg className={styles.mark} viewBox={`0 0 ${width} 24`} width={width} height={24} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={width - 1} height="23" rx="4" />
      <text x={width / 2} y="16" textAnchor="middle" fontSize="10.5" fontStyle={italic ? 'italic' : undefined}>
        {text}
      </text>
    </svg>
  );
}
