import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/edge/config';
import { ANSWER_WITHIN_MS, checkBackend, checkRedis, FAILURES_BEFORE_NOT_READY, liveResponse, readinessChecker, readyResponse, type CheckState } from './health';
import { setLogSink } from '@/request/log';

vi.mock('server-only', () => ({}));

// Liveness and readiness: what the body says, the status, no-store, the one-second memory, the
// failures in a row before "not ready" and the quick return (issue 37), a probe that never
// waits long for a slow check (a fake clock), and the backend check's time-out against a real
// socket.

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

  it('ready: 200 with the checks when both answer; 503 naming the failed check after three failures in a row, without URLs', async () => {
    const config = parseConfig({ BACKEND_URL: 'http://secret-backend.internal:4000', REDIS_URL: 'redis://:pw@redis.internal:6379' });
    let backend: CheckState = 'ok';
    let t = 0;
    const checker = readinessChecker({ config, now: () => t, backend: async () => backend, redis: async () => 'ok' });
    const ok = await readyResponse(checker);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toEqual({ ready: true, checks: { backend: 'ok', redis: 'ok' } });
    backend = 'down';
    // One or two failed checks: still ready (pages keep their last good copy), the body says what failed.
    for (let i = 1; i < FAILURES_BEFORE_NOT_READY; i += 1) {
      t += 1000;
      const degraded = await readyResponse(checker);
      expect(degraded.status, `failure ${i}`).toBe(200);
      expect(await degraded.json()).toEqual({ ready: true, checks: { backend: 'down', redis: 'ok' } });
    }
    t += 1000;
    const down = await readyResponse(checker);
    expect(down.status).toBe(503);
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ ready: false, checks: { backend: 'down', redis: 'ok' } });
    expect(text).not.toMatch(/internal|redis:|http/);
  });

  it('a failure between good checks never makes the instance not ready; the first good check after an outage makes it ready', async () => {
    const config = parseConfig({});
    const answers: CheckState[] = ['ok', 'down', 'down', 'ok', 'down', 'down', 'ok', 'down', 'down', 'down', 'down', 'ok'];
    let t = 0;
    let i = 0;
    const checker = readinessChecker({ config, now: () => t, backend: async () => answers[i++]!, redis: async () => 'absent' });
    const seen: boolean[] = [];
    for (let k = 0; k < answers.length; k += 1, t += 1000) seen.push((await checker()).ready);
    expect(seen).toEqual([true, true, true, true, true, true, true, true, true, false, false, true]);
  });

  it('Redis absent (no REDIS_URL) is ready; Redis down three checks in a row is not', async () => {
    const config = parseConfig({});
    const absent = readinessChecker({ config, backend: async () => 'ok', redis: (url) => checkRedis(url) });
    expect(await absent()).toEqual({ ready: true, checks: { backend: 'ok', redis: 'absent' } });
    let t = 0;
    const down = readinessChecker({ config, now: () => t, backend: async () => 'ok', redis: async () => 'down' });
    expect((await down()).ready).toBe(true);
    t += 1000;
    expect((await down()).ready).toBe(true);
    t += 1000;
    expect(await down()).toEqual({ ready: false, checks: { backend: 'ok', redis: 'down' } });
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
      for (let i = 0; i < FAILURES_BEFORE_NOT_READY; i += 1) {
        t += 1000;
        await Promise.all(Array.from({ length: 10 }, () => checker()));
      }
      expect(calls).toBe(1 + FAILURES_BEFORE_NOT_READY);
      expect((await checker()).ready).toBe(false);
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
});

describe('readiness with a slow backend (a fake clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a probe answers within 2 s from the last finished check while a slow one runs, whose result counts when it comes', async () => {
    vi.useFakeTimers();
    const config = parseConfig({});
    let latencyMs = 0;
    // As checkBackend does: 'ok' after the latency, or 'down' at the 5 s time-out.
    const backend = async (): Promise<CheckState> => {
      const answer = latencyMs >= 5000 ? 'down' : 'ok';
      if (latencyMs > 0) await new Promise((r) => setTimeout(r, Math.min(latencyMs, 5000)));
      return answer;
    };
    const checker = readinessChecker({ config, backend, redis: async () => 'absent' });
    expect((await checker()).ready).toBe(true);

    // The probe of issue 37: 1.2 s a call. The probe waits for it, and it is ready.
    latencyMs = 1200;
    await vi.advanceTimersByTimeAsync(1000);
    const slow = checker();
    await vi.advanceTimersByTimeAsync(1200);
    expect(await slow).toEqual({ ready: true, checks: { backend: 'ok', redis: 'absent' } });

    // A backend that hangs: each probe answers after 2 s from what is known, never at the probe's time-out.
    latencyMs = 60_000;
    const answers: { at: number; ready: boolean }[] = [];
    for (let i = 0; i < 6; i += 1) {
      await vi.advanceTimersByTimeAsync(5000);
      const started = Date.now();
      const probe = checker().then((r) => ({ at: Date.now() - started, ready: r.ready }));
      await vi.advanceTimersByTimeAsync(ANSWER_WITHIN_MS);
      answers.push(await probe);
    }
    expect(answers.every((a) => a.at === ANSWER_WITHIN_MS)).toBe(true);
    // Checks time out at 5 s: the third failed one makes it not ready, seen by the next probe.
    expect(answers.map((a) => a.ready)).toEqual([true, true, true, false, false, false]);

    // Back: the first good check makes it ready again.
    latencyMs = 0;
    await vi.advanceTimersByTimeAsync(5000);
    const back = checker();
    await vi.advanceTimersByTimeAsync(ANSWER_WITHIN_MS);
    expect(await back).toEqual({ ready: true, checks: { backend: 'ok', redis: 'absent' } });
  });
});

describe('the checks', () => {
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

  it('the backend check: a backend answering in 1.2 s is ok (issue 37: pages and orders work at that latency)', async () => {
    const base = await serve((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 1200);
    });
    expect(await checkBackend(parseConfig({ BACKEND_URL: base }))).toBe('ok');
  });

  it('the Redis check: down within its time-out when nothing listens', async () => {
    const started = Date.now();
    expect(await checkRedis('redis://127.0.0.1:1', 300)).toBe('down');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
