import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { edgeRouteTable } from '@/routing/snapshot';
import { shardOf } from '@/routing/known-paths';
import type { RouteTable } from '@/routing';
import { knownShardParams, knownShardResponse, snapshotFile } from './known-shards';

// The static shards the middleware reads (app/api/routing/known/[shard]) agree with the
// number of shards next.config.ts inlines, and hold every path of the build's table once.

const DIST = '.next-test-known-shards';
const paths = Array.from({ length: 1_500 }, (_, i) => `/synthetic/page-${i + 1}`);
const table: RouteTable = { buildId: 'b-test', main: { paths: ['/about-us/', ...paths], homeAlias: '/home', redirects: [] }, gifts: { paths: ['/gifts-faq'], homeAlias: null, redirects: [] } };
let previous: string | undefined;

beforeAll(() => {
  previous = process.env.NEXT_DIST_DIR;
  process.env.NEXT_DIST_DIR = DIST;
  resetConfigForTests();
  mkdirSync('.content-sync', { recursive: true });
  writeFileSync(snapshotFile(), JSON.stringify(table));
});
afterAll(() => {
  rmSync(snapshotFile(), { force: true });
  if (previous === undefined) delete process.env.NEXT_DIST_DIR;
  else process.env.NEXT_DIST_DIR = previous;
  resetConfigForTests();
});

describe('known shards', () => {
  it('lists as many shards as the middleware is told, each of them holding its own paths', async () => {
    const edge = edgeRouteTable(table);
    expect(knownShardParams()).toEqual([...Array.from({ length: edge.main.shards }, (_, i) => ({ shard: `main-${i}` })), { shard: 'gifts-0' }]);
    const served: string[] = [];
    for (let i = 0; i < edge.main.shards; i++) {
      const body = (await knownShardResponse(`main-${i}`).json()) as { buildId: string; shard: number; shards: number; paths: string[] };
      expect(body).toMatchObject({ buildId: 'b-test', storefront: 'main', shard: i, shards: edge.main.shards });
      for (const path of body.paths) expect(shardOf(path, edge.main.shards)).toBe(i);
      served.push(...body.paths);
    }
    expect(served.sort()).toEqual(['/about-us', ...paths].sort());
  });

  it('answers 404 for anything that is not a shard of this build', () => {
    for (const name of ['main-4', 'gifts-1', 'x-0', 'main-', '../main-0']) expect(knownShardResponse(name).status, name).toBe(404);
  });
});
