// The donation feature's server components for pages: the donation blocks' renderers, which
// the pages that show blocks pass in (features/blocks BlockContext.renderers).
import type { FeatureBlockRenderers } from '@/features/blocks/components';
import { DonationHeroBlock } from './DonationHeroBlock';
import { DonationInlineBlock } from './DonationInlineBlock';
import { PageAskBlock } from './PageAskBlock';

export const DONATION_BLOCK_RENDERERS: Pick<FeatureBlockRenderers, 'donation_hero' | 'donation_inline' | 'pageAsk'> = {
  donation_hero: DonationHeroBlock,
  donation_inline: DonationInlineBlock,
  // The ask a news page or story ends with (issue 40): not a block, passed in the same way.
  pageAsk: PageAskBlock,
};
