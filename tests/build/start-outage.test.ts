import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_TURNSTILE_SECRET, FAKE_TURNSTILE_SITE_KEY } from '@/sandbox/turnstile';
import { startTestSandbox } from '@/tests/support/sandbox';
import { freePort, root } from '@/tests/support/site-build';

// Issue 37: `APP_ENV=production npm start` during a backend outage. The site is built by
// scripts/start.ts against a backend (the sandbox, as an external BACKEND_URL), the backend goes
// down, and the start must still come up: no rebuild, a warning in its log, a pre-rendered page
// served. When the backend is back, the settings are read again and the launch check passes.
// (A configuration problem still refuses the start: scripts/launch-check.test.ts.)

const distDir = '.next-test-start-outage';
let sandbox: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
let site: ChildProcess | undefined;

afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site!.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await sandbox?.cleanup();
  rmSync(path.join(root, distDir), { recursive: true, force: true });
});

function startScript(env: NodeJS.ProcessEnv, args: string[] = []): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exit: new Promise((resolve) => child.once('exit', resolve)) };
}

async function until<T>(what: string, read: () => Promise<T | null> | T | null, timeoutMs: number, log: () => string): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s:\n${log().slice(-3000)}`);
}

describe('APP_ENV=production npm start with the backend down', () => {
  it('starts, warns, serves a pre-rendered page, and checks the settings once the backend is back', async () => {
    sandbox = await startTestSandbox();
    const backendPort = Number(new URL(sandbox.url).port);
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'production',
      DEFAULT_COUNTRY: 'IE',
      BACKEND_URL: sandbox.url,
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_startOutage0001',
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
    } as unknown as NodeJS.ProcessEnv;

    rmSync(path.join(root, distDir), { recursive: true, force: true });
    const build = startScript(env, ['--build-only']);
    expect(await build.exit, build.output().slice(-3000)).toBe(0);
    expect(existsSync(path.join(root, distDir, 'server', 'app', 'main', 'about-us.html')), 'the build pre-rendered /about-us').toBe(true);

    await sandbox.cleanup();
    sandbox = undefined;

    const start = startScript(env);
    site = start.child;
    const page = await until(
      'the site did not serve /about-us',
      async () => {
        if (start.child.exitCode !== null) throw new Error(`the start exited with ${start.child.exitCode}:\n${start.output().slice(-3000)}`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/about-us`, { headers: { host: `localhost:${port}` }, redirect: 'manual' });
          return { status: response.status, body: await response.text() };
        } catch {
          return null;
        }
      },
      60_000,
      start.output,
    );
    expect(page.status, start.output().slice(-3000)).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>About us<\/h1>/i);
    expect(start.output()).toContain('"event":"launch_settings_unavailable"');
    expect(start.output()).not.toContain('Building the site');
    expect(start.output()).not.toContain('The site cannot start');

    // The backend returns on the same address: within one recheck (30 s) the settings are checked.
    sandbox = await startTestSandbox({ port: backendPort });
    await until('no launch_check_passed', () => (start.output().includes('"event":"launch_check_passed"') ? true : null), 45_000, start.output);
    expect(start.output()).not.toContain('launch_check_failed');
    expect(start.child.exitCode).toBeNull();
  }, 600_000);
});
