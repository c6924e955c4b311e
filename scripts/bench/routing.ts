import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { sandboxTurnstileEnv } from '../../sandbox/turnstile';
import { measure, median, root, track, type Throughput } from './support';

// `npm run bench:routing` (issue 32): does routing scale to a real CMS? The same sources built
// and served twice, against today's seed and against the seed plus BENCH_SYNTHETIC_PATHS
// (default 100,000) generated pages (sandbox SANDBOX_SYNTHETIC_PATHS). For each: the build's
// time (content-sync's route table and `next build`, from an empty build directory), the
// middleware's size (its files in the build's middleware-manifest.json), the pages
// pre-rendered, the cold start (`next start` to the first 200 of a page through the
// middleware), and a cached page view's throughput (autocannon, ROUNDS rounds, median). The
// 100,000-path site also shows a page the build did not pre-render: its first view (rendered
// then, ISR) and its cached views. What the middleware costs against no middleware at all is
// `npm run bench:edge`'s question. Builds are slow: expect 15 minutes or more on 2 cores.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC_PATHS ?? 100_000);
const BASE_PORT = Number(process.env.BENCH_ROUTING_PORT ?? 3231);
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

interface Result {
  paths: { main: number; gifts: number };
  shards: string;
  prerendered: number;
  buildSeconds: number;
  middleware: { files: number; bytes: number };
  coldStartMs: number;
  page: Throughput[];
  tail?: { firstMs: number; cached: Throughput[] };
}

function env(s: Scenario, sandbox: Sandbox): NodeJS.ProcessEnv {
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
    // Production must pass the launch check: a card key (no checkout is opened here) and the sandbox's captcha stand-in.
    APP_ENV: 'production',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_benchRoutingKey001',
    ...sandboxTurnstileEnv(s.sandboxPort),
  };
}

/** The child's output goes to a file in the temporary directory (named when the bench starts it). */
function run(args: string[], environment: NodeJS.ProcessEnv, logName: string): ChildProcess {
  const file = path.join(tmpdir(), `bench-routing-${logName}.log`);
  console.log(`  (output: ${file})`);
  const out = openSync(file, 'w');
  return track(spawn(process.execPath, args, { cwd: root, env: environment, stdio: ['ignore', out, out] }));
}

const exited = (child: ChildProcess) => new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));

/** The middleware's files as the build lists them, and their bytes. */
function middlewareSize(distDir: string): Result['middleware'] {
  const manifest = JSON.parse(readFileSync(path.join(root, distDir, 'server', 'middleware-manifest.json'), 'utf8')) as { middleware: Record<string, { files: string[] }> };
  const files = [...new Set(Object.values(manifest.middleware).flatMap((m) => m.files))];
  if (files.length === 0) throw new Error(`no middleware in ${distDir}`);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(path.join(root, distDir, file)).size, 0) };
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

async function bench(s: Scenario): Promise<Result> {
  console.log(`\n[${s.label}] sandbox on :${s.sandboxPort}, site on :${s.port} (${s.distDir})`);
  const sandbox = await startSandbox({ port: s.sandboxPort, country: 'IE', dataDir: null, siteUrl: `http://localhost:${s.port}`, revalidateSecret: REVALIDATE_SECRET, controlToken: 'bench-sandbox-token', previewToken: 'bench-preview', syntheticPaths: s.synthetic });
  try {
    const environment = env(s, sandbox);
    rmSync(path.join(root, s.distDir), { recursive: true, force: true });
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
    try {
      const coldStartMs = await until200(`${origin}${PAGE}`, host, started);
      const shardCount = async (storefront: string) => {
        let n = 0;
        while ((await fetch(`${origin}/api/routing/known/${storefront}-${n}`)).ok) n++;
        return n;
      };
      const shards = `${await shardCount('main')} + ${await shardCount('gifts')}`;
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
      return {
        paths: { main: table.main.paths.length, gifts: table.gifts.paths.length },
        shards,
        prerendered: prerendered(s.distDir),
        buildSeconds,
        middleware: middlewareSize(s.distDir),
        coldStartMs,
        page,
        tail,
      };
    } finally {
      site.kill('SIGTERM');
      await exited(site).catch(() => undefined);
    }
  } finally {
    await sandbox.close();
  }
}

const rps = (t: Throughput[]) => `${median(t.map((x) => x.rps)).toFixed(0)} req/s, p99 ${median(t.map((x) => x.p99))} ms`;

function table(results: [Scenario, Result][]): void {
  const rows: [string, (r: Result) => string][] = [
    ['content paths (main + gifts)', (r) => `${r.paths.main.toLocaleString('en')} + ${r.paths.gifts.toLocaleString('en')}`],
    ['path shards (main + gifts)', (r) => r.shards],
    ['pages pre-rendered (content, catalogue, steps)', (r) => r.prerendered.toLocaleString('en')],
    ['build (route table + next build)', (r) => `${r.buildSeconds.toFixed(0)} s`],
    ['middleware bundle', (r) => `${(r.middleware.bytes / 1024).toFixed(1)} KB in ${r.middleware.files} files`],
    ['cold start (next start → first 200)', (r) => `${(r.coldStartMs / 1000).toFixed(2)} s`],
    [`cached ${PAGE} (median of ${ROUNDS})`, (r) => rps(r.page)],
    [`${TAIL_PAGE} first view (not pre-rendered)`, (r) => (r.tail ? `${r.tail.firstMs.toFixed(0)} ms` : '–')],
    [`${TAIL_PAGE} cached`, (r) => (r.tail ? rps(r.tail.cached) : '–')],
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
  const results: [Scenario, Result][] = [];
  for (const s of SCENARIOS) results.push([s, await bench(s)]);
  table(results);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
