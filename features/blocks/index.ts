export { BLOCK_TYPES, BlocksSchema, EMBED_KINDS, KnownBlockSchema, optionalBlocks, TeaserSchema } from './schema';
export { presetAmount, presetText } from './presets';
export { embedUrl } from './embed-url';
export { bundleLabel } from './bundle-labels';
export type { Block, BlockType, DonationBlock, EmbedKind, FallbackBlock, KnownBlock, Preset, Teaser } from './schema';
