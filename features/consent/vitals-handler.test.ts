import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { createVitalsHandler, VITALS_BODY_LIMIT_BYTES } from './vitals-handler';

// POST /api/vitals: one structured log line per valid record; a bounded body; a rate limit per
// client; anything else refused without being logged as a measurement.

vi.mock('server-only', () => ({}));

const LCP = { name: 'LCP', value: 1234, rating: 'good', id: 'v5-1700000000000-123', navigationType: 'navigate', path: '/about-us' };

/** A beacon from TCP peer `from` (as `next start` hands it over). */
function post(body: string, headers: Record<string, string> = {}, from = '192.0.2.7') {
  const request = new Request('http://localhost/api/vitals', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  fromPeer(request.headers, from);
  return request;
}

let restore: (() => void) | null = null;
afterEach(() => restore?.());

function captureLog() {
  const lines: { level: string; event: string; data: Record<string, unknown> }[] = [];
  restore = setLogSink((level, event, data) => lines.push({ level, event, data }));
  return lines;
}

describe('/api/vitals', () => {
  it('logs a valid record as one web_vital line and answers 204', async () => {
    const lines = captureLog();
    const handler = createVitalsHandler(new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }));
    const response = await handler(post(JSON.stringify(LCP)));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([{ level: 'info', event: 'web_vital', data: LCP }]);
    // navigator.sendBeacon's text/plain is accepted too.
    expect((await handler(post(JSON.stringify(LCP), { 'content-type': 'text/plain;charset=UTF-8' }))).status).toBe(204);
  });

  it('refuses other content types, bad JSON and records that do not fit, logging no measurement', async () => {
    const lines = captureLog();
    const handler = createVitalsHandler(new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }));
    expect((await handler(post(JSON.stringify(LCP), { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await handler(post('{"name":'))).status).toBe(400);
    for (const bad of [
      { ...LCP, name: 'FID' },
      { ...LCP, value: -1 },
      { ...LCP, value: 'fast' },
      { ...LCP, path: 'https://evil.example/' },
      { ...LCP, path: '/donate?email=a@b.ie' },
      { ...LCP, extra: 'x' },
      [LCP],
    ]) {
      expect((await handler(post(JSON.stringify(bad)))).status, JSON.stringify(bad)).toBe(400);
    }
    expect(lines.filter((l) => l.event === 'web_vital')).toEqual([]);
    expect(lines.every((l) => l.event === 'web_vital_invalid' && l.level === 'warn')).toBe(true);
  });

  it('refuses a body over the limit with 413', async () => {
    captureLog();
    const handler = createVitalsHandler(new MemoryRateLimiter({ limit: 10, windowMs: 60_000 }));
    const big = JSON.stringify({ ...LCP, id: 'x'.repeat(VITALS_BODY_LIMIT_BYTES) });
    expect((await handler(post(big))).status).toBe(413);
  });

  it('limits each client, answering 429 with Retry-After', async () => {
    const lines = captureLog();
    const handler = createVitalsHandler(new MemoryRateLimiter({ limit: 2, windowMs: 60_000 }));
    expect((await handler(post(JSON.stringify(LCP)))).status).toBe(204);
    expect((await handler(post(JSON.stringify(LCP)))).status).toBe(204);
    const refused = await handler(post(JSON.stringify(LCP)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A header naming another client buys no fresh allowance (X-Real-IP means nothing without a
    // proxy: request/client-address.ts); another client is not affected.
    expect((await handler(post(JSON.stringify(LCP), { 'x-real-ip': '198.51.100.1' }))).status).toBe(429);
    expect((await handler(post(JSON.stringify(LCP), {}, '198.51.100.1'))).status).toBe(204);
    expect(lines.filter((l) => l.event === 'web_vital')).toHaveLength(3);
  });
});
