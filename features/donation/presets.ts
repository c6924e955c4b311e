import type { Preset } from '@/features/blocks';
import { formatMoney, toMinor, type Currency } from '@/features/common/money';
import { largeAmountThreshold, parseMoneyInput } from '@/features/common/money-input';

// Choosing the gift (SPEC §5): a typed amount matches an exact preset or a range
// (amount..amount_to); '{AMOUNT}' in the text is the formatted typed amount.

// Type-only import above: the blocks' schema code (zod) stays out of the chooser's bundle.

/** '{AMOUNT} could …' → '€25 could …' (every occurrence), as features/blocks does on the server. */
export function presetText(text: string, formatted: string): string {
  return text.split('{AMOUNT}').join(formatted);
}

/**
 * What a preset gives: its amount. A range preset (SPEC §5: `amount` to `amount_to`) gives its
 * first amount, so its tile says that amount and no range; the range is where the preset's
 * text applies to an amount typed in (matchPreset).
 */
export function presetAmountLabel(preset: Preset, currency: Currency): string {
  return formatMoney(toMinor(preset.amount), currency);
}

/** The preset a typed amount (minor units) falls on, or null. */
export function matchPreset(presets: readonly Preset[], amountMinor: number | null): Preset | null {
  if (amountMinor === null) return null;
  const exact = presets.find((p) => p.amount_to === null && toMinor(p.amount) === amountMinor);
  if (exact) return exact;
  return presets.find((p) => p.amount_to !== null && amountMinor >= toMinor(p.amount) && amountMinor <= toMinor(p.amount_to)) ?? null;
}

/** The text shown for an amount: its preset's text with the amount substituted. */
export function presetTextFor(presets: readonly Preset[], amountMinor: number | null, currency: Currency): string | null {
  const preset = matchPreset(presets, amountMinor);
  return preset && amountMinor !== null ? presetText(preset.text, formatMoney(amountMinor, currency)) : null;
}

export { AMOUNT_INVALID_MESSAGE, AMOUNT_MESSAGE } from '@/features/common/money-input';
export const AMOUNT_MAX_MINOR = 100_000_00;
/** No donation below this, whatever a block's minimum says (the order route's floor too). */
export const AMOUNT_FLOOR_MINOR = 100;

export function minimumMessage(minMinor: number, currency: Currency): string {
  return `The minimum donation is ${formatMoney(minMinor, currency)}`;
}

export function maximumMessage(currency: Currency): string {
  return `For donations over ${formatMoney(AMOUNT_MAX_MINOR, currency)} please call us`;
}

/**
 * A typed amount ('25', '12.50', '20,50', '€1,000') → minor units, or the field's message:
 * features/common/money-input reads it (a comma before one or two final digits is the
 * decimal mark; what stays ambiguous is refused), then the block's minimum and the maximum.
 */
export function parseAmountInput(raw: string, minMinor: number, currency: Currency): { ok: true; minor: number } | { ok: false; message: string } {
  const parsed = parseMoneyInput(raw, currency);
  if (!parsed.ok) return { ok: false, message: parsed.problem === 'too-large' ? maximumMessage(currency) : parsed.message };
  const minor = parsed.minor;
  if (minor < Math.max(minMinor, AMOUNT_FLOOR_MINOR)) return { ok: false, message: minimumMessage(Math.max(minMinor, AMOUNT_FLOOR_MINOR), currency) };
  if (minor > AMOUNT_MAX_MINOR) return { ok: false, message: maximumMessage(currency) };
  return { ok: true, minor };
}

/** The largest amount the presets of one type offer (a range's upper end), minor units, or null. */
export function largestPresetMinor(presets: readonly Preset[]): number | null {
  let largest: number | null = null;
  for (const p of presets) largest = Math.max(largest ?? 0, toMinor(p.amount), p.amount_to === null ? 0 : toMinor(p.amount_to));
  return largest;
}

/**
 * Whether a typed amount (minor units) is asked about before it is used: above ten times the
 * type's largest preset, or above €1,000 / £1,000 (largeAmountThreshold).
 */
export function isLargeAmount(presets: readonly Preset[], amountMinor: number | null): boolean {
  return amountMinor !== null && amountMinor > largeAmountThreshold(largestPresetMinor(presets));
}
