import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, type Currency } from './money';
import { AMOUNT_INVALID_MESSAGE, AMOUNT_MARKS_MESSAGE, AMOUNT_MESSAGE, LARGE_AMOUNT_MINOR, largeAmountThreshold, parseMoneyInput, type MoneyInputProblem } from './money-input';

const minorOf = (raw: string, currency: Currency = 'EUR') => {
  const parsed = parseMoneyInput(raw, currency);
  return parsed.ok ? parsed.minor : parsed.problem;
};

describe('parseMoneyInput: what it reads', () => {
  it.each<[string, number]>([
    ['20,50', 2050],
    ['20,5', 2050],
    ['20.50', 2050],
    ['20.5', 2050],
    ['20', 2000],
    ['0,05', 5],
    [',50', 50],
    ['.5', 50],
    ['007', 700],
    ['1,000', 100000],
    ['1,000.50', 100050],
    ['1,000.5', 100050],
    ['1.000,50', 100050],
    ['1.000,5', 100050],
    ['12,345,678', 1234567800],
    ['1,234,567.89', 123456789],
    ['1.234.567,89', 123456789],
    ['1.000.000', 100000000],
    ['1 000', 100000],
    ['1 000,50', 100050],
    ['1 000.50', 100050],
    ['1\u202f000,50', 100050], // fr-FR's narrow no-break space
    ['1\u00a0000,50', 100050],
    ['€20', 2000],
    ['€ 20', 2000],
    ['€20,50', 2050],
    ['20,50 €', 2050],
    ['20€', 2000],
    ['EUR 20', 2000],
    ['20 eur', 2000],
    ['  25  ', 2500],
    ['1000', 100000],
    ['20,505', 2050500], // English thousands
    ['1000,50', 100050],
    ['1000.5', 100050],
    ['999999999.99', 99999999999],
  ])('EUR %j → %i minor units', (raw, minor) => {
    expect(parseMoneyInput(raw, 'EUR')).toEqual({ ok: true, minor });
  });

  it('reads pounds the same way, with the pound sign', () => {
    expect(minorOf('£ 20', 'GBP')).toBe(2000);
    expect(minorOf('£20,50', 'GBP')).toBe(2050);
    expect(minorOf('£1,000.50', 'GBP')).toBe(100050);
    expect(minorOf('1.000,50 £', 'GBP')).toBe(100050);
    expect(minorOf('GBP 12.5', 'GBP')).toBe(1250);
  });
});

describe('parseMoneyInput: what it refuses, and why', () => {
  it.each<[string, MoneyInputProblem]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['€', 'empty'],
    ['abc', 'not-a-number'],
    ['-5', 'not-a-number'],
    ['+5', 'not-a-number'],
    ['5e3', 'not-a-number'],
    ['1/2', 'not-a-number'],
    ['20,-', 'not-a-number'],
    ['£20', 'currency'],
    ['$20', 'currency'],
    ['20 GBP', 'currency'],
    ['1.000', 'ambiguous'],
    ['10.000', 'ambiguous'],
    ['100.500', 'ambiguous'],
    ['1.234', 'ambiguous'],
    ['20.505', 'ambiguous'],
    ['2050,505', 'too-many-decimals'],
    ['1234.567', 'too-many-decimals'],
    ['1234,567', 'too-many-decimals'],
    ['0,500', 'too-many-decimals'],
    ['12.3456', 'too-many-decimals'],
    ['1,000.505', 'too-many-decimals'],
    ['1.000,505', 'too-many-decimals'],
    ['1.000.50', 'marks'],
    ['1,000,50', 'marks'],
    ['1,2,3', 'marks'],
    ['1.2.3', 'marks'],
    ['1,00,000', 'marks'], // Indian grouping: not a convention of this site
    ['1,000.000,50', 'marks'],
    ['1.000,000.50', 'marks'],
    ['10,00.50', 'marks'],
    ['1,,000', 'marks'],
    ['1.,50', 'marks'],
    ['20 50', 'marks'],
    ['1 00', 'marks'],
    ['0,000', 'too-many-decimals'], // a group never starts with 0
    ['20,', 'unfinished'],
    ['20.', 'unfinished'],
    ['1,000.', 'unfinished'],
    ['1234567890', 'too-large'],
    ['99999999999999999999999', 'too-large'],
  ])('EUR %j: %s', (raw, problem) => {
    expect(parseMoneyInput(raw, 'EUR')).toMatchObject({ ok: false, problem });
  });

  it('says why, in words the donor can act on', () => {
    expect(parseMoneyInput('', 'EUR')).toMatchObject({ message: AMOUNT_MESSAGE });
    expect(parseMoneyInput('abc', 'EUR')).toMatchObject({ message: AMOUNT_INVALID_MESSAGE });
    expect(parseMoneyInput('1,2,3', 'EUR')).toMatchObject({ message: AMOUNT_MARKS_MESSAGE });
    expect(parseMoneyInput('1.000', 'EUR')).toMatchObject({ message: '"1.000" could mean €1,000 or €1. Please type 1000 or 1' });
    expect(parseMoneyInput('2.050', 'GBP')).toMatchObject({ message: '"2.050" could mean £2,050 or £2.05. Please type 2050 or 2.05' });
    expect(parseMoneyInput('1.500', 'EUR')).toMatchObject({ message: '"1.500" could mean €1,500 or €1.50. Please type 1500 or 1.50' });
    expect(parseMoneyInput('1.234', 'EUR')).toMatchObject({ message: '"1.234" could mean €1,234 or have a decimal too many. Please type 1234 or 1.23' });
    expect(parseMoneyInput('2050,505', 'EUR')).toMatchObject({ message: 'An amount has at most two decimals after the comma, e.g. 20,50' });
    expect(parseMoneyInput('2050.505', 'EUR')).toMatchObject({ message: 'An amount has at most two decimals after the point, e.g. 20.50' });
    expect(parseMoneyInput('20,', 'EUR')).toMatchObject({ message: 'Please add the cents after the comma, e.g. 20,50, or remove the comma' });
    expect(parseMoneyInput('20.', 'GBP')).toMatchObject({ message: 'Please add the pence after the point, e.g. 20.50, or remove the point' });
    expect(parseMoneyInput('$20', 'GBP')).toMatchObject({ message: 'Please enter the amount in £ only, e.g. 25 or 12.50' });
  });
});

// Property tests: an amount written out as a donor in either convention would write it reads
// back as the same minor units, or is refused, never read as another amount.

const CURRENCIES: Currency[] = ['EUR', 'GBP'];
const amount = fc.integer({ min: 0, max: 999_999_999_99 });
const currency = fc.constantFrom(...CURRENCIES);

function group(whole: number, mark: string): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, mark);
}
function cents(minor: number): string {
  return String(minor % 100).padStart(2, '0');
}
/** Comma-decimal, point-grouped, always with the cents: "2.050,00". */
function european(minor: number): string {
  return `${group(Math.floor(minor / 100), '.')},${cents(minor)}`;
}

describe('parseMoneyInput: round trips', () => {
  it("reads back the site's own formatter (whole when integral, else two decimals; € £)", () => {
    fc.assert(
      fc.property(amount, currency, (minor, cur) => {
        expect(parseMoneyInput(formatMoney(minor, cur), cur)).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back the comma-decimal convention with its cents (2.050,00; 20,50), sign before or after', () => {
    fc.assert(
      fc.property(amount, currency, fc.constantFrom('before', 'after', 'none'), (minor, cur, where) => {
        const sign = cur === 'GBP' ? '£' : '€';
        const text = where === 'before' ? `${sign} ${european(minor)}` : where === 'after' ? `${european(minor)} ${sign}` : european(minor);
        expect(parseMoneyInput(text, cur)).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back what a phone's own number formatting shows in en-IE, en-GB, de-DE, fr-FR, nl-NL, es-ES, it-IT, pt-PT", () => {
    const locales = ['en-IE', 'en-GB', 'de-DE', 'fr-FR', 'nl-NL', 'es-ES', 'it-IT', 'pt-PT'];
    const formats = locales.map((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    fc.assert(
      fc.property(amount, currency, fc.nat(formats.length - 1), (minor, cur, i) => {
        expect(parseMoneyInput(formats[i]!.format(minor / 100), cur)).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads plain digits with either decimal mark (2050,5 and 2050.50)', () => {
    fc.assert(
      fc.property(amount, currency, fc.constantFrom(',', '.'), fc.boolean(), (minor, cur, mark, short) => {
        const c = cents(minor);
        const fraction = short && c.endsWith('0') ? c[0] : c;
        expect(parseMoneyInput(`${Math.floor(minor / 100)}${mark}${fraction}`, cur)).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a whole amount written with one thousands point ("2.050"), never reading it as another amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), currency, (whole, cur) => {
        expect(parseMoneyInput(group(whole, '.'), cur)).toMatchObject({ ok: false, problem: 'ambiguous' });
      }),
    );
  });

  it('never reads an amount written in any of these ways as a different amount', () => {
    const ways: ((minor: number) => string)[] = [
      (m) => group(Math.floor(m / 100), '.'), // whole, European grouping
      (m) => group(Math.floor(m / 100), ','), // whole, English grouping
      (m) => `${group(Math.floor(m / 100), ' ')},${cents(m)}`,
      (m) => `${group(Math.floor(m / 100), ',')}.${cents(m)}`,
      european,
    ];
    fc.assert(
      fc.property(amount, fc.nat(ways.length - 1), currency, (minor, i, cur) => {
        const written = ways[i]!(minor);
        const expected = i < 2 ? Math.floor(minor / 100) * 100 : minor;
        const parsed = parseMoneyInput(written, cur);
        if (parsed.ok) expect(parsed.minor).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws, and what it accepts is a whole, safe, non-negative number of minor units', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[€£ ]?[\d.,\s]{0,16}[€£]?$/)), currency, (raw, cur) => {
        const parsed = parseMoneyInput(raw, cur);
        if (parsed.ok) {
          expect(Number.isSafeInteger(parsed.minor)).toBe(true);
          expect(parsed.minor).toBeGreaterThanOrEqual(0);
        } else {
          expect(parsed.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('largeAmountThreshold', () => {
  it('is ten times the largest preset, or €1,000 / £1,000 when that is lower', () => {
    expect(largeAmountThreshold(50_00)).toBe(500_00);
    expect(largeAmountThreshold(100_00)).toBe(LARGE_AMOUNT_MINOR);
    expect(largeAmountThreshold(250_00)).toBe(LARGE_AMOUNT_MINOR);
    expect(largeAmountThreshold(null)).toBe(LARGE_AMOUNT_MINOR);
    expect(largeAmountThreshold(0)).toBe(LARGE_AMOUNT_MINOR);
  });

  it('never asks about an amount a preset itself offers', () => {
    expect(largeAmountThreshold(1500_00)).toBe(1500_00);
  });
});
