import { describe, expect, it } from 'vitest';
import { DONATION_ADDED, DONATION_UPDATED } from './basket/model';
import { addToastText, basketCount, giftsLabel } from './shop-texts';

describe('the add toast', () => {
  // Issue 37: SPEC §4's words for every gift added or updated, not only donation gifts (the
  // shop said 'Added to your basket' / 'Basket updated' for bought gifts before).
  it('says SPEC §4’s words, whole, for every gift added or updated', () => {
    expect(addToastText('added')).toEqual({ message: 'Donation added, thanks for showing your support.', description: null });
    expect(addToastText('updated')).toEqual({ message: 'Donation updated, thanks for showing your support.', description: null });
    expect([DONATION_ADDED, DONATION_UPDATED]).toEqual(['Donation added, thanks for showing your support.', 'Donation updated, thanks for showing your support.']);
  });
});

describe('the basket count', () => {
  it('adds up every line’s quantity and ignores nonsense', () => {
    expect(basketCount([])).toBe(0);
    expect(basketCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(basketCount([{ quantity: Number.NaN }, { quantity: -1 }, { quantity: 4 }])).toBe(4);
  });

  it('names gifts in the singular and plural', () => {
    expect(giftsLabel(1)).toBe('1 gift');
    expect(giftsLabel(3)).toBe('3 gifts');
  });
});
