import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '@/features/common/render-html';
import { BlocksSchema } from '@/features/blocks';
import { BlockList, type BlockContext } from '@/features/blocks/components';
import { donationPresets as presets } from '@/features/common/test-fixtures';
import { DONATION_BLOCK_RENDERERS } from './index';

// The donation blocks as a page renders them: through BlockList with the donation feature's
// renderers. The gift chooser is a client island using the App Router, absent here.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }) }));

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
    expect(out).toContain('€25 could provide clean water for a family for a year.');
    expect(out).toContain('€50–€99 could repair a hand pump.');
    expect(out).toContain('€10 a month could keep a water point running.');
    // Each block is a gift chooser: single/monthly, presets, other amount, submit.
    expect(out.match(/<form[^>]*data-donation-chooser/g)).toHaveLength(2);
    expect(out.match(/<button type="submit"[^>]*>Donate now</g)).toHaveLength(2);
    expect(out).toContain('Other amount');
  });
});
