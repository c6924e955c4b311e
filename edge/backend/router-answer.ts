// The decoupled router's answer (CONTRACT §1, SPEC §7 and §8) as the routing needs it. The middleware reads only the
// envelope (status, target, entity type); pages parse the whole entity (features/content/route.ts) into the same shape.

export type EntityType = 'node' | 'commerce_product' | 'taxonomy_term';

/** A router answer; `E` is what the caller knows of the entity (its type at least; `url`: its own path, CONTRACT §1, its page's one spelling). */
export type RouterAnswer<E extends { entityType: EntityType } = { entityType: EntityType; url?: string }> =
  | { kind: 'entity'; entity: E }
  /** 300–399: the content is the target URL (relative or absolute). */
  | { kind: 'redirect'; statusCode: number; location: string }
  /** 4xx/5xx (or any other status): passed on as the page status. */
  | { kind: 'error'; statusCode: number }
  /** 200 with no entity: 502 'Internal Routing Error.' */
  | { kind: 'broken' };

const ENTITY_TYPES = new Set<string>(['node', 'commerce_product', 'taxonomy_term']);

/** The envelope of a router answer, without parsing the entity; null when it is not one at all (a backend failure: 502). */
export function readRouterEnvelope(raw: unknown): RouterAnswer | null {
  if (!raw || typeof raw !== 'object') return null;
  const { statusCode, content } = raw as { statusCode?: unknown; content?: unknown };
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) return null;
  if (statusCode >= 300 && statusCode < 400) {
    return typeof content === 'string' && content.trim() !== '' ? { kind: 'redirect', statusCode, location: content.trim() } : null;
  }
  if (statusCode !== 200) return { kind: 'error', statusCode };
  if (content === null || content === undefined) return { kind: 'broken' };
  const entityType = typeof content === 'object' ? (content as { entity_type?: unknown }).entity_type : undefined;
  if (typeof entityType !== 'string' || !ENTITY_TYPES.has(entityType)) return null;
  const url = (content as { url?: unknown }).url;
  const type = entityType as EntityType;
  return { kind: 'entity', entity: typeof url === 'string' && url.startsWith('/') ? { entityType: type, url } : { entityType: type } };
}
