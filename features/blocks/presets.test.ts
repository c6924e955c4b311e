import { describe, expect, it } from 'vitest';
import { presetAmount, presetText } from './presets';

describe('presetText', () => {
  it('replaces {AMOUNT} with the formatted amount', () => {
    expect(presetText('{AMOUNT} could provide clean water for a family for a year.', '€25')).toBe('€25 could provide clean water for a family for a year.');
  });
  it('replaces every occurrence and leaves text without a placeholder alone', () => {
    expect(presetText('{AMOUNT} now, {AMOUNT} later', '£10')).toBe('£10 now, £10 later');
    expect(presetText('Any gift helps', '€5')).toBe('Any gift helps');
  });
  it('does not treat $ in the amount as a replacement pattern', () => {
    expect(presetText('{AMOUNT} a month', '$1')).toBe('$1 a month');
  });
});

describe('presetAmount', () => {
  it('formats an exact amount in major units', () => {
    expect(presetAmount({ amount: 25, amount_to: null }, 'EUR')).toBe('€25');
    expect(presetAmount({ amount: 12.5, amount_to: null }, 'GBP')).toBe('£12.50');
  });
  it('formats a range with an en dash', () => {
    expect(presetAmount({ amount: 50, amount_to: 99 }, 'EUR')).toBe('€50–€99');
    expect(presetText('{AMOUNT} could help', presetAmount({ amount: 21, amount_to: 34 }, 'GBP'))).toBe('£21–£34 could help');
  });
});
