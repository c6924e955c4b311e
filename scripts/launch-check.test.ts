import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_TURNSTILE_SECRET, FAKE_TURNSTILE_SITE_KEY } from '@/sandbox/turnstile';
import { startTestSandbox } from '@/tests/support/sandbox';
import { setLogSink, type LogLevel } from '@/request/log';
import { launchCheck, recheckLaunch } from './launch-check';

// The production start's launch check against the sandbox's settings (the seed turns
// captcha_card on), its later check after a start that could not read them, then
// `APP_ENV=production npm start` itself refusing to start for a configuration problem. The
// start during a backend outage (it starts, serves a pre-rendered page and warns) needs a
// whole build: tests/build/start-outage.test.ts.

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
const root = path.resolve(import.meta.dirname, '..');

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.cleanup());

// A proxy named (issue 46: under plain `next start`, 'socket' refuses the start; its own tests are in request/client-address.test.ts).
const bare = () => ({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', BACKEND_URL: sandbox.url, CLIENT_ADDRESS_FROM: 'x-real-ip' });
const keyed = () => ({ ...bare(), NEXT_PUBLIC_TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_launchCheck0001' });

describe('launchCheck', () => {
  it('refuses the address source socket under plain `next start`, not under scripts/serve.mjs (issue 46)', async () => {
    const socket = { ...keyed(), CLIENT_ADDRESS_FROM: undefined };
    expect(await launchCheck(socket)).toEqual({ kind: 'refused', problems: [expect.stringMatching(/^CLIENT_ADDRESS_FROM: `next start` cannot see/)] });
    expect(await launchCheck({ ...socket, CLIENT_ADDRESS_FROM: 'socket' })).toMatchObject({ kind: 'refused' });
    expect(await launchCheck(socket, fetch, { peerStamped: true })).toEqual({ kind: 'ok' });
    expect(await launchCheck({ ...socket, APP_ENV: 'staging' })).toEqual({ kind: 'ok' });
  });

  it('names the captcha keys and the empty payment type a production server lacks', async () => {
    const outcome = await launchCheck(bare());
    expect(outcome.kind).toBe('refused');
    const problems = outcome.kind === 'refused' ? outcome.problems : [];
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^NEXT_PUBLIC_TURNSTILE_SITE_KEY is not set, but the settings turn the captcha on: captcha_card \(main, gifts\)/);
    expect(problems[1]).toMatch(/^Single donations and gift orders would have no payment method in live mode/);
    // The secret only where the site verifies tokens itself.
    expect(await launchCheck({ ...bare(), CAPTCHA_VERIFY: 'site' })).toEqual({ kind: 'refused', problems: [problems[0], expect.stringMatching(/^TURNSTILE_SECRET_KEY is not set, but CAPTCHA_VERIFY=site/), problems[1]] });
  });

  it('passes with the keys, and on staging', async () => {
    expect(await launchCheck(keyed())).toEqual({ kind: 'ok' });
    const { TURNSTILE_SECRET_KEY: _secret, ...siteKeyOnly } = keyed();
    expect(await launchCheck(siteKeyOnly)).toEqual({ kind: 'ok' });
    expect(await launchCheck({ ...bare(), APP_ENV: 'staging' })).toEqual({ kind: 'ok' });
  });

  it('refuses an invalid environment (a short secret, a bad URL) without asking the backend', async () => {
    let asked = 0;
    const counting: typeof fetch = (...args) => ((asked += 1), fetch(...args));
    expect(await launchCheck({ ...keyed(), TURNSTILE_VERIFY_URL: 'ftp://example' }, counting)).toEqual({ kind: 'refused', problems: [expect.stringContaining('TURNSTILE_VERIFY_URL')] });
    expect(await launchCheck({ ...keyed(), REVALIDATE_SECRET: 'short' }, counting)).toEqual({ kind: 'refused', problems: [expect.stringContaining('REVALIDATE_SECRET: must be at least 32 characters')] });
    expect(asked).toBe(0);
  });

  // Issue 37: a restart during a backend blip must not become a full outage.
  it('leaves the settings unchecked, without refusing, when the backend is unreachable, answers 5xx or 429, times out or answers nonsense', async () => {
    const unchecked = (reason: RegExp) => ({ kind: 'unchecked', reason: expect.stringMatching(reason) });
    expect(await launchCheck({ ...keyed(), BACKEND_URL: 'http://127.0.0.1:9' })).toEqual(unchecked(/^http:\/\/127\.0\.0\.1:9: GET \/site-settings\?storefront=(main|gifts) failed/));
    for (const status of [500, 502, 503, 504, 429, 408]) {
      const answer: typeof fetch = async () => new Response('<h1>Service Unavailable</h1>', { status });
      expect(await launchCheck(keyed(), answer), String(status)).toEqual(unchecked(new RegExp(`answered ${status}$`)));
    }
    const timeout: typeof fetch = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    expect(await launchCheck(keyed(), timeout)).toEqual(unchecked(/had no answer within 15 s$/));
    const proxyPage: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 200 });
    expect(await launchCheck(keyed(), proxyPage)).toEqual(unchecked(/not JSON$/));
  });

  it('refuses when the backend refuses the site itself (credentials, consumer id, no /site-settings at BACKEND_URL)', async () => {
    for (const status of [400, 401, 403, 404]) {
      const answer: typeof fetch = async () => new Response('{"message":"Access denied"}', { status });
      const outcome = await launchCheck(keyed(), answer);
      expect(outcome, String(status)).toEqual({ kind: 'refused', problems: [expect.stringMatching(/^The site settings could not be read from the backend \(http:\/\/127\.0\.0\.1:\d+: GET \/site-settings\?storefront=(main|gifts) answered \d+: check BACKEND_URL/)] });
      expect(outcome.kind === 'refused' && outcome.problems[0]).toContain(`answered ${status}`);
    }
  });
});

describe('recheckLaunch: the settings read again after a start that could not read them', () => {
  let logged: { level: LogLevel; event: string; data: Record<string, unknown> }[] = [];
  let restoreLog: () => void = () => {};
  beforeEach(() => {
    logged = [];
    restoreLog = setLogSink((level, event, data) => logged.push({ level, event, data }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreLog();
  });

  /** The backend down for the first `failures` reads (each check reads both storefronts), then the sandbox. */
  function flaky(failures: number): { fetcher: typeof fetch; calls: () => number } {
    let calls = 0;
    const fetcher: typeof fetch = async (...args) => {
      calls += 1;
      if (calls <= failures) throw new TypeError('fetch failed');
      return fetch(...args);
    };
    return { fetcher, calls: () => calls };
  }

  it('tries every 30 s while the backend is down, then logs that the check passed, and stops', async () => {
    const backend = flaky(4);
    const recheck = recheckLaunch(keyed(), { fetcher: backend.fetcher });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(backend.calls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(backend.calls()).toBe(2));
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(backend.calls()).toBe(4));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await recheck.done).toEqual({ kind: 'ok' });
    expect(logged.map((l) => [l.level, l.event, l.data.attempts])).toEqual([['info', 'launch_check_passed', 3]]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(backend.calls()).toBe(6);
  });

  it('logs a configuration problem found late as an error naming it, and does not stop anything', async () => {
    const backend = flaky(2);
    const recheck = recheckLaunch(bare(), { fetcher: backend.fetcher, everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(backend.calls()).toBe(2));
    await vi.advanceTimersByTimeAsync(1000);
    const outcome = await recheck.done;
    expect(outcome?.kind).toBe('refused');
    const failed = logged.filter((l) => l.event === 'launch_check_failed');
    expect(failed.map((l) => l.level)).toEqual(['error']);
    expect(failed[0]!.data.problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_TURNSTILE_SITE_KEY is not set/), expect.stringMatching(/^Single donations/)]);
    expect(failed[0]!.data.action).toMatch(/^still serving/);
  });

  it('stops when told to (the site is stopping)', async () => {
    const backend = flaky(1000);
    const recheck = recheckLaunch(keyed(), { fetcher: backend.fetcher, everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(backend.calls()).toBe(2));
    recheck.stop();
    expect(await recheck.done).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(backend.calls()).toBe(2);
    expect(logged).toEqual([]);
  });
});

describe('APP_ENV=production npm start', () => {
  it('refuses to start without the captcha keys (the site verifying) or a single-donation method, naming each', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    // Not spawnSync: the sandbox answering the settings lives in this process.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...bare(), CAPTCHA_VERIFY: 'site', PORT: String(port), NEXT_DIST_DIR: '.next-launch-check-test' } as unknown as NodeJS.ProcessEnv,
    });
    const run = { status: null as number | null, stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    run.status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The site cannot start (APP_ENV=production):');
    for (const name of ['NEXT_PUBLIC_TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY']) expect(run.stderr).toContain(name);
    expect(run.stdout).not.toContain('Building the site');
  });
});
