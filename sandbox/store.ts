import { z } from 'zod';
import { giftsCatalogue } from './seed/catalogue';
import { contentNodes, routerRedirects, siteSettings } from './seed/content';
import type { Country, CountrySeed, Entity, NodeEntity, Storefront, Teaser } from './seed/types';
import { HttpError } from './http';
import { searchNodes } from './search';
import { syntheticNodes } from './seed/synthetic';

// The sandbox's content: both countries seeded, the one DEFAULT_COUNTRY names served.
// Edits (POST /_sandbox/content) change it in memory until the sandbox restarts.

export const CURRENCY = { IE: 'EUR', GB: 'GBP' } as const;
export const KNOWLEDGE_HUB_THEMES = [
  'disaster-risk-reduction',
  'graduation',
  'innovations',
  'learning',
  'gender-equality',
  'conservative-agriculture',
  'monitoring-and-evaluation',
] as const;

/** Paths seeded to exercise the router's other answers (SPEC §8). */
export const SPECIAL_PATHS = {
  broken: '/broken-route', // statusCode 200 with null content → the site answers 502
  forbidden: '/members-only', // statusCode 403
} as const;

const PAGE_SIZE = 10;

export function buildSeed(country: Country): CountrySeed {
  const catalogue = giftsCatalogue(country);
  return {
    country,
    currency: CURRENCY[country],
    nodes: contentNodes(country),
    products: catalogue.products,
    categories: catalogue.categories,
    coupons: catalogue.coupons,
    settings: siteSettings(country),
    routerRedirects: routerRedirects(country),
  };
}

function normalisePath(raw: string): string {
  let path = raw.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    throw new HttpError(400, "The 'path' query parameter is not a valid URL path");
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.toLowerCase();
}

function teaser(node: NodeEntity): Teaser {
  return {
    title: node.title,
    url: node.url,
    summary: node.fields.summary ?? '',
    image: node.fields.image,
    bundle: node.entity_bundle,
    date: node.changed,
  };
}

function page<T>(items: T[], pageNumber: number) {
  return { items: items.slice(pageNumber * PAGE_SIZE, (pageNumber + 1) * PAGE_SIZE), total: items.length, page: pageNumber, page_size: PAGE_SIZE };
}

const EditSchema = z
  .object({
    entity_type: z.enum(['node', 'commerce_product', 'taxonomy_term']),
    id: z.string().min(1).max(32),
    title: z.string().min(1).max(300).optional(),
    url: z.string().regex(/^\/[a-z0-9\-/]*$/, 'must be a lower-case path').max(300).optional(),
    published: z.boolean().optional(),
    /** An editor restricts who may see it: the router answers 403 (CONTRACT §1), until lifted. */
    restricted: z.boolean().optional(),
    /** Shallow merge into `fields`. */
    fields: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const SettingsEditSchema = z.object({ storefront: z.enum(['main', 'gifts']), settings: z.record(z.string(), z.unknown()) }).strict();

export interface EditResult {
  entity: Entity | null;
  paths: string[];
  tags: string[];
}

export class ContentStore {
  private seed: CountrySeed;
  /** Entities an editor restricted (`type:id`). */
  private restricted = new Set<string>();
  /** Generated pages (SANDBOX_SYNTHETIC_PATHS), by path: not editable, not searched. */
  private synthetic = new Map<string, NodeEntity>();

  constructor(
    readonly country: Country,
    syntheticPaths = 0,
  ) {
    this.seed = buildSeed(country);
    const template = this.seed.nodes.find((n) => n.url === '/about-us') ?? this.seed.nodes[0];
    if (syntheticPaths > 0 && template) this.synthetic = syntheticNodes(template, syntheticPaths);
  }

  current(): CountrySeed {
    return this.seed;
  }

  reset(): void {
    this.seed = buildSeed(this.country);
    this.restricted.clear();
  }

  private entities(): Entity[] {
    return [...this.seed.nodes, ...this.seed.products, ...this.seed.categories];
  }

  private isPublished(entity: Entity): boolean {
    return entity.entity_type !== 'node' || entity.fields.published;
  }

  /** GET /decoupled-router's body. */
  route(rawPath: string, preview: boolean): { statusCode: number; content: unknown } {
    const path = normalisePath(rawPath);
    if (path === SPECIAL_PATHS.broken) return { statusCode: 200, content: null };
    if (path === SPECIAL_PATHS.forbidden) return { statusCode: 403, content: null };
    const lookup = path === '/' ? this.seed.settings.main.front_page : path;
    const entity = this.synthetic.get(lookup) ?? this.entities().find((e) => e.url === lookup);
    if (entity && !preview && this.restricted.has(`${entity.entity_type}:${entity.id}`)) return { statusCode: 403, content: null };
    if (entity && (preview || this.isPublished(entity))) return { statusCode: 200, content: entity };
    const redirect =
      this.seed.routerRedirects.find((r) => r.from === path) ?? this.seed.settings.main.redirects.find((r) => r.from === path);
    if (redirect) return { statusCode: redirect.status, content: redirect.to };
    return { statusCode: 404, content: null };
  }

  settings(storefront: Storefront) {
    return this.seed.settings[storefront];
  }

  contentPaths(storefront: Storefront) {
    const giftsNode = (n: NodeEntity) => n.url.startsWith('/gifts-') || n.url === this.seed.settings.gifts.gifts.home_path;
    const nodes = this.seed.nodes.filter((n) => n.fields.published && (storefront === 'gifts') === giftsNode(n));
    const entities: Entity[] =
      storefront === 'gifts'
        ? [...nodes, ...this.seed.categories, ...this.seed.products.filter((p) => p.entity_bundle !== 'gift_free')]
        : nodes;
    const items = entities.map((e) => ({ path: e.url, entity_bundle: e.entity_bundle, changed: e.changed }));
    if (storefront === 'main') for (const e of this.synthetic.values()) items.push({ path: e.url, entity_bundle: e.entity_bundle, changed: e.changed });
    return { items };
  }

  listing(type: string, value: string, pageNumber: number) {
    const matches = this.seed.nodes.filter(
      (n) =>
        n.fields.published &&
        (n.fields.country?.type === type && n.fields.country.value === value
          ? true
          : n.fields.topics.some((t) => t.type === type && t.value === value)),
    );
    if (matches.length === 0) throw new HttpError(404, `No listing for ${type} '${value}'`);
    const term = matches[0]!.fields.country?.value === value ? matches[0]!.fields.country : matches[0]!.fields.topics.find((t) => t.value === value);
    return { title: term?.label ?? value, ...page(matches.map(teaser), pageNumber) };
  }

  search(keys: string, pageNumber: number) {
    // Best matches first (./search.ts), as a search backend ranks them.
    const matches = searchNodes(this.seed.nodes, keys);
    return { title: `Search results for “${keys.slice(0, 100)}”`, ...page(matches.map(teaser), pageNumber) };
  }

  knowledgeHub(theme: string | null, pageNumber: number) {
    if (theme !== null && !(KNOWLEDGE_HUB_THEMES as readonly string[]).includes(theme)) {
      throw new HttpError(404, `Unknown knowledge hub theme '${theme}'`);
    }
    const matches = this.seed.nodes.filter(
      (n) =>
        n.fields.published &&
        (theme === null
          ? n.entity_bundle === 'knowledge_hub' || n.fields.topics.some((t) => t.type === 'theme')
          : n.fields.topics.some((t) => t.type === 'theme' && t.value === theme)),
    );
    const label = theme === null ? 'Knowledge hub' : theme.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
    return { title: label, ...page(matches.map(teaser), pageNumber) };
  }

  catalogue() {
    return { products: this.seed.products, categories: this.seed.categories };
  }

  /** Changes one entity; answers the paths and cache tags the revalidation webhook is sent. */
  edit(body: unknown): EditResult {
    const settingsEdit = SettingsEditSchema.safeParse(body);
    if (settingsEdit.success) {
      const { storefront, settings } = settingsEdit.data;
      this.seed.settings[storefront] = { ...this.seed.settings[storefront], ...settings } as CountrySeed['settings'][Storefront];
      return { entity: null, paths: [], tags: ['settings'] };
    }
    const parsed = EditSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new HttpError(400, `Invalid edit: ${issue.path.join('.') || '(body)'}: ${issue.message}`);
    }
    const edit = parsed.data;
    const entity = this.entities().find((e) => e.entity_type === edit.entity_type && e.id === edit.id);
    if (!entity) throw new HttpError(404, `No ${edit.entity_type} with id ${edit.id}`);
    const oldPath = entity.url;
    if (edit.url && edit.url !== oldPath && this.entities().some((e) => e.url === edit.url)) {
      throw new HttpError(409, `The path ${edit.url} is already taken`);
    }
    if (edit.title) entity.title = edit.title;
    if (edit.url) entity.url = edit.url;
    if (edit.fields) Object.assign(entity.fields, edit.fields);
    if (edit.published !== undefined) {
      if (entity.entity_type !== 'node') throw new HttpError(400, 'Only nodes can be unpublished');
      entity.fields.published = edit.published;
    }
    if (edit.restricted !== undefined) {
      const key = `${entity.entity_type}:${entity.id}`;
      if (edit.restricted) this.restricted.add(key);
      else this.restricted.delete(key);
    }
    entity.changed = new Date().toISOString().replace('Z', '+00:00');
    const tags = [`${entity.entity_type}:${entity.id}`];
    if (entity.entity_type !== 'node') tags.push('gifts_catalogue');
    return { entity, paths: [...new Set([oldPath, entity.url])], tags };
  }
}
