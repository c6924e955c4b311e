import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';
import { fromPeer } from '@/tests/support/next-request';

// POST /api/csp-report as the route wires it (issue 29, item 6): one client may send as many
// reports as /api/vitals allows it measurements (120 a minute, the same limiter), then 429;
// another client is not held back; and a flood of one violation is one log line.

vi.mock('server-only', () => ({}));

const LIMIT = 120;

function report(address: string, blocked = 'https://evil.example/x.js'): Request {
  const headers = new Headers({ 'content-type': 'application/csp-report' });
  fromPeer(headers, address);
  return new Request('http://localhost/api/csp-report', { method: 'POST', headers, body: JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'blocked-uri': blocked, 'violated-directive': 'script-src-elem' } }) });
}

describe('POST /api/csp-report', () => {
  const lines: string[] = [];
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = setLogSink((_level, event) => lines.push(event));
  });
  afterAll(() => restore());

  it('limits each client as /api/vitals does, and logs a repeated violation once', async () => {
    const { POST } = await import('@/app/api/csp-report/route');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i += 1) statuses.push((await POST(report('198.51.100.7'))).status);
    expect(statuses.slice(0, LIMIT).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
    expect(lines.filter((e) => e === 'csp_violation')).toHaveLength(1);
    // Another client has its own allowance.
    expect((await POST(report('198.51.100.8', 'https://evil.example/y.js'))).status).toBe(204);
    // The vitals' own allowance is not spent by the reports (the same limiter, its own key).
    const { vitalsLimiter } = await import('@/features/consent/data');
    expect((await vitalsLimiter.hit('198.51.100.7')).allowed).toBe(true);
  });
});
