// Money inside the site is integer minor units (cents, pence): no float sums. The backend
// boundary converts; one formatter renders (SPEC §1: whole number when integral, else two
// decimals; € £ $).

export const CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The site's currency by default country (SPEC §9: fixed at build time). */
/** The storefront countries (DEFAULT_COUNTRY). */
export type Country = 'IE' | 'GB';

export function currencyForCountry(country: Country): Currency {
  return country === 'GB' ? 'GBP' : 'EUR';
}

const SYMBOLS: Record<Currency, string> = { EUR: '€', GBP: '£', USD: '$' };

/** '€', '£' or '$' (SPEC §1), e.g. for an amount field's label. */
export function currencySymbol(currency: Currency): string {
  return SYMBOLS[currency];
}

/** Major units (a JSON number such as 12.5, or a decimal string such as "12.50") → minor units. */
export function toMinor(major: number | string): number {
  const value = typeof major === 'number' ? major : Number(major.trim());
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of money: ${JSON.stringify(major)}`);
  return Math.round(value * 100);
}

/** Minor units → the decimal string commerce bodies carry ("25.00"). */
export function toDecimalString(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Minor units → major units as a JSON number (12.5). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** '€25', '£12.50', '$0' — the site's one money formatter. */
export function formatMoney(minor: number, currency: Currency): string {
  const rounded = Math.round(minor);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  // Thousands grouped by hand, as en-IE does ('1,250'): a browser's first toLocaleString builds
  // ICU's number formatter, 20-30 ms of the main thread on a phone, in the middle of the first
  // render of every checkout.
  const wholeText = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${SYMBOLS[currency]}${cents === 0 ? wholeText : `${wholeText}.${String(cents).padStart(2, '0')}`}`;
}
