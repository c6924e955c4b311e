import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CUSTOM, GOAT, gift } from '@/tests/fixtures/gift-products';
import { GiftGrid, giftPrice } from './GiftGrid';
import { impactLine } from './TileAction';
import { RegionSwitcher } from './RegionSwitcher';

// The shop's server components rendered to HTML.

const image = { url: 'http://127.0.0.1:4000/images/map.png', alt: 'Map of Ireland', width: 64, height: 48 };

describe('GiftGrid', () => {
  it('links each gift with its price; donation gifts take any amount, custom-price gifts the buyer’s', () => {
    const donation = gift('326', { subtype: 'donation', new_till: '2099-01-01T00:00:00+00:00' }, { title: 'Clean water fund', url: '/gifts/clean-water-fund' });
    expect(giftPrice(GOAT, 'EUR')).toBe('€30');
    expect(giftPrice(donation, 'EUR')).toBe('Any amount');
    expect(giftPrice(CUSTOM, 'EUR')).toBe('Choose your amount');
    expect(giftPrice(GOAT, 'GBP')).toBeNull();
    const html = renderToStaticMarkup(<GiftGrid gifts={[GOAT, donation]} currency="EUR" />);
    expect(html).toContain('href="/gifts/goat"');
    expect(html).toContain('data-product-id="326"');
    expect(html).toMatch(/<h2[^>]*><a[^>]*>Goat<\/a><\/h2>/);
    expect(html.match(/>New</g)).toHaveLength(1);
  });
});

describe('gift tiles (issue 40)', () => {
  it('show what the gift does, from its own fields: actionDescription, else shortDescription', () => {
    const both = gift('340', { action_description: ' Milk and income for a family ', short_description: 'A goat.' });
    const short = gift('341', { action_description: null, short_description: 'A goat.' });
    const none = gift('342', { action_description: null, short_description: null });
    expect(impactLine(both)).toBe('Milk and income for a family');
    expect(impactLine(short)).toBe('A goat.');
    expect(impactLine(none)).toBeNull();
  });

  it("carry an Add button with the basket's snapshot of the gift; a custom-amount gift leads to its page", () => {
    const html = renderToStaticMarkup(<GiftGrid gifts={[GOAT, CUSTOM]} currency="EUR" />);
    const add = /<button[^>]*aria-label="Add Goat to basket"[^>]*data-tile-add="([^"]*)"/.exec(html);
    expect(add).not.toBeNull();
    const item = JSON.parse(add![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { id: string; path: string; data: { sku: string; amount: number } };
    expect(item).toMatchObject({ id: GOAT.id, path: '/gifts/goat', data: { sku: 'GIFT-GOAT', amount: 3000 } });
    expect(html).toMatch(/<a(?=[^>]*href="\/corporate\/company-donation")(?=[^>]*aria-label="Choose an amount for Company donation")/);
    expect(html).not.toContain('aria-label="Add Company donation to basket"');
  });
});

describe('RegionSwitcher', () => {
  const regions = [
    { image, label: 'Ireland', countryCode: 'IE', link: 'http://gifts.localhost:3000/' },
    { image, label: 'United Kingdom', countryCode: 'GB', link: 'https://gifts.concernaid.org.uk/' },
  ];

  it('links every region, this shop’s own to its home page', () => {
    const html = renderToStaticMarkup(<RegionSwitcher regions={regions} country="IE" />);
    expect(html).toContain('aria-labelledby="gifts-regions"');
    expect(html).toMatch(/<a href="\/" aria-current="true"[^>]*>.*Ireland/);
    expect(html).toContain('href="https://gifts.concernaid.org.uk/"');
    expect(renderToStaticMarkup(<RegionSwitcher regions={[]} country="IE" />)).toBe('');
  });
});
