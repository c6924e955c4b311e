import { createClient } from '@vercel/edge-config';
import { log } from '../request/log';
import type { RoutingSnapshot } from './decide';
import type { Storefront } from './app-routes';
import type { KnownPaths } from './known-paths';
import { builtLiveRouting, readLiveRouting, routingSnapshot, type LiveRouting, type StorefrontTable } from './snapshot';

// The middleware's copy of the live routing (configured redirects, home aliases, the epoch of
// known paths), never fetched per request: it is at most REFRESH_MS old. A request that finds
// it older waits (at most WAIT_MS, and only one request at a time fetches) for a fresh copy:
// - with EDGE_CONFIG, from Edge Config (item `routing`), which the webhook writes;
// - otherwise from this site's /api/routing, which serves the snapshot in Next's data cache
//   that the webhook refreshes (shared by every instance when the cache is shared). It
//   answers 304 while nothing changed, so the list is parsed and compiled only on a change.
// A failed refresh keeps the last good copy (the build's, at first).

export const EDGE_CONFIG_ROUTING_KEY = 'routing';
const REFRESH_MS = 1_000;
const WAIT_MS = 500;

export interface LiveSource {
  /** Resolves to the live routing, or 'unchanged' (same ETag), or null when it could not be read. */
  read(etag: string | null): Promise<{ live: LiveRouting; etag: string | null } | 'unchanged' | null>;
}

export function edgeConfigSource(connection: string): LiveSource {
  const client = createClient(connection);
  return {
    async read(etag) {
      // The store's digest changes with any write: the item is read only then.
      const digest = await client.digest();
      if (etag !== null && digest === etag) return 'unchanged';
      const live = readLiveRouting(await client.get(EDGE_CONFIG_ROUTING_KEY));
      return live ? { live, etag: digest } : null;
    },
  };
}

export function originSource(origin: string, fetchImpl: typeof fetch = fetch): LiveSource {
  return {
    async read(etag) {
      const response = await fetchImpl(`${origin}/api/routing`, { headers: etag ? { 'if-none-match': etag } : {}, signal: AbortSignal.timeout(5_000) });
      if (response.status === 304) return 'unchanged';
      if (!response.ok) return null;
      const live = readLiveRouting(await response.json());
      return live ? { live, etag: response.headers.get('etag') } : null;
    },
  };
}

export interface LiveRoutingHolder {
  /** The copy as it is now (for requests that do not need it fresh). */
  current(): RoutingSnapshot;
  /** A copy at most REFRESH_MS old (or the last good one, if a refresh fails or is slow). */
  fresh(): Promise<RoutingSnapshot>;
  /** Changes when the site's paths changed (the middleware drops its cached router answers). */
  epoch(): string;
}

/** `table`: the build's redirects and home aliases; `known`: the build's content paths (routing/known-paths.ts). */
export function liveRouting(table: Record<Storefront, Pick<StorefrontTable, 'homeAlias' | 'redirects'>>, source: LiveSource, known: Record<Storefront, KnownPaths>, now: () => number = Date.now): LiveRoutingHolder {
  let live = builtLiveRouting(table);
  let snapshot = routingSnapshot(known, live);
  let etag: string | null = null;
  let checkedAt = -Infinity;
  let refreshing: Promise<void> | null = null;

  const refresh = async () => {
    try {
      const answer = await source.read(etag);
      if (answer && answer !== 'unchanged') {
        snapshot = routingSnapshot(known, answer.live);
        live = answer.live;
        etag = answer.etag;
      }
      if (answer === null) log.warn('routing_refresh_failed', { reason: 'unreadable answer' });
    } catch (error) {
      log.warn('routing_refresh_failed', { reason: error instanceof Error ? error.message : String(error) });
    } finally {
      checkedAt = now();
      refreshing = null;
    }
  };

  return {
    current: () => snapshot,
    epoch: () => live.epoch,
    async fresh() {
      if (now() - checkedAt < REFRESH_MS) return snapshot;
      refreshing ??= refresh();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([refreshing, new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
      clearTimeout(timer);
      return snapshot;
    },
  };
}
