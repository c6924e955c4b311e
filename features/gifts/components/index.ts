// The gifts feature's server components for pages: the gifts list block's renderer, which the
// pages that show blocks pass in (features/blocks BlockContext.renderers).
import type { FeatureBlockRenderers } from '@/features/blocks/components';
import { GiftsListBlock } from './GiftsListBlock';

export const GIFTS_BLOCK_RENDERERS: Pick<FeatureBlockRenderers, 'gifts_list'> = { gifts_list: GiftsListBlock };
export { RegionSwitcher } from './RegionSwitcher';
