import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TURNSTILE_SECRET, FAKE_TURNSTILE_SITE_KEY } from '@/sandbox/turnstile';
import { startTestSandbox } from '@/tests/support/sandbox';
import { launchCheck } from './launch-check';

// The production start's launch check against the sandbox's settings (the seed turns
// captcha_card on), then `APP_ENV=production npm start` itself refusing to start.

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
const root = path.resolve(import.meta.dirname, '..');

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.cleanup());

const bare = () => ({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', BACKEND_URL: sandbox.url });
const keyed = () => ({ ...bare(), NEXT_PUBLIC_TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_launchCheck0001' });

describe('launchCheck', () => {
  it('names the captcha keys and the empty payment type a production server lacks', async () => {
    const problems = await launchCheck(bare());
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^NEXT_PUBLIC_TURNSTILE_SITE_KEY is not set, but the settings turn the captcha on: captcha_card \(main, gifts\)/);
    expect(problems[1]).toMatch(/^Single donations and gift orders would have no payment method in live mode/);
    // The secret only where the site verifies tokens itself.
    expect(await launchCheck({ ...bare(), CAPTCHA_VERIFY: 'site' })).toEqual([problems[0], expect.stringMatching(/^TURNSTILE_SECRET_KEY is not set, but CAPTCHA_VERIFY=site/), problems[1]]);
  });

  it('passes with the keys, and on staging', async () => {
    expect(await launchCheck(keyed())).toEqual([]);
    const { TURNSTILE_SECRET_KEY: _secret, ...siteKeyOnly } = keyed();
    expect(await launchCheck(siteKeyOnly)).toEqual([]);
    expect(await launchCheck({ ...bare(), APP_ENV: 'staging' })).toEqual([]);
  });

  it('refuses when the settings cannot be read, or the environment is invalid', async () => {
    expect(await launchCheck({ ...keyed(), BACKEND_URL: 'http://127.0.0.1:9' })).toEqual([expect.stringMatching(/^The site settings could not be read from the backend \(http:\/\/127\.0\.0\.1:9/)]);
    expect(await launchCheck({ ...keyed(), TURNSTILE_VERIFY_URL: 'ftp://example' })).toEqual([expect.stringContaining('TURNSTILE_VERIFY_URL')]);
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
