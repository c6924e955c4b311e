import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, toDecimalString, toMajor, toMinor } from './money';

describe('money', () => {
  it('names the symbols of SPEC §1', () => {
    expect([currencySymbol('EUR'), currencySymbol('GBP'), currencySymbol('USD')]).toEqual(['€', '£', '$']);
  });

  it('converts major units to minor units without float drift', () => {
    expect(toMinor(25)).toBe(2500);
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor('19.99')).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(100); // 1.005 is 1.00499… in binary: rounds down, as a bank would see it
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
  });

  it('writes the decimal strings commerce bodies carry', () => {
    expect(toDecimalString(2500)).toBe('25.00');
    expect(toDecimalString(1250)).toBe('12.50');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toMajor(1250)).toBe(12.5);
  });

  it('shows a whole number when integral, else two decimals, with € £ $', () => {
    expect(formatMoney(2500, 'EUR')).toBe('€25');
    expect(formatMoney(1250, 'GBP')).toBe('£12.50');
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(0, 'EUR')).toBe('€0');
    expect(formatMoney(123456700, 'EUR')).toBe('€1,234,567');
    expect(formatMoney(-505, 'GBP')).toBe('-£5.05');
  });

  it('groups thousands as en-IE does, without building an Intl formatter', () => {
    for (const whole of [0, 7, 999, 1000, 12_345, 100_000, 999_999, 1_000_000, 20_500_301]) {
      expect(formatMoney(whole * 100 + 5, 'EUR')).toBe(`€${whole.toLocaleString('en-IE')}.05`);
    }
  });
});
