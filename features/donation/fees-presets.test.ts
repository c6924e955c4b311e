import { describe, expect, it } from 'vitest';
import type { Preset } from '@/features/blocks';
import { effectiveFormula, FEE_LABELS, feeAmount, fees } from './fees';
import { isLargeAmount, largestPresetMinor, matchPreset, parseAmountInput, presetTextFor } from './presets';

describe('fundraising costs (SPEC §9)', () => {
  it('2%, 5% (default), 7% of the amount, without_fee 0.00, in minor units', () => {
    expect(feeAmount(2500, '2%')).toBe(50);
    expect(feeAmount(2500, '5%')).toBe(125);
    expect(feeAmount(2500, '7%')).toBe(175);
    expect(feeAmount(2500, 'without_fee')).toBe(0);
    expect(feeAmount(1999, '5%')).toBe(100); // 99.95 → 100
    expect(feeAmount(1010, '7%')).toBe(71); // 70.7 → 71
    // 0.1 + 0.2 style drift never happens: all integers.
    expect(fees(1030, 'single', '7%')).toEqual({ formula: '7%', fee: 72, total: 1102, applied: true });
  });

  it('applies to single donations only', () => {
    expect(fees(2500, 'monthly', '7%')).toEqual({ formula: 'not_asked', fee: 0, total: 2500, applied: false });
    expect(effectiveFormula('single', 'not_asked')).toBe('5%');
    expect(fees(2500, 'single', 'without_fee')).toEqual({ formula: 'without_fee', fee: 0, total: 2500, applied: false });
  });

  it("has SPEC's labels", () => {
    expect(FEE_LABELS['2%']).toBe('2% of the donation amount');
    expect(FEE_LABELS['5%']).toBe('5% of the donation amount');
    expect(FEE_LABELS['7%']).toBe('7% of the donation amount');
    expect(FEE_LABELS.without_fee).toBe('No transaction fee applied');
    expect(FEE_LABELS.not_asked).toBe('Not asked about transaction fee');
  });
});

describe('presets (SPEC §5)', () => {
  const presets: Preset[] = [
    { amount: 25, amount_to: null, text: '{AMOUNT} could buy a hygiene kit', image: null },
    { amount: 50, amount_to: 99, text: '{AMOUNT} could feed a family', image: null },
    { amount: 100, amount_to: null, text: '{AMOUNT} could shelter a family', image: null },
  ];

  it('matches an exact amount or a range amount..amount_to', () => {
    expect(matchPreset(presets, 2500)).toBe(presets[0]);
    expect(matchPreset(presets, 5000)).toBe(presets[1]);
    expect(matchPreset(presets, 7550)).toBe(presets[1]);
    expect(matchPreset(presets, 9900)).toBe(presets[1]);
    expect(matchPreset(presets, 9901)).toBeNull();
    expect(matchPreset(presets, 10000)).toBe(presets[2]);
    expect(matchPreset(presets, 2600)).toBeNull();
    expect(matchPreset(presets, null)).toBeNull();
  });

  it("substitutes '{AMOUNT}' with the typed amount", () => {
    expect(presetTextFor(presets, 7550, 'EUR')).toBe('€75.50 could feed a family');
    expect(presetTextFor(presets, 2500, 'GBP')).toBe('£25 could buy a hygiene kit');
    expect(presetTextFor(presets, 3000, 'GBP')).toBeNull();
  });

  it('reads a typed amount with the block minimum', () => {
    expect(parseAmountInput('25', 500, 'EUR')).toEqual({ ok: true, minor: 2500 });
    expect(parseAmountInput('€12.50', 500, 'EUR')).toEqual({ ok: true, minor: 1250 });
    expect(parseAmountInput('1,000', 500, 'EUR')).toEqual({ ok: true, minor: 100000 });
    expect(parseAmountInput('4.99', 500, 'EUR')).toEqual({ ok: false, message: 'The minimum donation is €5' });
    expect(parseAmountInput('', 500, 'GBP')).toEqual({ ok: false, message: 'Please enter an amount' });
    expect(parseAmountInput('12.505', 500, 'GBP')).toMatchObject({ ok: false });
    expect(parseAmountInput('abc', 500, 'GBP')).toMatchObject({ ok: false });
    expect(parseAmountInput('-5', 500, 'GBP')).toMatchObject({ ok: false });
  });

  it('reads a comma before the last one or two digits as the decimal mark (issue 37), in both currencies', () => {
    expect(parseAmountInput('20,50', 500, 'EUR')).toEqual({ ok: true, minor: 2050 });
    expect(parseAmountInput('20,5', 500, 'GBP')).toEqual({ ok: true, minor: 2050 });
    expect(parseAmountInput('1.000,50', 500, 'EUR')).toEqual({ ok: true, minor: 100050 });
    expect(parseAmountInput('£1,000.50', 500, 'GBP')).toEqual({ ok: true, minor: 100050 });
    expect(parseAmountInput('4,99', 500, 'EUR')).toEqual({ ok: false, message: 'The minimum donation is €5' });
  });

  it('refuses what stays ambiguous with a message that says why; past the maximum, the maximum message', () => {
    expect(parseAmountInput('1.000', 500, 'EUR')).toEqual({ ok: false, message: '"1.000" could mean €1,000 or €1. Please type 1000 or 1' });
    expect(parseAmountInput('1,000,50', 500, 'EUR')).toEqual({ ok: false, message: "The commas and points in this amount don't make a number. Please type it like 1000.50 or 1000,50" });
    expect(parseAmountInput('100.000,01', 500, 'GBP')).toEqual({ ok: false, message: 'For donations over £100,000 please call us' });
    expect(parseAmountInput('12345678901', 500, 'EUR')).toEqual({ ok: false, message: 'For donations over €100,000 please call us' });
    expect(parseAmountInput('100,000', 500, 'EUR')).toEqual({ ok: true, minor: 100_000_00 });
  });

  it('asks about an amount above ten times the largest preset (a range counts by its end), or above 1,000', () => {
    expect(largestPresetMinor(presets)).toBe(10000);
    expect(largestPresetMinor([])).toBeNull();
    expect(isLargeAmount(presets, 1000_00)).toBe(false);
    expect(isLargeAmount(presets, 1000_01)).toBe(true);
    expect(isLargeAmount(presets, 2050_00)).toBe(true);
    expect(isLargeAmount(presets, 2050)).toBe(false);
    expect(isLargeAmount(presets, null)).toBe(false);
    const monthly: Preset[] = [
      { amount: 10, amount_to: null, text: '', image: null },
      { amount: 21, amount_to: 30, text: '', image: null },
    ];
    expect(isLargeAmount(monthly, 300_00)).toBe(false);
    expect(isLargeAmount(monthly, 300_01)).toBe(true);
    expect(isLargeAmount([], 1000_00)).toBe(false);
    expect(isLargeAmount([], 1000_01)).toBe(true);
  });
});
