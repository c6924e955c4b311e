import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { freePort } from '@/tests/support/site-build';
import { setLogSink } from '@/request/log';
import { fromPeer } from '@/tests/support/next-request';
import type { AddressProvider } from './lookup-schema';

// Issue 37: the look-ups' burst limit (30 a minute per client) is one count for every instance
// when REDIS_URL is set, as the order limits are. Two copies of the route's module stand for
// two instances: each has its own limiter object, and only Redis can make them share a count.

const REDIS_BIN = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
type Handlers = typeof import('./lookup-handlers');

const provider: AddressProvider = {
  name: 'test',
  find: async () => [],
  retrieve: async () => null,
};

function find(handlers: Handlers, client: string) {
  const request = new Request('http://localhost/api/checkout/address?postcode=D02X285');
  fromPeer(request.headers, client);
  return handlers.handleAddressLookup(request, { provider });
}

describe.runIf(existsSync(REDIS_BIN))('the look-up limit across instances', () => {
  let redis: ChildProcess;
  const saved = { ...process.env };
  let restoreLog: () => void = () => {};

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    process.env = { ...saved, REDIS_URL: `redis://127.0.0.1:${port}`, DEFAULT_COUNTRY: 'IE', APP_ENV: 'staging' };
    resetConfigForTests();
    restoreLog = setLogSink(() => {});
    // Until redis-server answers, the limiter would count in memory.
    const { createClient } = await import('redis');
    for (let i = 0; i < 100; i += 1) {
      const client = createClient({ url: process.env.REDIS_URL, socket: { reconnectStrategy: false } });
      client.on('error', () => {});
      if (await client.connect().then(() => true, () => false)) {
        await client.quit();
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(() => {
    redis.kill('SIGTERM');
    restoreLog();
    process.env = saved;
    resetConfigForTests();
  });

  it('counts one client’s look-ups on two instances together: the 31st in a minute is refused, another client is not', async () => {
    vi.resetModules();
    const first = (await import('./lookup-handlers')) as Handlers;
    vi.resetModules();
    const second = (await import('./lookup-handlers')) as Handlers;
    expect(second.lookupLimiter).not.toBe(first.lookupLimiter);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await find(i % 2 === 0 ? first : second, '198.51.100.31')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await find(first, '198.51.100.31')).status).toBe(429);
    expect((await find(second, '198.51.100.32')).status).toBe(200);
  });
});
