import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { closeRedisConnections } from '@/request/redis.mjs';
import { RoutingState, type PathChange } from '@/routing/state';
import type { RouterAnswer } from '@/edge/backend/router-answer';
import { freePort } from '@/tests/support/site-build';
import { hasRedis, spawnRedis } from '@/tests/support/redis-server';

vi.mock('server-only', () => ({}));
const { MAX_REDIS_RECORDS, startRoutingSync } = await import('./routing-sync');

// Several instances on one Redis (docs/architecture.md "Several instances"): what one records,
// every other knows within a second (PUBLISH to their SUBSCRIBE: no stream, no polling); one
// started later reads it all (HGETALL); a change recorded while Redis is down is written back
// at the reconnection, from what the instance knows.

const table = { main: { paths: ['/about-us'], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } };
const withdrawn: RouterAnswer = { kind: 'error', statusCode: 403 };


async function until(check: () => boolean, ms = 3_000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

describe.runIf(hasRedis)('the routing state on Redis', () => {
  let redis: ChildProcess;
  let port: number;
  const startRedis = async () => {
    redis = spawnRedis(port);
    await new Promise((r) => setTimeout(r, 300));
  };
  const restoreLog = setLogSink(() => undefined);
  beforeAll(async () => {
    port = await freePort();
    await startRedis();
  });
  afterAll(() => {
    redis?.kill('SIGKILL');
    restoreLog();
  });

  it('reaches every instance within a second, a late one reads it whole, and survives an outage', async () => {
    // Each "instance" shares the process's one client, as two instances share one Redis.
    const config = parseConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, DEFAULT_COUNTRY: 'IE' });
    const [a, b] = [new RoutingState(table), new RoutingState(table)];
    await startRoutingSync(config, a);
    await startRoutingSync(config, b);
    await a.record({ changes: [['/about-us', { answer: withdrawn, at: Date.now() }]] });
    const ms = await until(() => b.snapshot.main.changed('/about-us')?.kind === 'error');
    expect(ms).toBeLessThan(200);
    // Pushed on a channel both subscribe to, on a connection of their own; nothing else is kept than the hashes.
    const { redisConnection } = await import('@/request/redis.mjs');
    const { client } = redisConnection(config.REDIS_URL!)!;
    expect(await client.pubSubNumSub('routing:IE:updates')).toEqual({ 'routing:IE:updates': 2 });
    expect((await client.keys('routing:IE:*')).sort()).toEqual(['routing:IE:changes', 'routing:IE:changes:at']);
    const late = new RoutingState(table);
    await startRoutingSync(config, late);
    expect(late.snapshot.main.changed('/about-us')).toEqual(withdrawn);

    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const republished: RouterAnswer = { kind: 'entity', entity: { entityType: 'node' } };
    await a.record({ changes: [['/about-us', { answer: republished, at: Date.now() }]] });
    expect(a.snapshot.main.changed('/about-us')).toEqual(republished);
    await startRedis(); // empty: what the instances know is written back at their reconnection
    await until(() => b.snapshot.main.changed('/about-us')?.kind === 'entity', 5_000);
    await until(() => late.snapshot.main.changed('/about-us')?.kind === 'entity', 5_000);
    const fresh = new RoutingState(table);
    await startRoutingSync(config, fresh);
    expect(fresh.snapshot.main.changed('/about-us')).toEqual(republished);
    expect(await client.hExists('routing:IE:changes', '/about-us')).toBeTruthy();
    // A late write of an older answer (one instance writing back what it knew through the outage after another's
    // newer one) leaves the newer: Redis holds it, and no instance hears the older.
    await late.share({ changes: [['/about-us', { answer: withdrawn, at: Date.now() - 60_000 }]] });
    expect(JSON.parse((await client.hGet('routing:IE:changes', '/about-us'))!).answer).toEqual(republished);
    await new Promise((r) => setTimeout(r, 100));
    expect(b.snapshot.main.changed('/about-us')).toEqual(republished);
  }, 20_000);

  it('a restarted instance knows the shared state when it starts serving, though its client was still connecting', async () => {
    const config = parseConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, DEFAULT_COUNTRY: 'IE' });
    const before = new RoutingState(table);
    await startRoutingSync(config, before);
    await before.record({ changes: [['/about-us', { answer: withdrawn, at: Date.now() }]] });
    // A new process: no client yet, so the sync makes one and starts while it connects.
    closeRedisConnections();
    const restarted = new RoutingState(table);
    await startRoutingSync(config, restarted);
    expect(restarted.snapshot.main.changed('/about-us')).toEqual(withdrawn);
  }, 10_000);

  it('belongs to its build: a deploy starts without the old build’s render marks, the webhook’s records since the build carry over, and Redis stays trimmed (issue 47)', async () => {
    const config = parseConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, DEFAULT_COUNTRY: 'GB' });
    const page: RouterAnswer = { kind: 'entity', entity: { entityType: 'node' } };
    const old = new RoutingState({ ...table, buildId: 'old', builtAt: 1, prerendered: [] });
    await startRoutingSync(config, old);
    await old.record({ changes: [['/news/rendered', { answer: page, at: Date.now(), rendered: true, build: 'old' }]] });
    const builtAt = Date.now();
    await old.record({ changes: [['/about-us', { answer: withdrawn, at: builtAt + 1 }]] });
    const deployed = new RoutingState({ ...table, buildId: 'new', builtAt, prerendered: [] });
    await startRoutingSync(config, deployed);
    expect(deployed.snapshot.main.hasCopy('/news/rendered', '/main/news/rendered')).toBe(false);
    expect(deployed.snapshot.main.changed('/news/rendered')).toBeUndefined();
    expect(deployed.snapshot.main.changed('/about-us')).toEqual(withdrawn);
    // A bound under junk: a render hash never holds more than its records.
    const many = Array.from({ length: MAX_REDIS_RECORDS.render + 100 }, (_, i): [string, PathChange] => [`/junk-${i}`, { answer: page, at: builtAt + 10 + i, rendered: true, build: 'new' }]);
    await deployed.record({ changes: many });
    const { redisConnection } = await import('@/request/redis.mjs');
    const { client } = redisConnection(config.REDIS_URL!)!;
    expect(await client.hLen('routing:GB:build:new:rendered')).toBe(MAX_REDIS_RECORDS.render);
    expect(Number(await client.hExists('routing:GB:build:new:rendered', '/junk-0'))).toBe(0);
    expect(await client.ttl('routing:GB:build:new:rendered')).toBeGreaterThan(0);
  }, 20_000);
});
