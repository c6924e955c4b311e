// Rendering of content blocks (server components, one client island for embeds). Kept apart
// from features/blocks/index.ts, which schema code imports everywhere (edge runtime, tests,
// the sandbox): this entry pulls in React components, sanitize-html and the gifts data.
export { BLOCK_COMPONENTS, BLOCK_FALLBACK_TEXT, BlockList } from './BlockList';
export type { BlockListProps } from './BlockList';
export { TeaserCard } from './TeaserCard';
export { withAbsoluteImage } from '../teaser-images';
export type { BlockComponent, BlockContext, BlockProps, FeatureBlockRenderers, FeatureBlockType, PageAsk } from './types';
export { RichText } from './RichText';
