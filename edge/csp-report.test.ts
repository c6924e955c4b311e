import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveCspReport } from './csp-report';
import { setLogSink } from './log';

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
});
