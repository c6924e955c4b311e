import { describe, expect, it } from 'vitest';
import { renderToHtml } from '@/tests/support/render-html';
import { BlocksSchema } from '@/features/blocks';
import { BlockList, type BlockContext } from '@/features/blocks/components';
import { donationPresets as presets } from '@/tests/fixtures/payloads';
import { DONATION_BLOCK_RENDERERS } from './index';

// The donation blocks as a page renders them: through BlockList with the donation feature's
// renderers. The gift chooser is its static form here (ChooserWake wakes it in a browser).

const context: BlockContext = {
  renderers: { ...DONATION_BLOCK_RENDERERS, gifts_list: () => null },
  consent: { youtube: '', vimeo: '', twitter: '', instagram: '', iframe: '' },
  currency: 'EUR',
  pagePath: '/appeal/gaza-emergency',
  giftsOrigin: '',
};

describe('donation blocks', () => {
  it('renders donation presets for the default type with data-appeal-id', async () => {
    const blocks = BlocksSchema.parse([
      { type: 'donation_hero', appeal_id: '1175', default_type: 'single', presets, min_amount: 5 },
      { type: 'donation_inline', appeal_id: 1176, default_type: 'monthly', presets, min_amount: 5 },
    ]);
    const out = await renderToHtml(<BlockList blocks={blocks} context={context} />);
    expect(out).toContain('data-appeal-id="1175"');
    expect(out).toContain('data-appeal-id="1176"');
    // The chosen preset (the second, a range from €50) says what the amount it gives does; its
    // tile shows the €50 it charges, never a range it does not charge.
    expect(out).toContain('€50 could repair a hand pump.');
    expect(out).not.toContain('€50–€99');
    expect(out).toMatch(/<label[^>]*>€25<\/label>/);
    expect(out).toMatch(/<label[^>]*>€50<\/label>/);
    expect(out).toContain('€10 a month could keep a water point running.');
    // Each block is a gift chooser: single/monthly, presets, other amount, submit.
    expect(out.match(/<form[^>]*data-donation-chooser/g)).toHaveLength(2);
    expect(out.match(/<button type="submit"[^>]*>Donate now</g)).toHaveLength(2);
    expect(out).toContain('Other amount');
  });

  it('heads the page with its title and need when the donation hero opens it', async () => {
    const blocks = BlocksSchema.parse([
      { type: 'donation_hero', appeal_id: '1175', default_type: 'single', presets, min_amount: 5 },
      { type: 'donation_inline', appeal_id: 1175, default_type: 'single', presets, min_amount: 5 },
    ]);
    const lead = { title: 'Gaza emergency appeal', summary: 'Families need food, water and shelter.' };
    const out = await renderToHtml(<BlockList blocks={blocks} context={{ ...context, lead }} />);
    expect(out.match(/<h1[^>]*>Gaza emergency appeal<\/h1>/g)).toHaveLength(1);
    expect(out).toContain('Families need food, water and shelter.');
    // Only the first block takes the lead: the inline block keeps its own heading.
    expect(out).toMatch(/<h2[^>]*>Make a donation<\/h2>/);
    const plain = await renderToHtml(<BlockList blocks={blocks} context={context} />);
    expect(plain).not.toContain('<h1');
  });
});
