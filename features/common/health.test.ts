import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/edge/config';
import { checkBackend, checkRedis, liveResponse, readinessChecker, readyResponse, type CheckState } from './health';
import { setLogSink } from '@/request/log';

vi.mock('server-only', () => ({}));

// Liveness and readiness: what the body says, the status, no-store, the one-second memory, and
// the backend check's short time-out against a real socket.

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

describe('health', () => {
  it('live: 200, no-store, and no backend call', async () => {
    const response = liveResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ live: true });
  });

  it('ready: 200 with the checks when both answer; 503 naming the failed check, without URLs', async () => {
    const config = parseConfig({ BACKEND_URL: 'http://secret-backend.internal:4000', REDIS_URL: 'redis://:pw@redis.internal:6379' });
    let backend: CheckState = 'ok';
    let t = 0;
    const checker = readinessChecker({ config, now: () => t, backend: async () => backend, redis: async () => 'ok' });
    const ok = await readyResponse(checker);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toEqual({ ready: true, checks: { backend: 'ok', redis: 'ok' } });
    backend = 'down';
    t += 1000;
    const down = await readyResponse(checker);
    expect(down.status).toBe(503);
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ ready: false, checks: { backend: 'down', redis: 'ok' } });
    expect(text).not.toMatch(/internal|redis:|http/);
  });

  it('Redis absent (no REDIS_URL) is ready; Redis down is not', async () => {
    const config = parseConfig({});
    const absent = readinessChecker({ config, backend: async () => 'ok', redis: (url) => checkRedis(url) });
    expect(await absent()).toEqual({ ready: true, checks: { backend: 'ok', redis: 'absent' } });
    const down = readinessChecker({ config, backend: async () => 'ok', redis: async () => 'down' });
    expect((await down()).ready).toBe(false);
  });

  it('checks at most once a second however many probes come, and logs only the change', async () => {
    const config = parseConfig({});
    let calls = 0;
    let state: CheckState = 'ok';
    let t = 10_000;
    const events: string[] = [];
    const restore = setLogSink((level, event) => events.push(`${level}:${event}`));
    try {
      const checker = readinessChecker({ config, now: () => t, backend: async () => (calls++, state), redis: async () => 'absent' });
      await Promise.all(Array.from({ length: 50 }, () => checker()));
      t += 999;
      await checker();
      expect(calls).toBe(1);
      state = 'down';
      t += 1;
      expect((await checker()).ready).toBe(false);
      expect(calls).toBe(2);
      t += 1000;
      await checker();
      state = 'ok';
      t += 1000;
      expect((await checker()).ready).toBe(true);
      expect(events).toEqual(['warn:health_not_ready', 'info:health_ready']);
    } finally {
      restore();
    }
  });

  it('the backend check: ok on 200, down on 500, on a refused connection and past its time-out', async () => {
    let status = 200;
    let seen = '';
    const base = await serve((req, res) => {
      seen = req.url ?? '';
      if (req.url?.includes('slow')) return; // never answers
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
    const config = parseConfig({ BACKEND_URL: base });
    expect(await checkBackend(config)).toBe('ok');
    expect(seen).toMatch(/^\/site-settings\?storefront=main&consumerId=/);
    status = 500;
    expect(await checkBackend(config)).toBe('down');
    const refused = await serve(() => undefined);
    servers.pop()!.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(await checkBackend(parseConfig({ BACKEND_URL: refused }))).toBe('down');
    const started = Date.now();
    expect(await checkBackend(parseConfig({ BACKEND_URL: `${base}/slow` }), 200)).toBe('down');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the Redis check: down within its time-out when nothing listens', async () => {
    const started = Date.now();
    expect(await checkRedis('redis://127.0.0.1:1', 300)).toBe('down');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
