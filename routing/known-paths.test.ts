import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../request/log';
import { MAX_SHARDS_KEPT, originKnownPaths, readKnownShard, SHARD_RETRY_MS, SHARD_SIZE, shardCount, shardedKnownPaths, shardOf, shardPaths } from './known-paths';
import { edgeRouteTable, EMPTY_ROUTE_TABLE } from './snapshot';

let logged: { event: string }[];
let restore: () => void;
beforeEach(() => {
  logged = [];
  restore = setLogSink((_level, event) => logged.push({ event }));
});
afterEach(() => restore());

const many = (n: number) => Array.from({ length: n }, (_, i) => `/synthetic/page-${i + 1}`);

describe('shards of the build’s paths', () => {
  it('takes a power of two of them, SHARD_SIZE paths each at most, whatever the number of paths', () => {
    expect(shardCount(0)).toBe(1);
    expect(shardCount(130)).toBe(1);
    expect(shardCount(SHARD_SIZE)).toBe(1);
    expect(shardCount(SHARD_SIZE + 1)).toBe(2);
    expect(shardCount(100_000)).toBe(256);
    const split = shardPaths(many(100_000), 256);
    expect(split.flat()).toHaveLength(100_000);
    expect(Math.max(...split.map((s) => s.length))).toBeLessThanOrEqual(SHARD_SIZE);
    for (const [i, shard] of split.entries()) for (const path of shard.slice(0, 5)) expect(shardOf(path, 256)).toBe(i);
  });

  it('hashes the same on every side (a fixed FNV-1a), so the build and the edge agree', () => {
    expect(shardOf('/about-us', 256)).toBe(shardOf('/about-us', 256));
    expect([shardOf('', 1 << 30), shardOf('a', 1 << 30)]).toEqual([0x811c9dc5 % (1 << 30), 0xe40c292c % (1 << 30)]);
  });
});

describe('the middleware’s bundle does not grow with the pages (issue 32)', () => {
  it('carries redirects, home aliases and a number of shards: no path', () => {
    const table = (paths: string[]) => ({ ...EMPTY_ROUTE_TABLE, main: { paths, homeAlias: '/home', redirects: [{ from: '/old', to: '/about-us', status: 301 as const }] } });
    const small = JSON.stringify(edgeRouteTable(table(['/about-us', '/home', ...many(128)])));
    const large = JSON.stringify(edgeRouteTable(table(['/about-us', '/home', ...many(100_000)])));
    expect(large).not.toContain('/synthetic/page-');
    expect(large.length - small.length).toBeLessThanOrEqual(3); // "shards":1 → "shards":256
    expect(JSON.parse(large)).toEqual({ main: { shards: 256, homeAlias: '/home', redirects: [{ from: '/old', to: '/about-us', status: 301 }] }, gifts: { shards: 1, homeAlias: null, redirects: [] } });
  });
});

describe('shardedKnownPaths', () => {
  const setUp = (paths: string[], answer?: (shard: number) => Promise<readonly string[] | null>) => {
    const shards = shardCount(paths.length);
    const split = shardPaths(paths, shards);
    const load = vi.fn(answer ?? (async (shard: number) => split[shard]!));
    let clock = 10_000;
    const known = shardedKnownPaths({ storefront: 'main', shards, load, now: () => clock });
    return { known, load, shards, tick: (ms: number) => (clock += ms) };
  };

  it('answers like a Set, reading each shard once, on first need, and one read at a time', async () => {
    const { known, load } = setUp(many(3_000));
    const [a, b] = await Promise.all([known.has('/synthetic/page-7'), known.has('/synthetic/page-7')]);
    expect([a, b]).toEqual([true, true]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(known.has('/synthetic/page-7')).toBe(true); // kept: no promise, no read
    expect(await known.has('/synthetic/page-3001')).toBe(false);
    expect(await known.has('/Synthetic/page-7')).toBe(false);
    for (let i = 1; i <= 3_000; i += 97) expect(await known.has(`/synthetic/page-${i}`)).toBe(true);
    expect(load.mock.calls.length).toBeLessThanOrEqual(shardCount(3_000));
  });

  it('knows no path and reads nothing when the build knew none', () => {
    const load = vi.fn(async () => ['/about-us']);
    const known = shardedKnownPaths({ storefront: 'main', shards: 0, load });
    expect(known.has('/about-us')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps at most MAX_SHARDS_KEPT shards (memory stays flat at any size), reading an evicted one again', async () => {
    const { known, load, shards } = setUp(many(100_000));
    expect(shards).toBeGreaterThan(MAX_SHARDS_KEPT);
    for (let i = 1; i <= 100_000; i += 50) await known.has(`/synthetic/page-${i}`);
    expect(load.mock.calls.length).toBeGreaterThan(shards);
  });

  it('counts a path unknown while its shard cannot be read (logged), and reads it again after SHARD_RETRY_MS', async () => {
    let fail = true;
    const { known, load, tick } = setUp(['/about-us'], async () => {
      if (fail) throw new Error('connection refused');
      return ['/about-us'];
    });
    expect(await known.has('/about-us')).toBe(false);
    expect(logged.map((l) => l.event)).toEqual(['known_paths_unavailable']);
    fail = false;
    expect(await known.has('/about-us')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    tick(SHARD_RETRY_MS + 1);
    expect(await known.has('/about-us')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('originKnownPaths', () => {
  it("reads this build's shards from the site's static route, and refuses another build's", async () => {
    const served = { buildId: 'b1', storefront: 'main', shard: 0, shards: 1, paths: ['/about-us'] };
    const fetchImpl = vi.fn(async (url: string | URL | Request) => Response.json({ ...served, ...(String(url).includes('gifts') ? { storefront: 'gifts', paths: ['/gifts-faq'] } : {}) }));
    const known = originKnownPaths('http://127.0.0.1:3000', 'b1', { main: 1, gifts: 1 }, fetchImpl as typeof fetch);
    expect(await known.main.has('/about-us')).toBe(true);
    expect(await known.gifts.has('/gifts-faq')).toBe(true);
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual(['http://127.0.0.1:3000/api/routing/known/main-0', 'http://127.0.0.1:3000/api/routing/known/gifts-0']);
    const other = originKnownPaths('http://127.0.0.1:3000', 'b2', { main: 1, gifts: 1 }, fetchImpl as typeof fetch);
    expect(await other.main.has('/about-us')).toBe(false);
    expect(logged.map((l) => l.event)).toContain('known_paths_unavailable');
  });

  it('reads a shard only when it is the one asked for', () => {
    const expected = { buildId: 'b', storefront: 'main' as const, shard: 2, shards: 4 };
    expect(readKnownShard({ ...expected, paths: ['/a'] }, expected)).toEqual(['/a']);
    for (const wrong of [null, 'x', { ...expected, shard: 3, paths: [] }, { ...expected, shards: 8, paths: [] }, { ...expected, paths: [1] }, { ...expected, storefront: 'gifts', paths: [] }]) expect(readKnownShard(wrong, expected)).toBeNull();
  });
});
