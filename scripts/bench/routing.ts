import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { sandboxTurnstileEnv } from '../../sandbox/turnstile';
import { inspectorUrl, settledHeap, writeHeapSnapshot } from '../../tests/reliability/memory';
import { measure, median, root, track, type Throughput } from './support';

// `npm run bench:routing` (issues 32 and 38): does routing scale to a real CMS? The same
// sources built and served twice, against today's seed and against the seed plus
// BENCH_SYNTHETIC_PATHS (default 100,000) generated pages (sandbox SANDBOX_SYNTHETIC_PATHS).
// For each: the build's time (content-sync's route table and `next build`, from an empty build
// directory), the middleware's size (its files in the build's manifests), the pages
// pre-rendered, the cold start (`next start` to the first 200 of a page through the
// middleware), and a cached page view's throughput (autocannon, ROUNDS rounds, median). The
// 100,000-path site also shows a page the build did not pre-render (its first view, then
// cached), and then the cold sweep (issue 38): the server is restarted, and BENCH_SWEEP_PATHS
// (20,000) distinct paths are requested once each, BENCH_SWEEP_CONNECTIONS (32) at a time, each
// connection a client of its own: half real pages of the 100,000 (most never rendered), half
// junk under every prefix. It prints the 5xx, the backend calls and the site's calls to itself
// (counted in the server by tests/support/request-log.mjs), p50/p99 and the server's peak
// RSS, and its retained heap (BENCH_HEAP_SNAPSHOT=<file> also writes a heap snapshot after
// the sweep). Builds are slow: expect 15 minutes or more on 2 cores.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC_PATHS ?? 100_000);
const SWEEP = Number(process.env.BENCH_SWEEP_PATHS ?? 20_000);
const SWEEP_CONNECTIONS = Number(process.env.BENCH_SWEEP_CONNECTIONS ?? 32);
const BASE_PORT = Number(process.env.BENCH_ROUTING_PORT ?? 3231);
/** Where to write the server's heap snapshot after the sweep (for Chrome's memory panel), if anywhere. */
const HEAP_SNAPSHOT = process.env.BENCH_HEAP_SNAPSHOT;
const PAGE = '/about-us';
const TAIL_PAGE = `/synthetic/page-${Math.max(1, Math.floor(SYNTHETIC * 0.9))}`;
const REVALIDATE_SECRET = 'bench-revalidate-secret-bench-revalidate';

interface Scenario {
  label: string;
  synthetic: number;
  port: number;
  sandboxPort: number;
  distDir: string;
}

const SCENARIOS: Scenario[] = [
  { label: 'seed', synthetic: 0, port: BASE_PORT, sandboxPort: BASE_PORT + 1000, distDir: '.next-bench-routing-seed' },
  { label: `seed + ${SYNTHETIC.toLocaleString('en')}`, synthetic: SYNTHETIC, port: BASE_PORT + 10, sandboxPort: BASE_PORT + 1010, distDir: '.next-bench-routing-synthetic' },
];

interface Sweep {
  paths: number;
  seconds: number;
  statuses: Record<'real' | 'junk', Record<number, number>>;
  backendCalls: { router: number; other: number };
  selfCalls: number;
  distinctJunk: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  /** Retained JavaScript heap after a full collection: after the start, half the sweep, all of it. */
  heapMb: [number, number, number];
}

interface Result {
  paths: { main: number; gifts: number };
  prerendered: number;
  buildSeconds: number;
  middleware: { files: number; bytes: number };
  coldStartMs: number;
  page: Throughput[];
  tail?: { firstMs: number; cached: Throughput[] };
  sweep?: Sweep;
}

function env(s: Scenario, sandbox: Sandbox, requestLog?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DEFAULT_COUNTRY: 'IE',
    PORT: String(s.port),
    NEXT_DIST_DIR: s.distDir,
    BACKEND_URL: sandbox.url,
    REVALIDATE_SECRET,
    MAIN_HOSTS: 'localhost,127.0.0.1',
    GIFTS_HOSTS: 'gifts.localhost',
    // The sweep's connections are clients of their own, named by this machine as a proxy would.
    CLIENT_ADDRESS_FROM: 'x-forwarded-for',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // Production must pass the launch check: a card key (no checkout is opened here) and the sandbox's captcha stand-in.
    APP_ENV: 'production',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_benchRoutingKey001',
    ...sandboxTurnstileEnv(s.sandboxPort),
    ...(requestLog ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.join(root, 'tests', 'support', 'request-log.mjs')).href}`.trim(), SITE_REQUEST_LOG: requestLog } : {}),
  };
}

/** The child's output goes to a file in the temporary directory (named when the bench starts it). */
function run(args: string[], environment: NodeJS.ProcessEnv, logName: string): ChildProcess {
  const file = path.join(tmpdir(), `bench-routing-${logName}.log`);
  console.log(`  (output: ${file})`);
  const out = openSync(file, 'w');
  return track(spawn(process.execPath, args, { cwd: root, env: environment, stdio: ['ignore', out, out] }));
}

const exited = (child: ChildProcess) => new Promise<number>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code ?? 1))));

/** The middleware's files as the build lists them (edge or Node runtime), and their bytes. */
function middlewareSize(distDir: string): Result['middleware'] {
  const server = path.join(root, distDir, 'server');
  const manifest = JSON.parse(readFileSync(path.join(server, 'middleware-manifest.json'), 'utf8')) as { middleware: Record<string, { files: string[] }> };
  let files = [...new Set(Object.values(manifest.middleware).flatMap((m) => m.files))].map((file) => path.join(root, distDir, file));
  // A Node-runtime middleware is server/middleware.js and the chunks its trace names.
  if (files.length === 0 && existsSync(path.join(server, 'middleware.js.nft.json'))) {
    const traced = JSON.parse(readFileSync(path.join(server, 'middleware.js.nft.json'), 'utf8')) as { files: string[] };
    files = [path.join(server, 'middleware.js'), ...traced.files.map((f) => path.resolve(server, f)).filter((f) => f.startsWith(path.join(root, distDir)))];
  }
  if (files.length === 0) throw new Error(`no middleware in ${distDir}`);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0) };
}

function prerendered(distDir: string): number {
  const manifest = JSON.parse(readFileSync(path.join(root, distDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes).filter((route) => /^\/(main|gifts)\//.test(route) && !route.includes('/http-status/')).length;
}

/** Milliseconds until `url` answers 200 (through the middleware: the Host is a storefront's). */
async function until200(url: string, host: string, started: number, timeoutMs = 120_000): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url, { headers: { host } });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resident memory of a process and its children (Linux's /proc), in bytes. */
function treeRss(pid: number): number {
  const rss = (p: number) => {
    try {
      return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((t) => readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all.reduce((sum, p) => sum + rss(p), 0);
}

/** A deterministic shuffle (the same sweep every run). */
function shuffled<T>(items: T[], seed = 38): T[] {
  const out = [...items];
  let state = seed;
  const random = () => ((state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Junk under every prefix a crawler tries: plain, the knowledge hub, the term listings, amount steps, the catalogue's names. */
function junkPath(i: number): string {
  const tag = `${i.toString(36)}-${((i * 2_654_435_761) >>> 0).toString(36)}`;
  return [`/junk-${tag}`, `/knowledge-hub/junk-${tag}`, `/content/country/junk-${tag}`, `/appeal/junk-${tag}/single`, `/news/junk-${tag}`, `/wp-admin/${tag}.php`][i % 6]!;
}

async function sweep(s: Scenario, sandbox: Sandbox, realPaths: string[]): Promise<Sweep> {
  const requestLog = path.join(tmpdir(), `bench-routing-requests-${s.port}.jsonl`);
  const environment = env(s, sandbox, requestLog);
  // The inspector measures the retained heap (resident memory follows V8's lazy collection).
  environment.NODE_OPTIONS = `${environment.NODE_OPTIONS} --inspect=127.0.0.1:0`;
  const site = run([path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(s.port)], environment, `${s.distDir.slice(1)}-sweep`);
  const siteLog = path.join(tmpdir(), `bench-routing-${s.distDir.slice(1)}-sweep.log`);
  const host = `localhost:${s.port}`;
  const origin = `http://127.0.0.1:${s.port}`;
  try {
    // Up: /build.txt asks no router and renders no page.
    for (let ready = false; !ready; await new Promise((r) => setTimeout(r, 50))) ready = await fetch(`${origin}/build.txt`).then((r) => r.ok, () => false);
    const loggedBefore = readFileSync(requestLog, 'utf8').split('\n').filter(Boolean).length;
    const real = shuffled(realPaths).slice(0, SWEEP / 2);
    const junk = Array.from({ length: SWEEP - real.length }, (_, i) => junkPath(i));
    const queue = shuffled([...real.map((p) => ({ path: p, kind: 'real' as const })), ...junk.map((p) => ({ path: p, kind: 'junk' as const }))]);
    const statuses: Sweep['statuses'] = { real: {}, junk: {} };
    const latencies: number[] = [];
    const inspector = inspectorUrl(readFileSync(siteLog, 'utf8'));
    if (!inspector) throw new Error(`no inspector address in ${siteLog}`);
    const heap = async () => (await settledHeap(inspector)) / 1024 / 1024;
    const heapMb: Sweep['heapMb'] = [await heap(), 0, 0];
    let peak = treeRss(site.pid!);
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(site.pid!))), 250);
    let seconds = 0;
    let next = 0;
    // In two halves, the retained heap measured after each (a quiet moment between).
    const half = async (end: number) => {
      const started = performance.now();
      await Promise.all(
        Array.from({ length: SWEEP_CONNECTIONS }, async (_, worker) => {
          for (let item = next < end ? queue[next++] : undefined; item; item = next < end ? queue[next++] : undefined) {
            const t = performance.now();
            let status = 0;
            try {
              const response = await fetch(`${origin}${item.path}`, { headers: { host, 'x-forwarded-for': `198.51.100.${worker + 1}` }, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
              await response.arrayBuffer();
              status = response.status;
            } catch {
              status = 599; // no answer at all
            }
            latencies.push(performance.now() - t);
            statuses[item.kind][status] = (statuses[item.kind][status] ?? 0) + 1;
          }
        }),
      );
      seconds += (performance.now() - started) / 1000;
    };
    await half(Math.floor(queue.length / 2));
    heapMb[1] = await heap();
    await half(queue.length);
    heapMb[2] = await heap();
    if (HEAP_SNAPSHOT) {
      await writeHeapSnapshot(inspector, HEAP_SNAPSHOT);
      console.log(`[${s.label}] heap snapshot after the sweep: ${HEAP_SNAPSHOT}`);
    }
    clearInterval(sampler);
    peak = Math.max(peak, treeRss(site.pid!));
    const logged = readFileSync(requestLog, 'utf8').split('\n').filter(Boolean).slice(loggedBefore).map((line) => JSON.parse(line) as { dir: string; url: string });
    const out = logged.filter((entry) => entry.dir === 'out');
    const backend = out.filter((entry) => entry.url.startsWith(sandbox.url));
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
    return {
      paths: queue.length,
      seconds,
      statuses,
      backendCalls: { router: backend.filter((entry) => entry.url.includes('/decoupled-router')).length, other: backend.filter((entry) => !entry.url.includes('/decoupled-router')).length },
      selfCalls: out.filter((entry) => new URL(entry.url).port === String(s.port)).length,
      distinctJunk: junk.length,
      p50: at(0.5),
      p99: at(0.99),
      peakRssMb: peak / 1024 / 1024,
      heapMb,
    };
  } finally {
    site.kill('SIGTERM');
    await exited(site);
    rmSync(requestLog, { force: true });
  }
}

async function bench(s: Scenario): Promise<Result> {
  console.log(`\n[${s.label}] sandbox on :${s.sandboxPort}, site on :${s.port} (${s.distDir})`);
  const sandbox = await startSandbox({ port: s.sandboxPort, country: 'IE', dataDir: null, siteUrl: `http://localhost:${s.port}`, revalidateSecret: REVALIDATE_SECRET, controlToken: 'bench-sandbox-token', previewToken: 'bench-preview', syntheticPaths: s.synthetic });
  try {
    const environment = env(s, sandbox);
    if (!process.env.BENCH_REUSE_BUILD) rmSync(path.join(root, s.distDir), { recursive: true, force: true });
    console.log(`[${s.label}] building…`);
    const buildStarted = performance.now();
    const code = await exited(run(['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), '--build-only'], environment, `${s.distDir.slice(1)}-build`));
    if (code !== 0) throw new Error(`the build for ${s.label} failed (exit ${code})`);
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    const table = JSON.parse(readFileSync(path.join(root, '.content-sync', `${s.distDir}.route-table.json`), 'utf8')) as { main: { paths: string[] }; gifts: { paths: string[] } };

    console.log(`[${s.label}] starting…`);
    const started = performance.now();
    const site = run([path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(s.port)], environment, `${s.distDir.slice(1)}-start`);
    const host = `localhost:${s.port}`;
    const origin = `http://127.0.0.1:${s.port}`;
    let result: Result;
    try {
      const coldStartMs = await until200(`${origin}${PAGE}`, host, started);
      for (let i = 0; i < 20; i++) await (await fetch(`${origin}${PAGE}`, { headers: { host } })).arrayBuffer();
      const page: Throughput[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        page.push(await measure(`${origin}${PAGE}`, host));
        console.log(`[${s.label}] ${PAGE} round ${round}: ${page.at(-1)!.rps.toFixed(0)} req/s, p99 ${page.at(-1)!.p99} ms, non-2xx ${page.at(-1)!.non2xx}`);
      }
      let tail: Result['tail'];
      if (s.synthetic > 0) {
        const firstMs = await until200(`${origin}${TAIL_PAGE}`, host, performance.now());
        for (let i = 0; i < 20; i++) await (await fetch(`${origin}${TAIL_PAGE}`, { headers: { host } })).arrayBuffer();
        const cached: Throughput[] = [];
        for (let round = 1; round <= ROUNDS; round++) {
          cached.push(await measure(`${origin}${TAIL_PAGE}`, host));
          console.log(`[${s.label}] ${TAIL_PAGE} round ${round}: ${cached.at(-1)!.rps.toFixed(0)} req/s, p99 ${cached.at(-1)!.p99} ms, non-2xx ${cached.at(-1)!.non2xx}`);
        }
        tail = { firstMs, cached };
      }
      result = { paths: { main: table.main.paths.length, gifts: table.gifts.paths.length }, prerendered: prerendered(s.distDir), buildSeconds, middleware: middlewareSize(s.distDir), coldStartMs, page, tail };
    } finally {
      site.kill('SIGTERM');
      await exited(site);
    }
    if (s.synthetic > 0 && SWEEP > 0) {
      console.log(`[${s.label}] restarted for the cold sweep of ${SWEEP.toLocaleString('en')} paths…`);
      result.sweep = await sweep(s, sandbox, table.main.paths.filter((p) => p.startsWith('/synthetic/')));
      const { statuses, backendCalls, selfCalls, seconds } = result.sweep;
      console.log(`[${s.label}] sweep: ${seconds.toFixed(0)} s, real ${JSON.stringify(statuses.real)}, junk ${JSON.stringify(statuses.junk)}, backend calls ${JSON.stringify(backendCalls)}, self-calls ${selfCalls}`);
    }
    return result;
  } finally {
    await sandbox.close();
  }
}

const rps = (t: Throughput[]) => `${median(t.map((x) => x.rps)).toFixed(0)} req/s, p99 ${median(t.map((x) => x.p99))} ms`;
const fivexx = (counts: Record<number, number>) => Object.entries(counts).reduce((sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0), 0);
const histogram = (counts: Record<number, number>) => Object.entries(counts).map(([status, n]) => `${status} × ${n.toLocaleString('en')}`).join(', ');

function table(results: [Scenario, Result][]): void {
  const sweepRow = (cell: (s: Sweep) => string) => (r: Result) => (r.sweep ? cell(r.sweep) : '–');
  const rows: [string, (r: Result) => string][] = [
    ['content paths (main + gifts)', (r) => `${r.paths.main.toLocaleString('en')} + ${r.paths.gifts.toLocaleString('en')}`],
    ['pages pre-rendered (content, catalogue, steps)', (r) => r.prerendered.toLocaleString('en')],
    ['build (route table + next build)', (r) => `${r.buildSeconds.toFixed(0)} s`],
    ['middleware bundle', (r) => `${(r.middleware.bytes / 1024).toFixed(1)} KB in ${r.middleware.files} files`],
    ['cold start (next start → first 200)', (r) => `${(r.coldStartMs / 1000).toFixed(2)} s`],
    [`cached ${PAGE} (median of ${ROUNDS})`, (r) => rps(r.page)],
    [`${TAIL_PAGE} first view (not pre-rendered)`, (r) => (r.tail ? `${r.tail.firstMs.toFixed(0)} ms` : '–')],
    [`${TAIL_PAGE} cached`, (r) => (r.tail ? rps(r.tail.cached) : '–')],
    [`cold sweep after a restart: ${SWEEP.toLocaleString('en')} distinct paths, ${SWEEP_CONNECTIONS} clients`, sweepRow((s) => `${s.seconds.toFixed(0)} s`)],
    ['  real pages: answers', sweepRow((s) => histogram(s.statuses.real))],
    ['  junk: answers', sweepRow((s) => histogram(s.statuses.junk))],
    ['  5xx (real pages / junk)', sweepRow((s) => `${fivexx(s.statuses.real)} / ${fivexx(s.statuses.junk)}`)],
    ['  backend calls: router / other (distinct junk paths)', sweepRow((s) => `${s.backendCalls.router.toLocaleString('en')} / ${s.backendCalls.other.toLocaleString('en')} (${s.distinctJunk.toLocaleString('en')})`)],
    ['  calls of the site to itself', sweepRow((s) => String(s.selfCalls))],
    ['  latency p50 / p99', sweepRow((s) => `${s.p50} / ${s.p99} ms`)],
    ['  peak RSS of the server', sweepRow((s) => `${s.peakRssMb.toFixed(0)} MB`)],
    [`  retained heap: start → ${Math.floor(SWEEP / 2).toLocaleString('en')} → ${SWEEP.toLocaleString('en')} paths`, sweepRow((s) => s.heapMb.map((mb) => `${mb.toFixed(0)} MB`).join(' → '))],
  ];
  const header = ['', ...results.map(([s]) => s.label)];
  const body = rows.map(([name, cell]) => [name, ...results.map(([, r]) => cell(r))]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${body.map(line).join('\n')}`);
  const [seed, big] = results.map(([, r]) => r);
  if (seed && big) {
    console.log(`\nMiddleware size ${big.middleware.bytes === seed.middleware.bytes ? 'identical' : `differs by ${big.middleware.bytes - seed.middleware.bytes} bytes`}; cached ${PAGE} throughput ratio (large / seed): ${(median(big.page.map((t) => t.rps)) / median(seed.page.map((t) => t.rps))).toFixed(2)}.`);
  }
}

async function main() {
  const only = process.env.BENCH_ONLY; // 'seed' or 'synthetic': one scenario
  const results: [Scenario, Result][] = [];
  for (const s of SCENARIOS) if (!only || s.distDir.endsWith(only)) results.push([s, await bench(s)]);
  table(results);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
