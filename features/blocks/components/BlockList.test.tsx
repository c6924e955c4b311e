import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToHtml } from '@/tests/support/render-html';
import { setLogSink } from '@/request/log';
import { donationPresets as presets, image } from '@/tests/fixtures/payloads';
import { BLOCK_TYPES, BlocksSchema } from '../schema';
import { BLOCK_COMPONENTS, BLOCK_FALLBACK_TEXT, BlockList, type BlockContext, type FeatureBlockRenderers } from './index';

// Server rendering of the registry, end to end from raw block JSON. The blocks other features
// render (donation choosers, the gifts list) are their features' to test; here they are
// stand-ins that show which block they were given.
const renderers: FeatureBlockRenderers = {
  donation_hero: ({ block }) => <p data-renderer="donation_hero">{block.appeal_id}</p>,
  donation_inline: ({ block }) => <p data-renderer="donation_inline">{block.appeal_id}</p>,
  gifts_list: ({ block }) => <p data-renderer="gifts_list">{block.product_ids.join(',')}</p>,
};

const context: BlockContext = {
  renderers,
  consent: { youtube: 'YouTube sets cookies.', vimeo: 'Vimeo sets cookies.', twitter: 'X sets cookies.', instagram: 'Instagram sets cookies.', iframe: 'This site sets cookies.' },
  currency: 'EUR',
  pagePath: '/appeal/gaza-emergency',
  giftsOrigin: '',
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

let restoreLog: () => void;
beforeAll(() => {
  restoreLog = setLogSink(() => {});
});
afterAll(() => restoreLog());

describe('BlockList', () => {
  it('has a component for every block type, its own or one passed in', () => {
    expect(Object.keys({ ...BLOCK_COMPONENTS, ...renderers }).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(Object.keys(BLOCK_COMPONENTS)).not.toContain('donation_hero');
  });

  it('hands the blocks other features own to the renderers the page passes in', async () => {
    const out = await renderToHtml(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(3, 5).concat(rawBlocks.slice(11, 12)))} context={context} />);
    expect(out).toContain('<p data-renderer="donation_hero">1175</p>');
    expect(out).toContain('<p data-renderer="donation_inline">1176</p>');
    expect(out).toContain('<p data-renderer="gifts_list">302,999,301</p>');
  });

  it('renders every block in a wrapper named by its type, fallbacks for unknown and invalid blocks', async () => {
    const blocks = BlocksSchema.parse(rawBlocks);
    const out = await renderToHtml(<BlockList blocks={blocks} context={context} />);
    for (const type of BLOCK_TYPES) expect(out).toContain(`data-block="${type}"`);
    expect(out).toContain('data-block="unknown"');
    expect(out).toContain('data-block="invalid"');
    expect(out.match(/role="note" data-block-fallback="true"/g)).toHaveLength(2);
    expect(out).toContain(BLOCK_FALLBACK_TEXT.replace("'", '&#x27;'));
  });

  it('sanitises rich text', async () => {
    const out = await renderToHtml(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(1, 2).concat(rawBlocks.slice(8, 9)))} context={context} />);
    expect(out).toContain('Our teams');
    expect(out).not.toMatch(/<script|onclick|onerror|javascript:/i);
  });

  it('shows an embed only as a consent placeholder on the server', async () => {
    const out = await renderToHtml(<BlockList blocks={BlocksSchema.parse(rawBlocks.slice(7, 8))} context={context} />);
    expect(out).toContain('YouTube sets cookies.');
    expect(out).toContain('Accept and show');
    expect(out).toContain('Clean water comes to the village');
    expect(out).not.toContain('<iframe');
  });

});
