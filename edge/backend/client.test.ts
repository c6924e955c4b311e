import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, setFault, startTestSandbox } from '@/tests/support/sandbox';
import { parseConfig, type Config } from '../config';
import { setLogSink, type LogLevel } from '../../request/log';
import { BackendError, BackendTimeoutError, backendRequest, DEFAULT_TIMEOUT_MS, ROUTER_TIMEOUT_MS } from './client';

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
let config: Config;
let logged: { level: LogLevel; event: string; data: Record<string, unknown> }[] = [];
let restoreLog: () => void;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  config = parseConfig({ BACKEND_URL: sandbox.url, BACKEND_CONSUMER_ID: 'unit-tests' });
  restoreLog = setLogSink((level, event, data) => logged.push({ level, event, data }));
});
afterEach(async () => {
  logged = [];
  await control(sandbox, 'DELETE', '/_sandbox/faults');
  await control(sandbox, 'DELETE', '/_sandbox/requests');
});
afterAll(async () => {
  restoreLog();
  await sandbox.cleanup();
});

async function lastRequest() {
  const { body } = (await control(sandbox, 'GET', '/_sandbox/requests')) as { body: { requests: { path: string; query: Record<string, string>; headers: Record<string, string> }[] } };
  return body.requests.at(-1)!;
}

describe('backend client (SPEC §7)', () => {
  it('has the time-outs SPEC §9 names', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(59_000);
    expect(ROUTER_TIMEOUT_MS).toBe(60_000);
  });

  it('adds consumerId, a JSON accept header and no-cache, and no secrets unless configured', async () => {
    const { status, body } = await backendRequest('/site-settings', { query: { storefront: 'main' } }, config);
    expect(status).toBe(200);
    expect(body).toHaveProperty('front_page', '/home');
    const request = await lastRequest();
    expect(request.query).toMatchObject({ consumerId: 'unit-tests', storefront: 'main' });
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['cache-control']).toBe('no-cache');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['x-backend-secret']).toBeUndefined();
  });

  it('adds HTTP auth, the secret header and x-forwarded-for when it has them', async () => {
    const withSecrets = parseConfig({ BACKEND_URL: sandbox.url, BACKEND_HTTP_AUTH: 'site:pässword', BACKEND_SECRET: 's3cret' });
    await backendRequest('/decoupled-router', { query: { path: '/home' }, forwardedFor: '203.0.113.9' }, withSecrets);
    const request = await lastRequest();
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(request.headers.authorization!.replace('Basic ', '')), (c) => c.charCodeAt(0)));
    expect(decoded).toBe('site:pässword');
    expect(request.headers['x-backend-secret']).toBe('s3cret');
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it("throws '{status} {message}' on a non-OK answer", async () => {
    await setFault(sandbox, { path: '/site-settings', status: 503, message: 'Down for maintenance' });
    const error = await backendRequest('/site-settings', { query: { storefront: 'main' } }, config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).message).toBe('503 Down for maintenance');
    expect((error as BackendError).status).toBe(503);
  });

  it("reads the message from the error body", async () => {
    const error = await backendRequest('/no-such-endpoint', {}, config).catch((e: unknown) => e);
    expect((error as BackendError).message).toBe('404 No endpoint /no-such-endpoint');
  });

  it('aborts on time-out and logs it', async () => {
    await setFault(sandbox, { path: '/site-settings', latencyMs: 1_500, times: 1 });
    const started = Date.now();
    const error = await backendRequest('/site-settings', { query: { storefront: 'main' }, timeoutMs: 150 }, config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendTimeoutError);
    expect((error as BackendError).message).toBe('504 Request to /site-settings aborted after 150 ms');
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'backend_timeout', data: expect.objectContaining({ path: '/site-settings', timeoutMs: 150 }) }));
  });

  it('turns a malformed body into a clear, logged error', async () => {
    await setFault(sandbox, { path: '/decoupled-router', malformed: true, times: 1 });
    const error = await backendRequest('/decoupled-router', { query: { path: '/home' } }, config).catch((e: unknown) => e);
    expect((error as BackendError).message).toBe('502 Malformed JSON from backend (/decoupled-router)');
    expect(logged.map((l) => l.event)).toContain('backend_malformed_body');
  });

  it('turns a dropped connection into a 502 and logs it', async () => {
    await setFault(sandbox, { path: '/gifts/catalogue', drop: true, times: 1 });
    const error = await backendRequest('/gifts/catalogue', {}, config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).status).toBe(502);
    expect((error as BackendError).message).toMatch(/^502 Backend unreachable \(\/gifts\/catalogue\)/);
    expect(logged.map((l) => l.event)).toContain('backend_unreachable');
  });

  it('turns an unreachable backend into a 502', async () => {
    const nowhere = parseConfig({ BACKEND_URL: 'http://127.0.0.1:9' });
    const error = await backendRequest('/site-settings', {}, nowhere).catch((e: unknown) => e);
    expect((error as BackendError).status).toBe(502);
  });

  it('returns, not throws, a non-OK status when asked to (order creation)', async () => {
    await setFault(sandbox, { path: '/commerce/order/create', status: 500, message: 'Payment gateway &amp; CRM offline', times: 1 });
    const answer = await backendRequest('/commerce/order/create', { method: 'POST', body: {}, throwOnError: false }, config);
    expect(answer).toEqual({ status: 500, body: { message: 'Payment gateway &amp; CRM offline' } });
  });
});
