import { currencySymbol, formatMoney, type Currency } from './money';

// Typed money: the one reader of every amount field. A phone set to a comma-decimal region
// shows ',' on its decimal keypad, so "20,50" is twenty euro fifty there, while "1,000.50" is
// the English way: no locale is known, so a comma or point followed by one or two digits at
// the end is the decimal mark, three-digit groups before it are thousands, and what could
// still be read two ways ("1.000": one thousand, or one with three decimals) is refused with
// a message that says why. The result is integer minor units. No Intl, no dependency: this
// runs in the gift chooser on every appeal page.

export type MoneyInputProblem = 'empty' | 'not-a-number' | 'currency' | 'ambiguous' | 'too-many-decimals' | 'marks' | 'unfinished' | 'too-large';

export type MoneyInput = { ok: true; minor: number } | { ok: false; problem: MoneyInputProblem; message: string };

export const AMOUNT_MESSAGE = 'Please enter an amount';
export const AMOUNT_INVALID_MESSAGE = 'Please enter an amount in numbers, e.g. 25 or 12.50';
export const AMOUNT_MARKS_MESSAGE = "The commas and points in this amount don't make a number. Please type it like 1000.50 or 1000,50";
export const AMOUNT_TOO_LARGE_MESSAGE = 'This amount is too large';

/** More whole digits than this is no gift: refused before any arithmetic. */
const MAX_WHOLE_DIGITS = 9;

/**
 * A typed amount not bigger than this is never asked about. Above it, or above ten times the
 * page's largest preset when that is lower, the donor confirms it first (largeAmountThreshold).
 */
export const LARGE_AMOUNT_MINOR = 1000_00;

const CODES: Record<Currency, string> = { EUR: 'eur', GBP: 'gbp', USD: 'usd' };

function markName(mark: string): string {
  return mark === ',' ? 'comma' : 'point';
}

function fail(problem: MoneyInputProblem, message: string): MoneyInput {
  return { ok: false, problem, message };
}

/** Separators `seps` between the digit runs `runs`: one mark throughout, a first group of 1–3 digits (no leading 0), then groups of 3. */
function groups(runs: readonly string[], seps: readonly string[]): boolean {
  if (seps.length === 0) return true;
  if (seps.some((s) => s !== seps[0])) return false;
  const [first, ...rest] = runs;
  return first!.length <= 3 && first![0] !== '0' && rest.every((r) => r.length === 3);
}

function decimalsMessage(mark: string): string {
  return `An amount has at most two decimals after the ${markName(mark)}, e.g. 20${mark}50`;
}

function ambiguousMessage(core: string, whole: string, fraction: string, currency: Currency): string {
  const thousands = formatMoney(Number(whole + fraction) * 100, currency);
  if (fraction.endsWith('0')) {
    const small = Number(whole) * 100 + Number(fraction.slice(0, 2));
    const shortText = fraction === '000' ? whole : `${whole}.${fraction.slice(0, 2)}`;
    return `"${core}" could mean ${thousands} or ${formatMoney(small, currency)}. Please type ${whole}${fraction} or ${shortText}`;
  }
  return `"${core}" could mean ${thousands} or have a decimal too many. Please type ${whole}${fraction} or ${whole}.${fraction.slice(0, 2)}`;
}

/**
 * A typed amount in `currency` → minor units, or the problem and a message for the field.
 * Accepts its currency's sign (or code) before or after, spaces around it, and spaces, commas
 * or points as thousands marks: "20,50", "20,5", "1,000", "1.000,50", "1,000.50", "€20",
 * "£ 20", "1 000,50" (fr-FR's narrow space too). Refuses "1.000" (one thousand, or one?),
 * marks that make no number ("1,2,3", "1.000.50"), more than two decimals, a trailing mark,
 * another currency, a sign. The caller applies its own minimum and maximum.
 */
export function parseMoneyInput(raw: string, currency: Currency): MoneyInput {
  const sign = currencySymbol(currency);
  const code = CODES[currency];
  let core = raw.trim();
  const lower = core.toLowerCase();
  if (core.startsWith(sign)) core = core.slice(sign.length);
  else if (lower.startsWith(code)) core = core.slice(code.length);
  else if (core.endsWith(sign)) core = core.slice(0, -sign.length);
  else if (lower.endsWith(code)) core = core.slice(0, -code.length);
  core = core.trim();
  if (!core) return fail('empty', AMOUNT_MESSAGE);
  if (!/^[\d.,\s]+$/.test(core)) {
    return /[€£$]|eur|gbp|usd/i.test(core) ? fail('currency', `Please enter the amount in ${sign} only, e.g. 25 or 12.50`) : fail('not-a-number', AMOUNT_INVALID_MESSAGE);
  }

  // Digit runs and the marks between them: "1.000,50" → runs [1, 000, 50], seps [., ,].
  const tokens = core.match(/\d+|[.,]|\s+/g)!;
  if (!/\d/.test(tokens[0]!)) tokens.unshift('0'); // ",50" → 0,50
  const runs: string[] = [];
  const seps: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const isDigits = /^\d/.test(token);
    if (isDigits !== (i % 2 === 0)) return fail('marks', AMOUNT_MARKS_MESSAGE); // two marks in a row
    if (isDigits) runs.push(token);
    else seps.push(/\s/.test(token) ? ' ' : token);
  }
  if (runs.length === seps.length) {
    const mark = seps[seps.length - 1]!;
    const cents = currency === 'GBP' ? 'pence' : 'cents';
    return fail('unfinished', `Please add the ${cents} after the ${markName(mark)}, e.g. 20${mark}50, or remove the ${markName(mark)}`);
  }

  let whole: string;
  let fraction = '';
  const last = seps[seps.length - 1];
  const lastRun = runs[runs.length - 1]!;
  const before = { runs: runs.slice(0, -1), seps: seps.slice(0, -1) };
  const groupsBefore = last !== undefined && groups(before.runs, before.seps) && before.seps[0] !== last;
  if (last === undefined) {
    whole = lastRun;
  } else if (last === ' ') {
    if (!groups(runs, seps)) return fail('marks', AMOUNT_MARKS_MESSAGE);
    whole = runs.join('');
  } else if (lastRun.length <= 2) {
    if (!groupsBefore) return fail('marks', AMOUNT_MARKS_MESSAGE);
    whole = before.runs.join('');
    fraction = lastRun;
  } else if (lastRun.length === 3 && groups(runs, seps)) {
    // "1,000" and "1.000.000" are thousands; "1.000" alone could be 1 with three decimals.
    if (last === '.' && seps.length === 1) return fail('ambiguous', ambiguousMessage(core, runs[0]!, lastRun, currency));
    whole = runs.join('');
  } else {
    return groupsBefore ? fail('too-many-decimals', decimalsMessage(last)) : fail('marks', AMOUNT_MARKS_MESSAGE);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return fail('too-large', AMOUNT_TOO_LARGE_MESSAGE);
  return { ok: true, minor: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/**
 * Above which amount (minor units) a typed gift is confirmed before it is used: ten times the
 * largest preset, or LARGE_AMOUNT_MINOR, whichever is lower; never below the largest preset
 * itself (an amount a preset offers is no surprise).
 */
export function largeAmountThreshold(largestPresetMinor: number | null): number {
  if (largestPresetMinor === null || largestPresetMinor <= 0) return LARGE_AMOUNT_MINOR;
  return Math.max(Math.min(10 * largestPresetMinor, LARGE_AMOUNT_MINOR), largestPresetMinor);
}
