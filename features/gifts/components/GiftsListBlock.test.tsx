import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '@/tests/support/render-html';
import { setLogSink } from '@/request/log';
import { BlocksSchema } from '@/features/blocks';
import { BlockList, type BlockContext } from '@/features/blocks/components';
import { productPayload } from '@/tests/fixtures/payloads';
import { parseCatalogue, type Catalogue } from '../catalogue';
import { GIFTS_BLOCK_RENDERERS } from './index';

// The gifts list block as a page renders it: through BlockList with the gifts feature's
// renderer. The catalogue read is server-only and calls the backend, so it is replaced here.
const giftsCatalogue = vi.hoisted(() => ({ current: null as Catalogue | null }));
vi.mock('../data', () => ({ getGiftsCatalogue: async () => giftsCatalogue.current }));

const context: BlockContext = {
  renderers: { ...GIFTS_BLOCK_RENDERERS, donation_hero: () => null, donation_inline: () => null },
  consent: { youtube: '', vimeo: '', twitter: '', instagram: '', iframe: '' },
  currency: 'EUR',
  pagePath: '/',
  giftsOrigin: '',
};

const blocks = BlocksSchema.parse([{ type: 'gifts_list', title: 'Best sellers', product_ids: ['302', '999', '301'] }]);

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

describe('gifts list block', () => {
  it('lists gifts in the order of product_ids, skipping unknown ids, with prices', async () => {
    const out = await renderToHtml(<BlockList blocks={blocks} context={context} />);
    const donation = out.indexOf('Donation gift');
    const goat = out.indexOf('Goat');
    expect(donation).toBeGreaterThan(-1);
    expect(goat).toBeGreaterThan(donation);
    expect(out).toContain('Any amount');
    expect(out).toContain('€30');
    expect(out).not.toContain('data-product-id="999"');
  });

  it("gives each tile its impact line and, on the shop, its Add (a donation gift: 'Choose amount'); none on the main site", async () => {
    const out = await renderToHtml(<BlockList blocks={blocks} context={context} />);
    expect(out).toContain('data-gifts-list');
    expect(out).toMatch(/data-tile-impact="true"[^>]*>Milk, income and a future\.<\/p>|data-tile-impact=""[^>]*>Milk, income and a future\.<\/p>/);
    expect(out).toMatch(/<button[^>]*aria-label="Add Goat to basket"[^>]*data-tile-add="[^"]*GIFT-GOAT/);
    expect(out).toMatch(/aria-label="Choose an amount for Donation gift"/);
    const main = await renderToHtml(<BlockList blocks={blocks} context={{ ...context, giftsOrigin: 'http://gifts.localhost:3000' }} />);
    expect(main).toContain('Milk, income and a future.');
    expect(main).not.toContain('data-tile-add');
    expect(main).not.toContain('data-tile-choose');
  });

  it('renders a quiet fallback when the catalogue cannot be loaded', async () => {
    giftsCatalogue.current = null;
    const out = await renderToHtml(<BlockList blocks={blocks} context={context} />);
    expect(out).toContain('data-block-fallback="gifts-unavailable"');
    expect(out).not.toContain('Best sellers');
  });
});
