import type { ComponentType, SVGProps } from 'react';
import ApplePayMark from 'react-pay-icons/Applepay';
import DirectDebitMark from 'react-pay-icons/DirectDebit';
import GooglePayMark from 'react-pay-icons/Paywithgoogle';
import { Amex, Mastercard, PayPal, Visa } from 'react-svg-credit-card-payment-icons/icons/flat-rounded';
import type { PaymentMethodOption } from '../payment-methods';
import styles from './Checkout.module.css';

// The ways to pay, by their own marks (issue 37): the card schemes and PayPal from
// react-svg-credit-card-payment-icons (MIT), Apple Pay, Google Pay and the Direct Debit logo from
// react-pay-icons (MIT); each mark is its own small SVG component, so only these reach the page.
// They decorate (aria-hidden): each sits beside the method's own name. Revolut Pay's mark is in
// neither package, so its row shows its name alone.

export type MarkName = 'Visa' | 'Mastercard' | 'American Express' | 'PayPal' | 'Apple Pay' | 'Google Pay' | 'Direct Debit';

type Mark = ComponentType<SVGProps<SVGSVGElement>>;

const MARKS: Record<MarkName, Mark> = {
  Visa,
  Mastercard,
  'American Express': Amex,
  PayPal,
  'Apple Pay': ApplePayMark as Mark,
  'Google Pay': GooglePayMark as Mark,
  'Direct Debit': DirectDebitMark as Mark,
};

/** The marks a method's row shows: a UK bank account is a Direct Debit (Bacs); SEPA has none here. */
export function marksFor(option: Pick<PaymentMethodOption, 'key' | 'type'>): MarkName[] {
  switch (option.key) {
    case 'card':
      return ['Visa', 'Mastercard', 'American Express'];
    case 'paypal':
      return ['PayPal'];
    case 'apple_pay':
      return ['Apple Pay'];
    case 'google_pay':
      return ['Google Pay'];
    case 'bank_account':
      return option.type === 'direct_debit_uk' ? ['Direct Debit'] : [];
    case 'revolut_pay':
      return [];
  }
}

/** One mark, 1.5rem high (its own width): decorative, or an image named `label`. */
export function PaymentMark({ name, className, label }: { name: MarkName; className?: string; label?: string }) {
  const Svg = MARKS[name];
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <Svg className={className ?? styles.mark} focusable="false" data-mark={name} {...named} />;
}
