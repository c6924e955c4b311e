// What the banks require beside a direct debit taken online (issue 37):
// - UK (Bacs): the Direct Debit logo and the Direct Debit Guarantee, in the scheme's own words,
//   with the organisation's name where the scheme puts it (notice: 10 working days, the
//   scheme's standard);
// - SEPA Core: the mandate's standard wording, with the creditor's name, which the donor
//   authorises by ticking the box under it.
// The organisation is the charity (settings' `charity.name`, else the site's name).

/** The site's name, for a page that has no charity name from the settings (features/chrome BRAND_NAME.main). */
export const FALLBACK_CREDITOR = 'Concern Aid';

export const DD_GUARANTEE_TITLE = 'The Direct Debit Guarantee';

export interface GuaranteeItem {
  text: string;
  /** The point under it (the refund one's). */
  sub: string | null;
}

/** The Direct Debit Guarantee, as Bacs words it, for `organisation`. */
export function directDebitGuarantee(organisation: string): GuaranteeItem[] {
  return [
    { text: 'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits', sub: null },
    {
      text: `If there are any changes to the amount, date or frequency of your Direct Debit ${organisation} will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request ${organisation} to collect a payment, confirmation of the amount and date will be given to you at the time of the request`,
      sub: null,
    },
    {
      text: `If an error is made in the payment of your Direct Debit, by ${organisation} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society`,
      sub: `If you receive a refund you are not entitled to, you must pay it back when ${organisation} asks you to`,
    },
    { text: 'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.', sub: null },
  ];
}

export const SEPA_MANDATE_TITLE = 'SEPA Direct Debit mandate';

/** The SEPA Core mandate's standard text, for `creditor`. */
export function sepaMandateText(creditor: string): string {
  return (
    `By signing this mandate form, you authorise (A) ${creditor} to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from ${creditor}. ` +
    'As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. ' +
    'A refund must be claimed within 8 weeks starting from the date on which your account was debited. ' +
    'Your rights are explained in a statement that you can obtain from your bank.'
  );
}

/** The box the donor ticks to sign the SEPA mandate online. */
export function sepaMandateLabel(creditor: string): string {
  return `I authorise ${creditor} to send instructions to my bank to debit my account, and my bank to debit my account in accordance with those instructions.`;
}
