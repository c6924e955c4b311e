import { describe, expect, it } from 'vitest';
import { DONATION_ADDED, DONATION_UPDATED } from './basket/model';
import { addToastText, basketCount, GIFT_ADDED, GIFT_UPDATED, giftsLabel } from './shop-texts';

describe('the add toast', () => {
  it('keeps SPEC §4’s words, whole, for donation gifts', () => {
    expect(addToastText('gift__donation', 'added', 'Clean water fund')).toEqual({ message: 'Donation added, thanks for showing your support.', description: null });
    expect(addToastText('gift__donation', 'updated', 'Clean water fund')).toEqual({ message: DONATION_UPDATED, description: null });
    expect(DONATION_ADDED).toBe('Donation added, thanks for showing your support.');
  });

  it('speaks of the basket, with the gift’s name, for everything else a buyer buys', () => {
    for (const type of ['gift', 'gifts_bundle', 'gift_santa_letter', 'gift_corporate', 'gift_corporate__custom_price']) {
      expect(addToastText(type, 'added', 'Goat')).toEqual({ message: 'Added to your basket', description: 'Goat' });
      expect(addToastText(type, 'updated', 'Goat')).toEqual({ message: 'Basket updated', description: 'Goat' });
    }
    expect([GIFT_ADDED, GIFT_UPDATED]).toEqual(['Added to your basket', 'Basket updated']);
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
