// The Node.js side of cache-handler.mjs, used when REDIS_URL is set at start (next.config.ts is
// read again by `next start`, so one build serves both `npm start` and the cluster;
// docs/architecture.md "Several instances"): @fortedigital/nextjs-cache-handler with Redis
// first and a local LRU behind it. ISR pages, unstable_cache entries and tag revalidations
// live in Redis, shared by every instance. Each write also lands in the local LRU, so when
// Redis cannot be reached the instance keeps serving from its own memory (one
// `cache_redis_unavailable` warning), and the tags revalidated meanwhile are replayed on Redis
// when it is back (`cache_redis_restored`).
//
// Plain JavaScript: Next imports this file as it is, at run time, outside its bundles. So it
// cannot import edge/config.ts (TypeScript) and reads REDIS_URL itself, which next.config.ts
// has validated through edge/config.ts before setting `cacheHandler` (only with REDIS_URL).
// The Redis client is the process's one (request/redis.mjs), shared with the burst limits and
// readiness; the log lines are request/log.ts's.

import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { log } from './request/log-line.mjs';
import { redisConnection } from './request/redis.mjs';

/** How long a cache read or write may wait for Redis before the local cache answers. */
const REDIS_TIMEOUT_MS = 1000;

/**
 * The Redis handler, guarded: while the client is not connected every call fails at once (the
 * library's handler list then falls through to the local LRU), a revalidated tag is kept and
 * replayed when the connection is back.
 */
function createGuardedRedisHandler({ client, connected }, keyPrefix) {
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS });
  const missedTags = new Set();
  let down = false;

  const unavailable = (reason) => {
    if (!down) log.warn('cache_redis_unavailable', { reason, fallback: 'local memory cache' });
    down = true;
  };
  client.on('error', (error) => unavailable(error instanceof Error ? error.message : String(error)));
  client.on('end', () => unavailable('connection closed'));
  client.on('ready', () => {
    const replay = [...missedTags];
    missedTags.clear();
    void Promise.allSettled(replay.map((tag) => redis.revalidateTag(tag))).then((results) => {
      const failed = results.filter((r) => r.status === 'rejected').length;
      for (const [i, result] of results.entries()) if (result.status === 'rejected') missedTags.add(replay[i]);
      if (down || replay.length > 0) log.info('cache_redis_restored', { replayedTags: replay.length - failed, failedTags: failed });
      down = false;
    });
  });

  const ready = async () => {
    if (client.isReady) return;
    // Right after a start the first connection may still be on its way: wait for it, briefly.
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, REDIS_TIMEOUT_MS).unref())]);
    if (client.isReady) return;
    unavailable('not connected');
    throw new Error('Redis is not connected');
  };
  const guard = async (call) => {
    await ready();
    try {
      return await call();
    } catch (error) {
      if (!client.isReady) unavailable(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
  return {
    name: 'redis-guarded',
    get: (key, meta) => guard(() => redis.get(key, meta)),
    set: (key, value, ctx) => guard(() => redis.set(key, value, ctx)),
    delete: (key) => guard(() => redis.delete(key)),
    async revalidateTag(tag) {
      try {
        await guard(() => redis.revalidateTag(tag));
      } catch (error) {
        missedTags.add(tag);
        throw error;
      }
    },
  };
}

const STATE = Symbol.for('charity-site.cache-handler');

CacheHandler.onCreation(({ buildId }) => {
  globalThis[STATE] ??= (() => {
    const connection = redisConnection(process.env.REDIS_URL);
    // Entries of another build are never read: the prefix carries the build id.
    const keyPrefix = `site:${buildId ?? 'unknown'}:`;
    return {
      handlers: [createGuardedRedisHandler(connection, keyPrefix), createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 64 * 1024 * 1024 })],
    };
  })();
  return globalThis[STATE];
});

export function createCacheHandler(context) {
  return new CacheHandler(context);
}
