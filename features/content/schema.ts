import { z } from 'zod';
import { BlocksSchema, optionalBlocks, TeaserSchema } from '@/features/blocks';
import { EntityBaseShape, EntityIdSchema, flag, ImageSchema, nullable, optional, optionalList, TermRefSchema, UrlSchema } from '@/features/common/schema';

// Content payloads as the backend sends them (CONTRACT §1 node entities and the router's
// envelope, §4 listings).

export const NODE_BUNDLES = [
  'appeal',
  'news',
  'page',
  'press_release',
  'publication',
  'story',
  'country',
  'regular_giving_upgrades_campaign',
  'section_index_page',
  'standard_info_page',
  'publication_landing',
  'knowledge_hub',
] as const;
export type NodeBundle = (typeof NODE_BUNDLES)[number];

export const NodeEntitySchema = z.object({
  entity_type: z.literal('node'),
  entity_bundle: z.enum(NODE_BUNDLES),
  ...EntityBaseShape,
  fields: z.object({
    // Required beyond the entity's own: blocks (the page's body) and appeal_id (a donation's
    // attribution). The rest is optional: dropped with a warning when it does not fit.
    summary: optional('node.summary', z.string()),
    image: optional('node.image', ImageSchema),
    published: flag('node.published', true),
    country: optional('node.country', TermRefSchema),
    topics: optionalList('node.topics', TermRefSchema),
    blocks: BlocksSchema,
    sidebar_blocks: optionalBlocks('node.sidebar_blocks'),
    appeal_id: nullable(EntityIdSchema),
    file: optional('node.file', z.object({ url: UrlSchema, size: z.number().int().min(0), mime: z.string().min(1) })),
  }),
});
export type NodeEntity = z.output<typeof NodeEntitySchema>;

/**
 * The router's envelope. `statusCode` is authoritative; `content` is the entity (200), the
 * redirect target (3xx) or null. The entity itself is parsed by the feature that owns it.
 */
export const RouteEnvelopeSchema = z.object({
  statusCode: z.number().int().min(100).max(599),
  content: z.unknown().optional(),
});

export const ListingSchema = z.object({
  title: z.string(),
  items: optionalList('listing.items', TeaserSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  page_size: z.number().int().min(1),
});
export type Listing = z.output<typeof ListingSchema>;
