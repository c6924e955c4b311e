import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, setFault, startTestSandbox } from '@/tests/support/sandbox';
import { resetConfigForTests } from '../config';
import { setLogSink } from '../../request/log';
import { BackendError } from './client';
import { fetchRoute, ROUTE_NOT_FOUND, ROUTER_MAX_PATH_LENGTH, ROUTER_MAX_SEGMENTS } from './index';

// The router question for a junk path (issue 29, item 7): a path no page can have is a 404
// without a backend call, and the router refusing the question (400, 414, 431) is its 404, not
// a backend outage (502 and an error line per request). Against the sandbox backend.

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
let restoreLog: () => void;
const env = { ...process.env };

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.BACKEND_URL = sandbox.url;
  process.env.BACKEND_CONSUMER_ID = 'unit-tests';
  resetConfigForTests();
  restoreLog = setLogSink(() => undefined);
});
afterEach(async () => {
  await control(sandbox, 'DELETE', '/_sandbox/faults');
  await control(sandbox, 'DELETE', '/_sandbox/requests');
});
afterAll(async () => {
  restoreLog();
  process.env = env;
  resetConfigForTests();
  await sandbox.cleanup();
});

async function routerCalls(): Promise<number> {
  const { body } = (await control(sandbox, 'GET', '/_sandbox/requests')) as { body: { requests: { path: string }[] } };
  return body.requests.filter((r) => r.path === '/decoupled-router').length;
}

const deep = (segments: number) => `/${Array.from({ length: segments }, (_, i) => `s${i}`).join('/')}`;

describe('fetchRoute and junk paths', () => {
  it('answers 404 without asking the router for a path past the sane length or depth', async () => {
    expect(await fetchRoute({ path: `/${'a'.repeat(7 * 1024)}` })).toEqual(ROUTE_NOT_FOUND);
    expect(await fetchRoute({ path: `/${'a'.repeat(ROUTER_MAX_PATH_LENGTH)}` })).toEqual(ROUTE_NOT_FOUND);
    expect(await fetchRoute({ path: deep(ROUTER_MAX_SEGMENTS + 1) })).toEqual(ROUTE_NOT_FOUND);
    expect(await routerCalls()).toBe(0);
  });

  it('still asks for a path within both bounds', async () => {
    expect(await fetchRoute({ path: deep(ROUTER_MAX_SEGMENTS) })).toEqual({ statusCode: 404, content: null });
    expect(await fetchRoute({ path: `/${'a'.repeat(ROUTER_MAX_PATH_LENGTH - 1)}` })).toEqual({ statusCode: 404, content: null });
    expect(await routerCalls()).toBe(2);
  });

  it("reads the router's 400, 414 and 431 as its 404", async () => {
    for (const status of [400, 414, 431]) {
      await setFault(sandbox, { path: '/decoupled-router', status, times: 1 });
      expect(await fetchRoute({ path: '/some/junk' }), String(status)).toEqual(ROUTE_NOT_FOUND);
    }
  });

  it('still fails on a real outage (5xx), which the site shows as 502', async () => {
    await setFault(sandbox, { path: '/decoupled-router', status: 503, times: 1 });
    await expect(fetchRoute({ path: '/some/page' })).rejects.toBeInstanceOf(BackendError);
  });
});
