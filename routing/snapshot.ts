import { compileRedirects, normaliseRedirectPath } from '../edge/redirects';
import type { Storefront } from './app-routes';
import type { RoutingSnapshot, StorefrontRouting } from './decide';
import { shardCount, type KnownPaths } from './known-paths';

// What the routing knows before any request: the route table the build writes
// (content-sync/snapshot.ts), and the live part of it (redirects, home alias) that the
// revalidation webhook keeps fresh. Web APIs only: the middleware reads both. The middleware's
// bundle carries only the edge table (no paths: its size must not grow with the CMS, issue
// 32); the paths are served in shards (routing/known-paths.ts).

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

/** One storefront's part of the route table, as written at build time. */
export interface StorefrontTable {
  /** Every published content path the CMS listed (the most recently changed are pre-rendered: content-sync/content-paths.ts). */
  paths: string[];
  /** The path of the page shown at '/' (main: the front page; gifts: the home path). */
  homeAlias: string | null;
  /** Configured redirects at build time. */
  redirects: RedirectRule[];
}

export interface RouteTable {
  main: StorefrontTable;
  gifts: StorefrontTable;
  /** The build's id: Next's BUILD_ID and what /build.txt answers (SPEC §4 build refresh). */
  buildId: string;
}

/** The live part, as /api/routing serves it and Edge Config holds it. */
export interface LiveRouting {
  redirects: Record<Storefront, unknown[]>;
  homeAlias: Record<Storefront, string | null>;
  /** Changes whenever the webhook reports changed paths: cached router answers are dropped. */
  epoch: string;
}

export const EMPTY_ROUTE_TABLE: Omit<RouteTable, 'buildId'> = {
  main: { paths: [], homeAlias: null, redirects: [] },
  gifts: { paths: [], homeAlias: null, redirects: [] },
};

/** One storefront's part of what the middleware's bundle carries: no paths, their number of shards. */
export interface EdgeStorefrontTable {
  /** Shards of the build's content paths (routing/known-paths.ts). */
  shards: number;
  homeAlias: string | null;
  redirects: RedirectRule[];
}

/** What next.config.ts inlines into the middleware as ROUTING_TABLE. */
export interface EdgeRouteTable {
  main: EdgeStorefrontTable;
  gifts: EdgeStorefrontTable;
}

/** The build's paths as the table and the shards hold them: without a trailing slash, each once. */
export function tablePaths(table: StorefrontTable): string[] {
  return [...new Set(table.paths.map(normaliseRedirectPath))];
}

/** The route table without its paths: what the middleware's bundle may carry (its size does not grow with pages). */
export function edgeRouteTable(table: Omit<RouteTable, 'buildId'>): EdgeRouteTable {
  const edge = (t: StorefrontTable): EdgeStorefrontTable => ({ shards: shardCount(tablePaths(t).length), homeAlias: t.homeAlias, redirects: t.redirects });
  return { main: edge(table.main), gifts: edge(table.gifts) };
}

export const EMPTY_EDGE_TABLE: EdgeRouteTable = edgeRouteTable(EMPTY_ROUTE_TABLE);

/** The build's content paths of each storefront as in-memory sets (tests and tools; the middleware reads shards). */
export function knownPathSets(table: Omit<RouteTable, 'buildId'>): Record<Storefront, ReadonlySet<string>> {
  return { main: new Set(tablePaths(table.main)), gifts: new Set(tablePaths(table.gifts)) };
}

/** The live redirects and home aliases as the build saw them (until the first live answer). */
export function builtLiveRouting(table: Record<Storefront, Pick<StorefrontTable, 'homeAlias' | 'redirects'>>): LiveRouting {
  return {
    redirects: { main: table.main.redirects, gifts: table.gifts.redirects },
    homeAlias: { main: table.main.homeAlias, gifts: table.gifts.homeAlias },
    epoch: 'build',
  };
}

/** The routing snapshot: the build's known paths with the live redirects and home aliases. */
export function routingSnapshot(known: Record<Storefront, KnownPaths>, live: Pick<LiveRouting, 'redirects' | 'homeAlias'>): RoutingSnapshot {
  const snapshot = (storefront: Storefront): StorefrontRouting => {
    const alias = live.homeAlias[storefront];
    return {
      knownPaths: known[storefront],
      redirects: compileRedirects(live.redirects[storefront] ?? [], { storefront }),
      homeAlias: alias ? normaliseRedirectPath(alias) : null,
    };
  };
  return { main: snapshot('main'), gifts: snapshot('gifts') };
}

/** A live answer as it arrives (Edge Config or /api/routing): anything malformed is null, and the last good one stays. */
export function readLiveRouting(raw: unknown): LiveRouting | null {
  if (!raw || typeof raw !== 'object') return null;
  const { redirects, homeAlias, epoch } = raw as Partial<Record<keyof LiveRouting, unknown>>;
  const record = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';
  if (!record(redirects) || !record(homeAlias) || typeof epoch !== 'string') return null;
  const alias = (v: unknown) => (typeof v === 'string' && v.startsWith('/') ? v : null);
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    redirects: { main: list(redirects.main), gifts: list(redirects.gifts) },
    homeAlias: { main: alias(homeAlias.main), gifts: alias(homeAlias.gifts) },
    epoch: epoch.slice(0, 100),
  };
}
