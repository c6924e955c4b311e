import { describe, expect, it } from 'vitest';
import { cardLooks } from './card-looks';
import { suggestedGifts } from './suggestions';
import { CATALOGUE, COW, GOAT, SANTA, TREES, gift } from '@/tests/fixtures/gift-products';

describe('suggestedGifts (an empty basket’s suggestions)', () => {
  it('are personal gifts priced in the shop’s currency, best sellers first', () => {
    const best = gift('340', { best_seller_weight: 90, prices: [{ sku: 'B', amount: 5, currency: 'EUR' }] });
    const ids = suggestedGifts([...CATALOGUE, best], 'EUR').map((g) => g.id);
    expect(ids[0]).toBe('340');
    expect(ids).toHaveLength(4);
    // No corporate gift, no free gift.
    expect(ids.some((id) => ['329', '332', '335', '336'].includes(id))).toBe(false);
    expect(suggestedGifts(CATALOGUE, 'GBP').map((g) => g.id)).toEqual([TREES.id, SANTA.id]);
    expect(suggestedGifts(CATALOGUE, 'EUR', 2)).toHaveLength(2);
  });
});

describe('cardLooks (the previews on /cards)', () => {
  it('keeps each card-carrying gift’s e-card and postal card, with the images made absolute', () => {
    const withLooks = gift('341', {
      ecard_active: true,
      ecard_description: 'An e-card',
      ecard_preview_image: { url: '/images/ecard.png', alt: 'E-card', width: 1200, height: 800 },
      postal_card_active: true,
      postal_description: 'A printed card',
      postal_image: { url: '/images/postal-card.png', alt: 'Card', width: 1200, height: 800 },
    });
    const looks = cardLooks([withLooks, TREES, COW, GOAT], (image) => (image ? { ...image, url: `http://backend${image.url}` } : null));
    expect(looks['341']).toEqual({
      ecard: { image: { url: 'http://backend/images/ecard.png', alt: 'E-card', width: 1200, height: 800 }, description: 'An e-card' },
      postal: { image: { url: 'http://backend/images/postal-card.png', alt: 'Card', width: 1200, height: 800 }, description: 'A printed card' },
    });
    expect(looks[TREES.id]?.postal).toBeNull();
    expect(looks[COW.id]?.ecard).toBeNull();
    expect(cardLooks([gift('342', { ecard_active: false, postal_card_active: false })])).toEqual({});
  });
});
