import type { DonationKind } from '@/features/checkout';
import { formatMoney, type Currency } from '@/features/common/money';

// Fundraising costs (SPEC §9): 2%, 5%, 7% of the amount, or without_fee (0.00); 5% by default;
// single donations only. Minor units throughout.

export const FEE_FORMULAS = ['2%', '5%', '7%', 'without_fee'] as const;
export type ChosenFeeFormula = (typeof FEE_FORMULAS)[number];
export type FeeFormula = ChosenFeeFormula | 'not_asked';
export const DEFAULT_FEE_FORMULA: ChosenFeeFormula = '5%';

export const FEE_LABELS: Record<FeeFormula, string> = {
  '2%': '2% of the donation amount',
  '5%': '5% of the donation amount',
  '7%': '7% of the donation amount',
  without_fee: 'No transaction fee applied',
  not_asked: 'Not asked about transaction fee',
};

export const FEE_QUESTION = 'Would you like to cover the transaction fee?';

/** The percentages a donor can pick instead of the default (SPEC §9). */
export const FEE_PERCENTAGES = ['2%', '5%', '7%'] as const;
export type FeePercentage = (typeof FEE_PERCENTAGES)[number];

/** The fee offered in money: 'Add €2.50 to cover card and processing fees'. */
export function feeCoverText(amountMinor: number, formula: FeePercentage, currency: Currency): string {
  return `Add ${formatMoney(feeAmount(amountMinor, formula), currency)} to cover card and processing fees`;
}

/** One choice behind 'Change', SPEC's label with its money: '5% of the donation amount (€2.50)'. */
export function feeOptionText(amountMinor: number, formula: ChosenFeeFormula, currency: Currency): string {
  return formula === 'without_fee' ? FEE_LABELS.without_fee : `${FEE_LABELS[formula]} (${formatMoney(feeAmount(amountMinor, formula), currency)})`;
}

const PERCENT: Record<FeeFormula, number> = { '2%': 2, '5%': 5, '7%': 7, without_fee: 0, not_asked: 0 };

/** The fee on an amount in minor units, rounded to the nearest cent/penny (half up). */
export function feeAmount(amountMinor: number, formula: FeeFormula): number {
  return Math.round((amountMinor * PERCENT[formula]) / 100);
}

/** The formula that applies: monthly gifts are never asked (SPEC §9). */
export function effectiveFormula(kind: DonationKind, chosen: FeeFormula): FeeFormula {
  if (kind === 'monthly') return 'not_asked';
  return chosen === 'not_asked' ? DEFAULT_FEE_FORMULA : chosen;
}

export interface Fees {
  formula: FeeFormula;
  fee: number;
  total: number;
  applied: boolean;
}

export function fees(amountMinor: number, kind: DonationKind, chosen: FeeFormula): Fees {
  const formula = effectiveFormula(kind, chosen);
  const fee = feeAmount(amountMinor, formula);
  return { formula, fee, total: amountMinor + fee, applied: fee > 0 };
}
