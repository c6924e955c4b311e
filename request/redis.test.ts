import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLogSink } from './log';
import { closeRedisConnections, redisConnection } from './redis.mjs';
import { freePort } from '@/tests/support/site-build';
import { hasRedis, spawnRedis } from '@/tests/support/redis-server';

vi.mock('server-only', () => ({}));

// One Redis client per process (issue 38): Next imports the cache handler as it is, outside
// its bundles, and bundles the limiters and the health check into the route handlers, so
// request/redis.mjs runs once per module graph. Its client must still be one.



afterAll(() => closeRedisConnections());

describe("the process's Redis client", () => {
  it('is none without a URL', () => {
    expect(redisConnection(undefined)).toBeNull();
    expect(redisConnection('')).toBeNull();
  });

  it('is one per process, however many copies of the module ask for it', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const restore = setLogSink(() => undefined);
    try {
      const first = redisConnection(url)!;
      vi.resetModules();
      const copy = (await import('./redis.mjs')) as typeof import('./redis.mjs');
      expect(copy.redisConnection).not.toBe(redisConnection); // another module graph…
      expect(copy.redisConnection(url)!.client).toBe(first.client); // …the same client
      expect(redisConnection(url)).toBe(first);
      // It never holds a caller while Redis is down, and settles its first attempt.
      await first.connected;
      expect(first.client.isReady).toBe(false);
      expect(first.lastError).toBeTruthy();
      await expect(first.client.ping()).rejects.toThrow();
    } finally {
      restore();
    }
  });
});

describe.runIf(hasRedis)('on Redis: the cache handler, the burst limits and readiness', () => {
  let redis: ChildProcess;
  let url: string;
  const dist = mkdtempSync(path.join(tmpdir(), 'redis-one-client-'));
  const saved = process.env.REDIS_URL;

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawnRedis(port);
    const connection = redisConnection(url)!;
    await vi.waitFor(() => expect(connection.client.isReady).toBe(true), { timeout: 10_000, interval: 50 });
  });
  afterAll(() => {
    redis.kill('SIGTERM');
    rmSync(dist, { recursive: true, force: true });
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  });

  it('share one connection, the one request/redis.mjs made', async () => {
    // The cache handler reads REDIS_URL itself (Next imports it outside the bundles).
    process.env.REDIS_URL = url;
    const { createCacheHandler } = await import('../cache-handler-node.mjs');
    const { SharedRateLimiter } = await import('./shared-rate-limit');
    const { checkRedis } = await import('@/features/common/health');

    const cache = createCacheHandler({ serverDistDir: path.join(dist, 'server'), dev: false });
    expect(await cache.get('absent-key', { softTags: [] })).toBeNull();
    await cache.revalidateTag('one-client-test');
    const limiter = new SharedRateLimiter({ name: 'one-client-test', limit: 5, windowMs: 60_000, redisUrl: () => url });
    expect((await limiter.hit('203.0.113.1')).allowed).toBe(true);
    expect(await checkRedis(url)).toBe('ok');

    const { client } = redisConnection(url)!;
    // Each of them reached Redis: the tag, the count.
    expect(await client.keys('*one-client-test*')).not.toEqual([]);
    const list = String(await client.sendCommand(['CLIENT', 'LIST']));
    const ours = list.split('\n').filter((line) => line.includes(` name=charity-site:${process.pid} `));
    expect(ours).toHaveLength(1);
  });
});
