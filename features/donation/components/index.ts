// The donation feature's server components for pages: the donation blocks' renderers, which
// the pages that show blocks pass in (features/blocks BlockContext.renderers).
import type { FeatureBlockRenderers } from '@/features/blocks/components';
import { DonationHeroBlock } from './DonationHeroBlock';
import { DonationInlineBlock } from './DonationInlineBlock';

export const DONATION_BLOCK_RENDERERS: Pick<FeatureBlockRenderers, 'donation_hero' | 'donation_inline'> = {
  donation_hero: DonationHeroBlock,
  donation_inline: DonationInlineBlock,
};
