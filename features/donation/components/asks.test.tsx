import { describe, expect, it } from 'vitest';
import { renderToHtml } from '@/tests/support/render-html';
import { BlocksSchema } from '@/features/blocks';
import { BlockList, type BlockContext } from '@/features/blocks/components';
import { donationPresets as presets } from '@/tests/fixtures/payloads';
import { DONATION_BLOCK_RENDERERS } from './index';
import { pageAskHref, pageAskText } from './PageAskBlock';
import { barAmount } from './StickyDonateBar';

// Issue 40's asks as a page renders them: the phone's sticky Donate bar beside an appeal's
// first chooser, the ask repeated at the appeal's end, and the ask a news page ends with.

const context: BlockContext = {
  renderers: { ...DONATION_BLOCK_RENDERERS, gifts_list: () => null },
  consent: { youtube: '', vimeo: '', twitter: '', instagram: '', iframe: '' },
  currency: 'EUR',
  pagePath: '/appeal/gaza-emergency',
  pageBundle: 'appeal',
  pageTitle: 'Gaza emergency appeal',
  giftsOrigin: '',
};

const hero = BlocksSchema.parse([{ type: 'donation_hero', appeal_id: '1175', default_type: 'single', presets, min_amount: 5 }]);

describe('the sticky Donate bar', () => {
  it("submits the appeal's first chooser form, named for the appeal, with one amount per preset", async () => {
    const out = await renderToHtml(<BlockList blocks={hero} context={context} />);
    const formId = out.match(/<form[^>]*id="([^"]+)"/)![1];
    expect(out).toMatch(new RegExp(`<button type="submit" form="${formId}"[^>]*><span[^>]*>Donate to Gaza emergency appeal</span>`));
    expect(out).toMatch(/data-kind="single" data-index="1">€50</);
    expect(out).toMatch(/data-kind="monthly" data-index="0">€10 a month</);
    // The bar's own markup: no client code of its own (no second island, no script).
    expect(out.match(/data-sticky-donate/g)).toHaveLength(1);
  });

  it('is only on an appeal page, and only for its first ask', async () => {
    const page = await renderToHtml(<BlockList blocks={hero} context={{ ...context, pageBundle: 'page', pagePath: '/donate' }} />);
    expect(page).not.toContain('data-sticky-donate');
    const end = await renderToHtml(<BlockList blocks={hero} context={{ ...context, askAtEnd: true }} />);
    expect(end).not.toContain('data-sticky-donate');
    const inline = BlocksSchema.parse([{ type: 'donation_inline', appeal_id: '1175', default_type: 'single', presets, min_amount: 5 }]);
    expect(await renderToHtml(<BlockList blocks={inline} context={context} />)).not.toContain('data-sticky-donate');
  });

  it("names a monthly preset's amount by the month", () => {
    expect(barAmount({ amount: 50, amount_to: 99, text: '', image: null }, 'single', 'EUR')).toBe('€50');
    expect(barAmount({ amount: 10, amount_to: null, text: '', image: null }, 'monthly', 'GBP')).toBe('£10 a month');
  });
});

describe("the ask at an appeal's end", () => {
  it('is a chooser form of its own, marked for the bar', async () => {
    const inline = BlocksSchema.parse([{ type: 'donation_inline', appeal_id: '1175', default_type: 'single', presets, min_amount: 5 }]);
    const out = await renderToHtml(<BlockList blocks={inline} context={{ ...context, askAtEnd: true }} />);
    expect(out).toContain('data-appeal-end-ask');
    expect(out.match(/<form[^>]*data-donation-chooser/g)).toHaveLength(1);
    expect(out).toContain('Donate now');
  });
});

describe('the ask a news page ends with', () => {
  it("leads to its country's appeal's amount step, or the general donate page", async () => {
    expect(pageAskHref({ appealPath: '/appeal/sudan-crisis' })).toBe('/appeal/sudan-crisis/single?type=single');
    expect(pageAskHref({ appealPath: null })).toBe('/donate');
    expect(pageAskText({ appealTitle: 'Sudan crisis appeal' })).toContain('Sudan crisis appeal');
    const PageAsk = DONATION_BLOCK_RENDERERS.pageAsk!;
    const out = await renderToHtml(<PageAsk ask={{ heading: 'Support our Sudan response', appealPath: '/appeal/sudan-crisis', appealTitle: 'Sudan crisis appeal' }} />);
    expect(out).toMatch(/<h2[^>]*>Support our Sudan response<\/h2>/);
    expect(out).toMatch(/<a [^>]*href="\/appeal\/sudan-crisis\/single\?type=single"[^>]*>Donate<\/a>/);
  });
});
