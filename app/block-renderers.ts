import type { FeatureBlockRenderers } from '@/features/blocks/components';
import { DONATION_BLOCK_RENDERERS } from '@/features/donation/components';
import { GIFTS_BLOCK_RENDERERS } from '@/features/gifts/components';

// The renderers of the blocks other features own, composed here, above every feature: the
// content and gifts pages pass them to their blocks, so features/blocks, features/content and
// features/gifts never import the donation feature (docs/architecture.md "Features").
export const BLOCK_RENDERERS: FeatureBlockRenderers = { ...DONATION_BLOCK_RENDERERS, ...GIFTS_BLOCK_RENDERERS };
