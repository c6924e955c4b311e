import { LRUCache } from 'lru-cache';
import { log } from '../request/log';
import type { Storefront } from './app-routes';

// The build's content paths, as the middleware looks them up (issue 32). They are not in the
// middleware's bundle, whose size must not grow with the CMS: the build splits each
// storefront's list into shards by a hash of the path (at most SHARD_SIZE paths each, a
// power of two of them), served as static files by app/api/routing/known/[shard]. The
// bundle holds only the number of shards; a shard is fetched the first time a path of it is
// looked up, checked against the build id, and kept (at most MAX_SHARDS_KEPT, least recently
// used first). Web APIs only.

/** Paths per shard at most: a shard is a few KB of JSON. */
export const SHARD_SIZE = 512;
/** Shards one instance keeps (about 32,000 paths, a few MB): the least recently used goes first. */
export const MAX_SHARDS_KEPT = 64;
/** After a shard could not be read, its paths count as unknown this long before it is read again. */
export const SHARD_RETRY_MS = 5_000;
/** A shard that takes longer is given up on for this request (its paths count as unknown). */
export const SHARD_WAIT_MS = 1_000;

/** What the routing asks of the build's paths: a Set answers it too (tests, small tables). */
export interface KnownPaths {
  has(path: string): boolean | Promise<boolean>;
}

/** How many shards `count` paths take: a power of two, SHARD_SIZE paths each at most. */
export function shardCount(count: number): number {
  let shards = 1;
  while (shards * SHARD_SIZE < count) shards *= 2;
  return shards;
}

/** FNV-1a over the path's UTF-16 code units: the same on the build's side and the edge's. */
export function shardOf(path: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

/** The paths of each shard, in list order. */
export function shardPaths(paths: readonly string[], shards: number): string[][] {
  const out: string[][] = Array.from({ length: shards }, () => []);
  for (const path of paths) out[shardOf(path, shards)]!.push(path);
  return out;
}

/** One shard as app/api/routing/known/[shard] serves it. */
export interface KnownShard {
  buildId: string;
  storefront: Storefront;
  shard: number;
  shards: number;
  paths: string[];
}

/** The route segment of a shard: 'main-3'. */
export function shardName(storefront: Storefront, shard: number): string {
  return `${storefront}-${shard}`;
}

/** A shard's answer as it arrives: anything that is not this build's shard is null. */
export function readKnownShard(raw: unknown, expected: Omit<KnownShard, 'paths'>): string[] | null {
  if (!raw || typeof raw !== 'object') return null;
  const shard = raw as Partial<KnownShard>;
  if (shard.buildId !== expected.buildId || shard.storefront !== expected.storefront || shard.shard !== expected.shard || shard.shards !== expected.shards) return null;
  if (!Array.isArray(shard.paths) || !shard.paths.every((p) => typeof p === 'string')) return null;
  return shard.paths;
}

export interface ShardedOptions {
  storefront: Storefront;
  shards: number;
  /** Resolves to the shard's paths, or null (or throws) when it cannot be read. */
  load: (shard: number) => Promise<readonly string[] | null>;
  now?: () => number;
  maxShards?: number;
}

/** The build's paths of one storefront, loaded a shard at a time. */
export function shardedKnownPaths({ storefront, shards, load, now = () => performance.now(), maxShards = MAX_SHARDS_KEPT }: ShardedOptions): KnownPaths {
  const failed = new LRUCache<number, true>({ max: Math.max(1, Math.min(shards, 1_024)), ttl: SHARD_RETRY_MS, ttlResolution: 0, perf: { now } });
  // Kept shards, and one read in flight per shard: lru-cache's fetch() shares a running
  // fetchMethod with every reader of the same shard (as routing/router-cache.ts does). A
  // failure (undefined) is not kept; `failed` remembers it for SHARD_RETRY_MS.
  const kept = new LRUCache<number, ReadonlySet<string>>({
    max: maxShards,
    fetchMethod: async (shard) => {
      try {
        const paths = await load(shard);
        if (!paths) throw new Error('not this build’s shard');
        return new Set(paths);
      } catch (error) {
        failed.set(shard, true);
        log.warn('known_paths_unavailable', { storefront, shard, error: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
    },
  });

  return {
    has(path) {
      // A build that knew no path (a backend down while building, `next dev`) has no shard.
      if (!(shards >= 1)) return false;
      const shard = shardOf(path, shards);
      const set = kept.get(shard);
      if (set) return set.has(path);
      if (failed.has(shard)) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SHARD_WAIT_MS)));
      return Promise.race([kept.fetch(shard), late]).then((loaded) => {
        clearTimeout(timer);
        return loaded?.has(path) ?? false;
      });
    },
  };
}

/** Both storefronts' known paths, read from this site's static shards (app/api/routing/known). */
export function originKnownPaths(origin: string, buildId: string, shards: Record<Storefront, number>, fetchImpl: typeof fetch = fetch): Record<Storefront, KnownPaths> {
  const storefrontPaths = (storefront: Storefront) =>
    shardedKnownPaths({
      storefront,
      shards: shards[storefront],
      load: async (shard) => {
        const response = await fetchImpl(`${origin}/api/routing/known/${shardName(storefront, shard)}`, { signal: AbortSignal.timeout(5_000) });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        return readKnownShard(await response.json(), { buildId, storefront, shard, shards: shards[storefront] });
      },
    });
  return { main: storefrontPaths('main'), gifts: storefrontPaths('gifts') };
}
