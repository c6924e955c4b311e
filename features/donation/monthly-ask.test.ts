import { describe, expect, it } from 'vitest';
import { monthlyAskAmount } from './monthly-ask';

describe('monthlyAskAmount: the monthly preset nearest a quarter of the one-off gift, never above it', () => {
  const presets = [1000, 2000, 3000, 5000];

  it('takes the preset nearest a quarter of the gift', () => {
    expect(monthlyAskAmount(10000, presets)).toBe(2000); // €100 → €25: €20 and €30 are 5 away, the smaller wins
    expect(monthlyAskAmount(12000, presets)).toBe(3000); // €120 → €30
    expect(monthlyAskAmount(5000, presets)).toBe(1000); // €50 → €12.50
    expect(monthlyAskAmount(100000, presets)).toBe(5000); // €1,000 → €250: the largest preset
  });

  it('never asks for more a month than the gift itself', () => {
    expect(monthlyAskAmount(1000, presets)).toBe(1000); // €10 → €2.50: only €10 is not above the gift
    expect(monthlyAskAmount(1500, [2000, 3000])).toBeNull();
    expect(monthlyAskAmount(500, presets)).toBeNull();
  });

  it('breaks a tie towards the smaller preset, whatever the presets’ order', () => {
    expect(monthlyAskAmount(10000, [3000, 2000])).toBe(2000);
  });

  it('asks nothing without presets or without a gift', () => {
    expect(monthlyAskAmount(5000, [])).toBeNull();
    expect(monthlyAskAmount(0, presets)).toBeNull();
    expect(monthlyAskAmount(Number.NaN, presets)).toBeNull();
    expect(monthlyAskAmount(5000, [0, -100, Number.NaN])).toBeNull();
  });
});
