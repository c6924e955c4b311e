import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/edge/log';
import { image, productPayload } from '@/features/common/test-fixtures';
import { parseCatalogue, type Catalogue } from '@/features/gifts';
import { BLOCK_TYPES, BlocksSchema } from '../schema';
import { BLOCK_COMPONENTS, BLOCK_FALLBACK_TEXT, BlockList, type BlockContext } from './index';

// Server rendering of the registry, end to end from raw block JSON. The gifts data function
// is server-only and calls the backend, so it is replaced here.
// The donation blocks' gift chooser is a client island using the App Router, absent here.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }) }));
const giftsCatalogue = vi.hoisted(() => ({ current: null as Catalogue | null }));
vi.mock('@/features/gifts/data', () => ({ getGiftsCatalogue: async () => giftsCatalogue.current }));

const context: BlockContext = {
  consent: { youtube: 'YouTube sets cookies.', vimeo: 'Vimeo sets cookies.', twitter: 'X sets cookies.', instagram: 'Instagram sets cookies.', iframe: 'This site sets cookies.' },
  currency: 'EUR',
  pagePath: '/appeal/gaza-emergency',
  giftsOrigin: '',
};

const presets = {
  single: [
    { amount: 25, amount_to: null, text: '{AMOUNT} could provide clean water for a family for a year.', image: null },
    { amount: 50, amount_to: 99, text: '{AMOUNT} could repair a hand pump.', image },
  ],
  monthly: [{ amount: 10, amount_to: null, text: '{AMOUNT} a month could keep a water point running.', image: null }],
};

const rawBlocks = [
  { type: 'hero', title: 'Gaza emergency', subtitle: 'Families need help now', image, cta: { label: 'Give today', url: '/donate' } },
  { type: 'text', html: '<p onclick="x()">Our teams <a href="javascript:alert(1)">are</a> on the ground.</p><script>alert(1)</script>' },
  { type: 'image', image, caption: 'A goat in Kenya' },
  { type: 'donation_hero', appeal_id: '1175', default_type: 'single', presets, min_amount: 5 },
  { type: 'donation_inline', appeal_id: 1176, default_type: 'monthly', presets, min_amount: 5 },
  { type: 'teasers', title: 'Latest stories', items: [{ title: 'Almaz', url: '/stories/almaz', summary: 'Water at last.', image, bundle: 'press_release', date: '2026-11-20T09:00:00+00:00' }] },
  { type: 'quote', text: 'Water changed everything.', author: 'Almaz' },
  { type: 'embed', kind: 'youtube', url: 'https://www.youtube.com/watch?v=Qm3bT9vXk2E', title: 'Clean water comes to the village' },
  { type: 'accordion', items: [{ title: 'Where does my money go?', html: '<p>To the field.</p><img src="x" onerror="alert(1)">' }] },
  { type: 'cta', title: 'Go further', text: 'Join us.', links: [{ label: 'Read the report', url: '/publications/x' }, { label: 'Elsewhere', url: 'https://example.org/' }] },
  { type: 'stats', items: [{ value: '46,000', label: 'food parcels distributed' }] },
  { type: 'gifts_list', title: 'Best sellers', product_ids: ['302', '999', '301'] },
  { type: 'carousel', slides: [] },
  { type: 'quote', author: 'Nobody' },
];

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

let restoreLog: () => void;
beforeAll(() => {
  restoreLog = setLogSink(() => {});
});
afterAll(() => restoreLog());
beforeEach(() => {
  giftsCatalogue.current = parseCatalogue(
    {
      products: [
        productPayload(),
        productPayload({ id: '302', title: 'Donation gift', url: '/gifts/donation' }, { subtype: 'donation', prices: [{ sku: 'GIFT-DON', amount: 10, currency: 'EUR' }] }),
      ],
      categories: [],
    },
    { catalogueUrl: '/all-gifts', homePath: '/gifts-home' },
  );
});

describe('BlockList', () => {
  it('has a component for every block type', () => {
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('renders every block in a wrapper named by its type, fallbacks for unknown and invalid blocks', async () => {
    const blocks = BlocksSchema.parse(rawBlocks);
    const out = await html(<BlockList blocks={blocks} context={context} />);
    for (const type of BLOCK_TYPES) expect(out).toContain(`data-block="${type}"`);
    expect(out).toContain('data-block="unknown"');
    expect(out).toContain('data-block="invalid"');
    expect(out.match(/role="note" data-block-fallback="true"/g)).toHaveLength(2);
    expect(out).toContain(BLOCK_FALLBACK_TEXT.replace("'", '&#x27;'));
  });

  it('sanitises rich text', async () => {
    const out = await html(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(1, 2).concat(rawBlocks.slice(8, 9)))} context={context} />);
    expect(out).toContain('Our teams');
    expect(out).not.toMatch(/<script|onclick|onerror|javascript:/i);
  });

  it('renders donation presets for the default type with data-appeal-id', async () => {
    const out = await html(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(3, 5))} context={context} />);
    expect(out).toContain('data-appeal-id="1175"');
    expect(out).toContain('data-appeal-id="1176"');
    expect(out).toContain('€25 could provide clean water for a family for a year.');
    expect(out).toContain('€50–€99 could repair a hand pump.');
    expect(out).toContain('€10 a month could keep a water point running.');
    // Each block is a gift chooser (features/donation): single/monthly, presets, other amount, submit.
    expect(out.match(/<form[^>]*data-donation-chooser/g)).toHaveLength(2);
    expect(out.match(/<button type="submit"[^>]*>Donate now</g)).toHaveLength(2);
    expect(out).toContain('Other amount');
  });

  it('shows an embed only as a consent placeholder on the server', async () => {
    const out = await html(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(7, 8))} context={context} />);
    expect(out).toContain('YouTube sets cookies.');
    expect(out).toContain('Accept and show');
    expect(out).toContain('Clean water comes to the village');
    expect(out).not.toContain('<iframe');
  });

  it('lists gifts in the order of product_ids, skipping unknown ids, with prices', async () => {
    const out = await html(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(11, 12))} context={context} />);
    const donation = out.indexOf('Donation gift');
    const goat = out.indexOf('Goat');
    expect(donation).toBeGreaterThan(-1);
    expect(goat).toBeGreaterThan(donation);
    expect(out).toContain('Any amount');
    expect(out).toContain('€30');
    expect(out).not.toContain('data-product-id="999"');
  });

  it('renders a quiet fallback when the catalogue cannot be loaded', async () => {
    giftsCatalogue.current = null;
    const out = await html(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(11, 12))} context={context} />);
    expect(out).toContain('data-block-fallback="gifts-unavailable"');
    expect(out).not.toContain('Best sellers');
  });
});
