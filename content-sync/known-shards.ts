import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@/edge/config';
import { shardCount, shardName, shardPaths, tablePaths, type KnownShard, type RouteTable, type Storefront } from '@/routing';

// The build's content paths in shards (routing/known-paths.ts), for the static route
// app/api/routing/known/[shard]: rendered once while building, from the route table
// content-sync/snapshot.ts wrote, then files the middleware fetches a shard at a time.

const STOREFRONTS: Storefront[] = ['main', 'gifts'];

/** Where content-sync writes the route table of a build directory. */
export function snapshotFile(distDir = loadConfig().NEXT_DIST_DIR): string {
  return path.resolve('.content-sync', `${path.basename(distDir)}.route-table.json`);
}

interface Sharded {
  buildId: string;
  shards: Record<Storefront, string[][]>;
}

let sharded: Sharded | undefined;

/** The table, read and split once per process (every shard's render reads the same file). */
function shardedTable(): Sharded {
  if (sharded) return sharded;
  const file = snapshotFile();
  const table: Pick<RouteTable, 'main' | 'gifts'> & { buildId?: string } = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteTable) : { main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } };
  const split = (storefront: Storefront) => {
    const paths = tablePaths(table[storefront]);
    // The same count as next.config.ts inlines (routing/snapshot.ts edgeRouteTable).
    return shardPaths(paths, shardCount(paths.length));
  };
  sharded = { buildId: table.buildId ?? loadConfig().BUILD_ID ?? 'development', shards: { main: split('main'), gifts: split('gifts') } };
  return sharded;
}

/** generateStaticParams of app/api/routing/known/[shard]. */
export function knownShardParams(): { shard: string }[] {
  const { shards } = shardedTable();
  return STOREFRONTS.flatMap((storefront) => shards[storefront].map((_, i) => ({ shard: shardName(storefront, i) })));
}

/** One shard's body; 404 for a name that is not a shard of this build. */
export function knownShardResponse(name: string): Response {
  const { buildId, shards } = shardedTable();
  const match = /^(main|gifts)-(\d{1,5})$/.exec(name);
  const storefront = match?.[1] as Storefront | undefined;
  const index = Number(match?.[2]);
  const paths = storefront ? shards[storefront][index] : undefined;
  if (!storefront || !paths) return new Response(null, { status: 404 });
  const body: KnownShard = { buildId, storefront, shard: index, shards: shards[storefront].length, paths };
  return Response.json(body);
}
