import { formatMoney, toMinor, type Currency } from '@/features/common/money';
import type { Preset } from './schema';

// Donation presets (SPEC §5): an exact amount or a range (amount to amount_to); '{AMOUNT}' in
// the text is replaced by the formatted amount. Amounts in blocks are major units.

/** '{AMOUNT} could …' → '€25 could …' (every occurrence). */
export function presetText(text: string, formatted: string): string {
  return text.split('{AMOUNT}').join(formatted);
}

/** '€25', or '€50–€99' for a range. */
export function presetAmount(preset: Pick<Preset, 'amount' | 'amount_to'>, currency: Currency): string {
  const from = formatMoney(toMinor(preset.amount), currency);
  return preset.amount_to === null ? from : `${from}–${formatMoney(toMinor(preset.amount_to), currency)}`;
}
