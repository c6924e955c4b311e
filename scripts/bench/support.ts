import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

// What the benchmarks share: starting the site (scripts/start.ts) on their own ports and build
// directory, waiting for it, measuring a URL with autocannon, and reading how busy the machine
// is (a quiet machine before a measured run, and its CPU steal during it).

export const root = path.resolve(import.meta.dirname, '..', '..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** A donor's answers to the checkout's steps, as a session holds them (bench:vitals, screenshots). */
export const BENCH_DONOR = {
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife@example.ie',
  address: { address_line1: '1 Main Street', address_line2: '', locality: 'Dublin', administrative_area: 'Dublin', postal_code: 'D02 X285' },
  contact_preferences: { email: 'allowed', whatsapp: 'not_asked', post: 'denied', phone: 'not_asked', sms: 'not_asked' },
  viewedPreferencesOptions: true,
  giftaid: false,
};

const children: ChildProcess[] = [];
export const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** Runs a bench's main function, stops what it started and exits with its code (1 on a throw). */
export function runBench(main: () => Promise<number>): void {
  main()
    .then((code) => {
      stopAll();
      process.exit(code);
    })
    .catch((error: unknown) => {
      console.error(error);
      stopAll();
      process.exit(1);
    });
}

export function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

export async function waitFor(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Whether nothing listens on `port` (any address). */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port);
  });
}

/** Starts scripts/start.ts (sandbox + build if needed + next start) and waits until it serves. */
export async function startSite(options: { port: number; sandboxPort: number; distDir: string; env?: Record<string, string> }): Promise<ChildProcess> {
  // Another checkout's site on the same port would answer the wait below, and be measured.
  for (const port of [options.port, options.sandboxPort]) {
    if (!(await portFree(port))) throw new Error(`Port ${port} is taken (another site or bench?): stop it, or move the bench with BENCH_PORT and BENCH_SANDBOX_PORT.`);
  }
  const site = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(options.port), SANDBOX_PORT: String(options.sandboxPort), NEXT_DIST_DIR: options.distDir, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  // /build.txt is served without the middleware too (bench:edge starts a build without it).
  // A site that stops first (a failed build) fails the bench at once, not after the wait.
  const stopped = new Promise<never>((_, reject) => site.once('exit', (code) => reject(new Error(`the site on :${options.port} stopped (exit ${code}) before it served`))));
  stopped.catch(() => undefined);
  await Promise.race([waitFor(`http://127.0.0.1:${options.port}/build.txt`, 900_000), stopped]);
  return site;
}

export interface Throughput {
  rps: number;
  p99: number;
  non2xx: number;
}

export async function measure(url: string, host: string): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { host } });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The machine's CPU time so far (clock ticks), from Linux's /proc/stat. */
export interface CpuTimes {
  total: number;
  idle: number;
  steal: number;
}

/** Null where /proc/stat is missing or unreadable (not Linux). */
export function cpuTimes(): CpuTimes | null {
  try {
    // cpu user nice system idle iowait irq softirq steal ...
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
    return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3]! + fields[4]!, steal: fields[7]! };
  } catch {
    return null;
  }
}

/** Busy and stolen shares of the CPUs between two readings, in per cent. */
export function cpuShares(from: CpuTimes | null, to: CpuTimes | null): { busy: number; steal: number } | null {
  if (!from || !to || to.total <= from.total) return null;
  const total = to.total - from.total;
  return { busy: Math.round((100 * (total - (to.idle - from.idle))) / total), steal: Math.round((100 * (to.steal - from.steal)) / total) };
}

/**
 * Waits until the CPUs have been at most `maxBusy` per cent busy over `windowMs`, for at most
 * `timeoutMs`: what the run before left running (a closed browser context's teardown, the
 * set-up page's last scripts, Lighthouse's own trace processing) must not land in the next
 * measured page load. Where /proc/stat is missing it returns at once.
 */
export async function settle({ maxBusy = 25, windowMs = 500, timeoutMs = 10_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const from = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const shares = cpuShares(from, cpuTimes());
    if (!shares || shares.busy <= maxBusy || Date.now() >= deadline) return;
  }
}
