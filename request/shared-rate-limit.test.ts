import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogSink } from './log';
import { SharedRateLimiter } from './shared-rate-limit';
import { freePort } from '@/tests/support/site-build';
import { hasRedis, spawnRedis } from '@/tests/support/redis-server';



function captureLog() {
  const lines: { level: string; event: string; data: Record<string, unknown> }[] = [];
  const restore = setLogSink((level, event, data) => lines.push({ level, event, data }));
  return { lines, restore };
}

describe('SharedRateLimiter without Redis', () => {
  it('gives an attempt back (a right secret is not a guess: edge/secret.ts)', async () => {
    const limiter = new SharedRateLimiter({ name: 't-refund-memory', limit: 1, windowMs: 60_000, redisUrl: '' });
    for (let i = 0; i < 3; i += 1) {
      expect((await limiter.hit('a')).allowed).toBe(true);
      await limiter.refund('a');
    }
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('counts in memory when REDIS_URL is not set', async () => {
    const limiter = new SharedRateLimiter({ name: 't-memory', limit: 2, windowMs: 60_000, redisUrl: '' });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toMatchObject({ allowed: false, remaining: 0 });
    expect((await limiter.hit('b')).allowed).toBe(true);
  });

  it('falls back to memory at once, with one warning, when Redis cannot be reached', async () => {
    const port = await freePort();
    const { lines, restore } = captureLog();
    try {
      const limiter = new SharedRateLimiter({ name: 't-down', limit: 3, windowMs: 60_000, redisUrl: `redis://127.0.0.1:${port}` });
      const started = Date.now();
      const decisions = [];
      for (let i = 0; i < 4; i += 1) decisions.push(await limiter.hit('10.0.0.1'));
      expect(Date.now() - started).toBeLessThan(1500);
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(lines.filter((l) => l.event === 'rate_limit_redis_unavailable')).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'warn', data: { limiter: 't-down', fallback: 'memory' } });
    } finally {
      restore();
    }
  });
});

describe.runIf(hasRedis)('SharedRateLimiter on Redis', () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawnRedis(port);
    const limiter = new SharedRateLimiter({ name: 't-probe', limit: 100, windowMs: 60_000, redisUrl: url });
    const { restore } = captureLog();
    try {
      // Until redis-server listens and the client has connected, the limiter counts in memory.
      for (let i = 0; i < 100; i += 1) {
        const { lines, restore: r } = captureLog();
        await limiter.hit('probe');
        r();
        if (!lines.some((l) => l.event === 'rate_limit_redis_unavailable') && i > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      restore();
    }
  });
  afterAll(() => {
    redis.kill('SIGTERM');
  });

  it('shares one count between limiters (as between instances) and says when to retry', async () => {
    const a = new SharedRateLimiter({ name: 't-shared', limit: 4, windowMs: 60_000, redisUrl: url });
    const b = new SharedRateLimiter({ name: 't-shared', limit: 4, windowMs: 60_000, redisUrl: url });
    const { lines, restore } = captureLog();
    try {
      const allowed = [];
      for (const limiter of [a, b, a, b, a, b]) allowed.push((await limiter.hit('203.0.113.9')).allowed);
      expect(allowed).toEqual([true, true, true, true, false, false]);
      const refused = await b.hit('203.0.113.9');
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await a.hit('203.0.113.10')).allowed).toBe(true);
      expect(lines.filter((l) => l.event === 'rate_limit_redis_unavailable')).toEqual([]);
    } finally {
      restore();
    }
  });

  it('gives an attempt back in Redis, for every instance', async () => {
    const a = new SharedRateLimiter({ name: 't-refund', limit: 2, windowMs: 60_000, redisUrl: url });
    const b = new SharedRateLimiter({ name: 't-refund', limit: 2, windowMs: 60_000, redisUrl: url });
    for (let i = 0; i < 4; i += 1) {
      expect((await a.hit('198.51.100.4')).allowed).toBe(true);
      await b.refund('198.51.100.4');
    }
    expect((await a.hit('198.51.100.4')).allowed).toBe(true);
    expect((await b.hit('198.51.100.4')).allowed).toBe(true);
    expect((await a.hit('198.51.100.4')).allowed).toBe(false);
  });
});
