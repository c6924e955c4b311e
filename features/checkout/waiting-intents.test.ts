import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';
import { closeRedisConnections, redisConnection } from '@/request/redis.mjs';
import { freePort } from '@/tests/support/site-build';
import { hasRedis, spawnRedis } from '@/tests/support/redis-server';
import { WAITING_INTENT_TTL_MS, WaitingIntents, intentOfClientSecret } from './waiting-intents';

// The waiting orders' PaymentIntents (CAPTCHA_VERIFY=site, issue 46 §3): a resend skips
// siteverify only as its waiting order's own, same card and same kind, within the hour; across
// instances through Redis, and 'unavailable' (never 'own') when Redis cannot be asked.

const SECRET = 'pi_3Pabc123_secret_XyZ789';
const INTENT = 'pi_3Pabc123';
const CARD = 'pm_card_threeDSecure2Required';

describe('intentOfClientSecret', () => {
  it('takes the intent out of a client secret, and nothing out of anything else', () => {
    expect(intentOfClientSecret(SECRET)).toBe(INTENT);
    for (const bad of ['', 'pi_3Pabc123', 'seti_1_secret_2', `${SECRET}\n`, 'pi_a-b_secret_c']) expect(intentOfClientSecret(bad), bad).toBeNull();
  });
});

describe('in memory (no REDIS_URL)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a recorded intent is its own order’s for the same card and kind only', async () => {
    const store = new WaitingIntents(() => undefined);
    await store.remember('donation', CARD, SECRET);
    expect(await store.answer('donation', CARD, INTENT)).toBe('own');
    expect(await store.answer('donation', 'pm_card_visa', INTENT)).toBe('unknown'); // another card
    expect(await store.answer('donation', 'pm_card_chargeDeclined', INTENT)).toBe('unknown'); // a declined one
    expect(await store.answer('gift', CARD, INTENT)).toBe('unknown'); // a gift order's resend
    expect(await store.answer('donation', CARD, 'pi_3Pother')).toBe('unknown'); // an intent never relayed
    store.clear();
    expect(await store.answer('donation', CARD, INTENT)).toBe('unknown');
  });

  it('records nothing for a secret that names no intent', async () => {
    const store = new WaitingIntents(() => undefined);
    await store.remember('donation', CARD, 'not-a-client-secret');
    expect(await store.answer('donation', CARD, 'not-a-client-secret')).toBe('unknown');
  });

  it('forgets an intent after WAITING_INTENT_TTL_MS', async () => {
    // lru-cache reads the clock through the global performance object it took at load.
    let now = performance.now();
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // its clock cache's reset
    const store = new WaitingIntents(() => undefined);
    await store.remember('gift', CARD, SECRET);
    now += WAITING_INTENT_TTL_MS - 60_000;
    vi.advanceTimersByTime(1_000);
    expect(await store.answer('gift', CARD, INTENT)).toBe('own');
    now += 120_000;
    vi.advanceTimersByTime(1_000);
    expect(await store.answer('gift', CARD, INTENT)).toBe('unknown');
  });
});

describe.runIf(hasRedis)('on Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let url: string;
  const restoreLog = setLogSink(() => undefined);
  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawnRedis(port);
    await new Promise((r) => setTimeout(r, 300));
    await redisConnection(url)!.connected;
  });
  afterAll(() => {
    closeRedisConnections();
    redis?.kill('SIGKILL');
    restoreLog();
  });

  it('another instance knows the intent, for the same card and kind only, kept an hour in Redis', async () => {
    const a = new WaitingIntents(() => url);
    const b = new WaitingIntents(() => url); // another instance: its memory knows nothing
    await a.remember('donation', CARD, SECRET);
    expect(await b.answer('donation', CARD, INTENT)).toBe('own');
    expect(await b.answer('donation', 'pm_card_visa', INTENT)).toBe('unknown');
    expect(await b.answer('gift', CARD, INTENT)).toBe('unknown');
    expect(await b.answer('donation', CARD, 'pi_3Pother')).toBe('unknown');
    const ttl = await redisConnection(url)!.client.pTTL(`waiting-intent:${INTENT}`);
    expect(ttl).toBeGreaterThan(WAITING_INTENT_TTL_MS - 10_000);
    expect(ttl).toBeLessThanOrEqual(WAITING_INTENT_TTL_MS);
  });

  it('Redis down: the instance that recorded it still knows; another answers unavailable, never own', async () => {
    const a = new WaitingIntents(() => url);
    const b = new WaitingIntents(() => url);
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    await expect(a.remember('gift', CARD, 'pi_3Pdown_secret_1')).resolves.toBeUndefined(); // never throws
    expect(await a.answer('gift', CARD, 'pi_3Pdown')).toBe('own');
    expect(await b.answer('gift', CARD, 'pi_3Pdown')).toBe('unavailable');
  });
});
