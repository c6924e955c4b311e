import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// Builds and starts the site in a child process, for the tests that need a real `next build`
// (the build tests and the reliability suite). Asynchronous throughout, so a sandbox started
// in the test's own process keeps answering while the site builds against it.

export const root = path.resolve(import.meta.dirname, '..', '..');
const serveScript = path.join(root, 'scripts', 'serve.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The environment of a site in a test: the given backend, default hosts, no secrets of the caller's. */
export function siteEnv(distDir: string, backendUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    BACKEND_URL: backendUrl,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    MAIN_HOSTS: 'localhost,127.0.0.1',
    GIFTS_HOSTS: 'gifts.localhost',
    DEFAULT_COUNTRY: 'IE',
    APP_ENV: 'production',
    NODE_ENV: 'production',
    ...extra,
  };
}

/** `npm run build` into `distDir` (removed first). Resolves with its exit code and output. */
export function buildSite(env: NodeJS.ProcessEnv, timeoutMs = 600_000): Promise<{ status: number | null; output: string }> {
  rmSync(path.join(root, String(env.NEXT_DIST_DIR)), { recursive: true, force: true });
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

export interface RunningSite {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (its log). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The site's server (scripts/serve.mjs, as `npm start` and the Docker image run it: `next start`
 * with the TCP peer stamped, issue 46) on a free port for a build made by buildSite; resolves once it answers.
 * `inspect`: with the V8 inspector on a free loopback port (its ws:// address is printed in the
 * log), for measuring the server's retained heap (tests/reliability/memory.ts).
 */
export async function startSite(env: NodeJS.ProcessEnv, options: { inspect?: boolean } = {}): Promise<RunningSite> {
  const port = await freePort();
  // No -H 127.0.0.1: with it, every request the middleware rewrites fails (DESIGN 'Known traps').
  const child = spawn(process.execPath, [...(options.inspect ? ['--inspect=127.0.0.1:0'] : []), serveScript, '-p', String(port)], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log.slice(-2000)}`);
    try {
      const response = await fetch(`${url}/build.txt`);
      if (response.ok) return { url, child, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start did not answer within 60 s:\n${log.slice(-2000)}`);
}
