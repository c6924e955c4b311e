import type { Preset } from '@/features/blocks';
import { formatMoney, toMinor, type Currency } from '@/features/common/money';

// Choosing the gift (SPEC §5): a typed amount matches an exact preset or a range
// (amount..amount_to); '{AMOUNT}' in the text is the formatted typed amount.

// Type-only import above: the blocks' schema code (zod) stays out of the chooser's bundle.

/** '{AMOUNT} could …' → '€25 could …' (every occurrence), as features/blocks does on the server. */
export function presetText(text: string, formatted: string): string {
  return text.split('{AMOUNT}').join(formatted);
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

export const AMOUNT_MESSAGE = 'Please enter an amount';
export const AMOUNT_INVALID_MESSAGE = 'Please enter an amount in numbers, e.g. 25 or 12.50';
export const AMOUNT_MAX_MINOR = 100_000_00;
/** No donation below this, whatever a block's minimum says (the order route's floor too). */
export const AMOUNT_FLOOR_MINOR = 100;

export function minimumMessage(minMinor: number, currency: Currency): string {
  return `The minimum donation is ${formatMoney(minMinor, currency)}`;
}

export function maximumMessage(currency: Currency): string {
  return `For donations over ${formatMoney(AMOUNT_MAX_MINOR, currency)} please call us`;
}

/** A typed amount ('25', '12.50', '€1,000') → minor units, or an error message. */
export function parseAmountInput(raw: string, minMinor: number, currency: Currency): { ok: true; minor: number } | { ok: false; message: string } {
  const cleaned = raw.replace(/[€£$\s,]/g, '');
  if (!cleaned) return { ok: false, message: AMOUNT_MESSAGE };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: AMOUNT_INVALID_MESSAGE };
  const minor = toMinor(cleaned);
  if (minor < Math.max(minMinor, AMOUNT_FLOOR_MINOR)) return { ok: false, message: minimumMessage(Math.max(minMinor, AMOUNT_FLOOR_MINOR), currency) };
  if (minor > AMOUNT_MAX_MINOR) return { ok: false, message: maximumMessage(currency) };
  return { ok: true, minor };
}
