import { z } from 'zod';
import { log } from '@/request/log';
import { describeIssues } from '@/features/common/payload';
import { EMBED_KINDS, type EmbedKind } from '@/features/common/embed-kinds';
import { EntityIdSchema, ImageSchema, LinkSchema, list, nullable, optional, optionalList, UrlSchema } from '@/features/common/schema';

// Content blocks (CONTRACT §1 "Block"): a tagged union on `type`. Each block is parsed on its
// own, so one bad block cannot take a whole page down: an unknown type becomes an `unknown`
// block and a malformed known one an `invalid` block — both logged, both rendered by the
// registry as a visible fallback. The contract tests require that the sandbox yields neither.

const PresetSchema = z.object({
  amount: z.number().positive(),
  amount_to: nullable(z.number().positive()),
  text: z.string(),
  image: nullable(ImageSchema),
});

/** A teaser: in teaser blocks and in every listing (CONTRACT §1, §4). */
export const TeaserSchema = z.object({
  title: z.string().min(1),
  url: UrlSchema,
  summary: optional('teaser.summary', z.string()),
  image: optional('teaser.image', ImageSchema),
  bundle: optional('teaser.bundle', z.string()),
  date: optional('teaser.date', z.string()),
});
export type Teaser = z.output<typeof TeaserSchema>;

const DonationBlockFields = {
  appeal_id: nullable(EntityIdSchema),
  default_type: z.enum(['single', 'monthly']),
  presets: z.object({ single: list(PresetSchema), monthly: list(PresetSchema) }),
  min_amount: z.number().min(0),
  /** The appeal asks the donor for their school's name (sent as field_extra_school_name). */
  ask_school_name: z.boolean().default(false),
};

export { EMBED_KINDS, type EmbedKind };

export const KnownBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), html: z.string() }),
  z.object({ type: z.literal('image'), image: ImageSchema, caption: nullable(z.string()) }),
  z.object({ type: z.literal('hero'), title: z.string(), subtitle: nullable(z.string()), image: nullable(ImageSchema), cta: nullable(LinkSchema) }),
  z.object({ type: z.literal('donation_hero'), ...DonationBlockFields }),
  z.object({ type: z.literal('donation_inline'), ...DonationBlockFields }),
  z.object({ type: z.literal('teasers'), title: nullable(z.string()), items: optionalList('teasers.items', TeaserSchema) }),
  z.object({ type: z.literal('quote'), text: z.string(), author: nullable(z.string()) }),
  z.object({ type: z.literal('embed'), kind: z.enum(EMBED_KINDS), url: z.url({ protocol: /^https?$/ }), title: z.string() }),
  z.object({ type: z.literal('accordion'), items: list(z.object({ title: z.string(), html: z.string() })) }),
  z.object({ type: z.literal('cta'), title: z.string(), text: nullable(z.string()), links: list(LinkSchema) }),
  z.object({ type: z.literal('stats'), items: list(z.object({ value: z.string(), label: z.string() })) }),
  z.object({ type: z.literal('gifts_list'), title: nullable(z.string()), product_ids: list(EntityIdSchema) }),
]);
export type KnownBlock = z.output<typeof KnownBlockSchema>;
export type BlockType = KnownBlock['type'];
export const BLOCK_TYPES = KnownBlockSchema.options.map((o) => o.shape.type.value) as BlockType[];

export type FallbackBlock =
  | { type: 'unknown'; blockType: string }
  | { type: 'invalid'; blockType: BlockType; problems: string[] };
export type Block = KnownBlock | FallbackBlock;

export type DonationBlock = Extract<KnownBlock, { type: 'donation_hero' | 'donation_inline' }>;
export type Preset = DonationBlock['presets']['single'][number];

function parseBlock(raw: unknown): Block {
  const type = raw && typeof raw === 'object' && 'type' in raw ? (raw as { type: unknown }).type : undefined;
  if (typeof type !== 'string' || !(BLOCK_TYPES as string[]).includes(type)) {
    const blockType = typeof type === 'string' ? type.slice(0, 64) : '(none)';
    log.warn('block_unknown_type', { blockType });
    return { type: 'unknown', blockType };
  }
  const result = KnownBlockSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = describeIssues(result.error);
  log.error('block_invalid', { blockType: type, problems });
  return { type: 'invalid', blockType: type as BlockType, problems };
}

/** A list of blocks; absent reads as []. Never fails on a block: see parseBlock. */
export const BlocksSchema = z
  .array(z.unknown())
  .nullish()
  .transform((blocks) => (blocks ?? []).map(parseBlock));

/** Blocks the page can live without (a sidebar): anything but a list is dropped (logged). */
export const optionalBlocks = (field: string) =>
  BlocksSchema.catch((ctx) => {
    log.warn('payload_field_dropped', { field, problems: describeIssues(ctx.error, 2) });
    return [];
  });
