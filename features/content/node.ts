import type { Block } from '@/features/blocks';
import { parsePayload } from '@/features/common/payload';
import type { HeaderVariant, Image, MetaTag, TermRef } from '@/features/common/schema';
import { NodeEntitySchema, type NodeBundle, type NodeEntity } from './schema';
import { entityTag } from '@/request/cache-tags';

// A content page's view model.

export interface ContentNode {
  id: string;
  uuid: string | null;
  title: string;
  url: string;
  bundle: NodeBundle;
  changed: string | null;
  headerVariant: HeaderVariant | null;
  metaTags: MetaTag[];
  summary: string | null;
  image: Image | null;
  published: boolean;
  country: TermRef | null;
  topics: TermRef[];
  blocks: Block[];
  sidebarBlocks: Block[];
  appealId: string | null;
  file: { url: string; size: number; mime: string } | null;
  /** The backend's cache tag for this node (CONTRACT §9). */
  cacheTag: string;
}

export function toContentNode(entity: NodeEntity): ContentNode {
  const f = entity.fields;
  return {
    id: entity.id,
    uuid: entity.uuid,
    title: entity.title,
    url: entity.url,
    bundle: entity.entity_bundle,
    changed: entity.changed,
    headerVariant: entity.header_variant,
    metaTags: entity.metatags,
    summary: f.summary,
    image: f.image,
    published: f.published,
    country: f.country,
    topics: f.topics,
    blocks: f.blocks,
    sidebarBlocks: f.sidebar_blocks,
    appealId: f.appeal_id,
    file: f.file,
    cacheTag: entityTag('node', entity.id),
  };
}

export function parseNodeEntity(raw: unknown): ContentNode {
  return toContentNode(parsePayload(NodeEntitySchema, raw, 'content node'));
}
