import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCspReportHandler, MAX_LOGGED_PER_REQUEST, receiveCspReport, REPEAT_WINDOW_MS } from './csp-report';
import { setLogSink } from '../request/log';

let logged: Record<string, unknown>[] = [];
let restore: () => void;
beforeEach(() => {
  logged = [];
  restore = setLogSink((_l, event, data) => logged.push({ event, ...data }));
});
afterEach(() => restore());

const send = (body: string, type = 'application/csp-report') => receiveCspReport(new Request('http://localhost/api/csp-report', { method: 'POST', headers: { 'content-type': type }, body }));

describe('CSP reports', () => {
  it('logs a report-uri report', async () => {
    const response = await send(JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/checkout', 'blocked-uri': 'https://evil.example/x.js', 'violated-directive': 'script-src-elem', disposition: 'enforce' } }));
    expect(response.status).toBe(204);
    expect(logged).toEqual([{ event: 'csp_violation', documentURL: 'http://localhost/checkout', blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem', disposition: 'enforce' }]);
  });

  it('logs Reporting API reports, cutting long values', async () => {
    const body = [{ type: 'csp-violation', body: { documentURL: 'http://localhost/', blockedURL: `https://x.example/${'a'.repeat(1000)}`, effectiveDirective: 'frame-src', disposition: 'report' } }, { type: 'deprecation', body: {} }];
    expect((await send(JSON.stringify(body), 'application/reports+json')).status).toBe(204);
    expect(logged).toHaveLength(1);
    expect(String(logged[0]!.blockedURL)).toHaveLength(300);
  });

  it('refuses what is not a CSP report', async () => {
    expect((await send('nope')).status).toBe(400);
    expect((await send('{"a":1}')).status).toBe(400);
    expect((await send('[{"type":"deprecation","body":{}}]')).status).toBe(400);
    expect((await send('{}', 'text/plain')).status).toBe(415);
    expect((await send(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }))).status).toBe(413);
    expect(logged).toEqual([]);
  });

  it('logs a violation once within the window: a repeat of the same page, directive and blocked address is dropped', async () => {
    let clock = 1_000_000;
    const handler = createCspReportHandler({ now: () => clock });
    const report = (blocked: string, page = 'http://localhost/x') =>
      handler(new Request('http://localhost/api/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify({ 'csp-report': { 'document-uri': page, 'blocked-uri': blocked, 'violated-directive': 'img-src' } }) }));
    for (let i = 0; i < 50; i += 1) expect((await report('https://a.example/1.png')).status).toBe(204);
    expect(logged).toHaveLength(1);
    await report('https://a.example/2.png');
    await report('https://a.example/1.png', 'http://localhost/y');
    expect(logged).toHaveLength(3);
    clock += REPEAT_WINDOW_MS + 1;
    await report('https://a.example/1.png');
    expect(logged).toHaveLength(4);
  });

  it('logs at most a few violations of one request', async () => {
    const handler = createCspReportHandler();
    const batch = Array.from({ length: 20 }, (_, i) => ({ type: 'csp-violation', body: { documentURL: 'http://localhost/', blockedURL: `https://b.example/${i}.js`, effectiveDirective: 'script-src-elem' } }));
    const response = await handler(new Request('http://localhost/api/csp-report', { method: 'POST', headers: { 'content-type': 'application/reports+json' }, body: JSON.stringify(batch) }));
    expect(response.status).toBe(204);
    expect(logged).toHaveLength(MAX_LOGGED_PER_REQUEST);
  });

  it('asks the limiter first: a client past its limit gets 429 and nothing is read or logged', async () => {
    const hits: string[] = [];
    const limiter = { hit: async (key: string) => (hits.push(key), { allowed: hits.length <= 1, retryAfterSeconds: 42 }) };
    const handler = createCspReportHandler({ limiter, clientKey: () => 'csp:203.0.113.9' });
    const body = () => JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'blocked-uri': `https://c.example/${hits.length}`, 'violated-directive': 'img-src' } });
    const post = () => handler(new Request('http://localhost/api/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: body() }));
    expect((await post()).status).toBe(204);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('42');
    expect(hits).toEqual(['csp:203.0.113.9', 'csp:203.0.113.9']);
    expect(logged).toHaveLength(1);
  });
});
