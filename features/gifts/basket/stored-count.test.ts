import { describe, expect, it } from 'vitest';
import { storedBasketCount } from './stored-count';

// The header's count from the stored basket: the persist envelope around zustand's JSON.

const stored = (products: unknown, expiresAt = 2_000) => JSON.stringify({ expiresAt, value: JSON.stringify({ state: { type: 'gift', products, coupon: null }, version: 1 }) });

describe('storedBasketCount', () => {
  it('adds up the quantities of a stored basket that has not expired', () => {
    expect(storedBasketCount(stored([{ id: '301', quantity: 2 }, { id: '308', quantity: 1 }]), 1_000)).toBe(3);
    expect(storedBasketCount(stored([]), 1_000)).toBe(0);
  });

  it('is 0 for nothing stored, an expired basket, or anything unreadable', () => {
    expect(storedBasketCount(null, 1_000)).toBe(0);
    expect(storedBasketCount(stored([{ quantity: 2 }], 1_000), 1_000)).toBe(0);
    for (const raw of ['junk', '{}', JSON.stringify({ expiresAt: 2_000, value: 'junk' }), JSON.stringify({ expiresAt: 2_000, value: '{"state":{}}' }), stored('lots')]) {
      expect(storedBasketCount(raw, 1_000), raw).toBe(0);
    }
    expect(storedBasketCount(stored([{ quantity: 'two' }, null, { quantity: -3 }, { quantity: 1 }]), 1_000)).toBe(1);
  });
});
