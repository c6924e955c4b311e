import type { ComponentType, SVGProps } from 'react';
import Amex from 'react-pay-icons/Amex';
import ApplePay from 'react-pay-icons/Applepay';
import DirectDebit from 'react-pay-icons/DirectDebit';
import Mastercard from 'react-pay-icons/Mastercard';
import PayPal from 'react-pay-icons/Paypal';
import GooglePay from 'react-pay-icons/Paywithgoogle';
import Visa from 'react-pay-icons/Visa';
import type { PaymentMethodOption } from '../payment-methods';
import styles from './Checkout.module.css';

// The ways to pay, by their own marks (issue 37): the brands' artwork from react-pay-icons (MIT),
// one small SVG component per file, so only these seven reach the page. The picker loads them in
// their own chunk after the step (PaymentFields.tsx): absolutely placed, they move nothing.
// Decorative beside each method's name (the Direct Debit logo of a UK account's terms is
// DirectDebitTerms.tsx's own). Revolut Pay's mark is not in the package: its name stands alone.

export type MarkName = 'Visa' | 'Mastercard' | 'American Express' | 'PayPal' | 'Apple Pay' | 'Google Pay' | 'Direct Debit';

type Mark = ComponentType<SVGProps<SVGSVGElement>>;

const MARKS: Record<MarkName, Mark> = {
  Visa,
  Mastercard,
  'American Express': Amex,
  PayPal,
  'Apple Pay': ApplePay,
  'Google Pay': GooglePay,
  'Direct Debit': DirectDebit,
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

/** One mark, 1.5rem high (its own width), decorative. */
export function PaymentMark({ name }: { name: MarkName }) {
  const Svg = MARKS[name];
  return <Svg className={styles.mark} aria-hidden="true" focusable="false" data-mark={name} />;
}

/** A method row's marks, at its end (nothing for a method without one). */
export function MethodMarks({ option }: { option: Pick<PaymentMethodOption, 'key' | 'type'> }) {
  const names = marksFor(option);
  if (names.length === 0) return null;
  return (
    <span className={styles.choiceMarks}>
      {names.map((name) => (
        <PaymentMark key={name} name={name} />
      ))}
    </span>
  );
}
