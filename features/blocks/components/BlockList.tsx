import type { Block, BlockType, KnownBlock } from '../schema';
import { AccordionBlock } from './AccordionBlock';
import { CtaBlock } from './CtaBlock';
import { EmbedBlock } from './EmbedBlock';
import { HeroBlock } from './HeroBlock';
import { ImageBlock } from './ImageBlock';
import { QuoteBlock } from './QuoteBlock';
import { StatsBlock } from './StatsBlock';
import { TeasersBlock } from './TeasersBlock';
import { TextBlock } from './TextBlock';
import type { BlockComponent, BlockContext, FeatureBlockType } from './types';
import styles from './BlockList.module.css';

// The block registry (DESIGN.md): every block type has its component, here or among the
// renderers the page passes in (BlockContext.renderers); a type without one is a compile error.
// Unknown and invalid blocks were logged when parsed (features/blocks/schema.ts) and show a
// visible fallback here instead of taking the page down.

type BlockRegistry = { [T in Exclude<BlockType, FeatureBlockType>]: BlockComponent<T> };

export const BLOCK_COMPONENTS: BlockRegistry = {
  text: TextBlock,
  image: ImageBlock,
  hero: HeroBlock,
  teasers: TeasersBlock,
  quote: QuoteBlock,
  embed: EmbedBlock,
  accordion: AccordionBlock,
  cta: CtaBlock,
  stats: StatsBlock,
};

export const BLOCK_FALLBACK_TEXT = "This part of the page can't be shown right now.";

function KnownBlockView({ block, context }: { block: KnownBlock; context: BlockContext }) {
  // The registry is keyed by type, so the component matches its block; TypeScript cannot
  // correlate the two through the union, hence the widening.
  const registry: { [T in BlockType]: BlockComponent<T> } = { ...BLOCK_COMPONENTS, ...context.renderers };
  const Component = registry[block.type] as BlockComponent<BlockType>;
  return <Component block={block} context={context} />;
}

export interface BlockListProps {
  blocks: Block[];
  context: BlockContext;
  className?: string;
}

export function BlockList({ blocks, context, className }: BlockListProps) {
  if (blocks.length === 0) return null;
  return (
    <div className={className ? `${styles.blocks} ${className}` : styles.blocks}>
      {blocks.map((block, index) =>
        block.type === 'unknown' || block.type === 'invalid' ? (
          <div key={index} data-block={block.type} data-block-type={block.blockType} className={styles.block}>
            <div role="note" data-block-fallback className={styles.fallback}>
              {BLOCK_FALLBACK_TEXT}
            </div>
          </div>
        ) : (
          <div key={index} data-block={block.type} className={styles.block}>
            <KnownBlockView block={block} context={index === 0 || !context.lead ? context : { ...context, lead: undefined }} />
          </div>
        ),
      )}
    </div>
  );
}
