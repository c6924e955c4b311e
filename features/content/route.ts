import { parseCategoryEntity, parseProductEntity, type CatalogueLocation, type GiftCategory, type Product } from '@/features/gifts';
import { parsePayload, PayloadError } from '@/features/common/payload';
import { parseNodeEntity, type ContentNode } from './node';
import { RouteEnvelopeSchema } from './schema';

// The decoupled router's answer (CONTRACT §1, SPEC §7, §8) as one of four outcomes.

export type RoutedEntity =
  | { entityType: 'node'; node: ContentNode }
  | { entityType: 'commerce_product'; product: Product }
  | { entityType: 'taxonomy_term'; category: GiftCategory };

export type RouteResult =
  | { kind: 'entity'; statusCode: 200; entity: RoutedEntity }
  /** 300–399: the content is the target URL (relative or absolute). */
  | { kind: 'redirect'; statusCode: number; location: string }
  /** 4xx/5xx: passed on as the page status. */
  | { kind: 'error'; statusCode: number }
  /** 200 with no entity: the site answers 502 'Internal Routing Error.' */
  | { kind: 'broken'; statusCode: 502 };

function entityTypeOf(content: unknown): unknown {
  return content && typeof content === 'object' && 'entity_type' in content ? (content as { entity_type: unknown }).entity_type : undefined;
}

export function parseRouteResponse(raw: unknown, location: CatalogueLocation, now: Date = new Date()): RouteResult {
  const { statusCode, content } = parsePayload(RouteEnvelopeSchema, raw, 'router answer');
  if (statusCode >= 300 && statusCode < 400) {
    if (typeof content !== 'string' || content.trim() === '') {
      throw new PayloadError('router answer', [`content: a ${statusCode} answer needs the target URL as a string`]);
    }
    return { kind: 'redirect', statusCode, location: content };
  }
  if (statusCode !== 200) return { kind: 'error', statusCode };
  if (content === null || content === undefined) return { kind: 'broken', statusCode: 502 };
  const entityType = entityTypeOf(content);
  switch (entityType) {
    case 'node':
      return { kind: 'entity', statusCode: 200, entity: { entityType, node: parseNodeEntity(content) } };
    case 'commerce_product':
      return { kind: 'entity', statusCode: 200, entity: { entityType, product: parseProductEntity(content, now) } };
    case 'taxonomy_term':
      return { kind: 'entity', statusCode: 200, entity: { entityType, category: parseCategoryEntity(content, location) } };
    default:
      throw new PayloadError('router answer', [`content.entity_type: expected node, commerce_product or taxonomy_term, received ${JSON.stringify(entityType)}`]);
  }
}
