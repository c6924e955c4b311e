import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';

// `npm run bench`: builds and starts the site with the sandbox (scripts/start.ts, its own ports
// and build dir), then prints
//  - the JavaScript a content page loads (gzip bytes, the sum of its <script src> files), and
//  - requests per second of one cached content page under `next start`, against a baseline in
//    the same minute: a bare Node server answering the same bytes (the ceiling for this machine).
// Ratios, not absolute numbers, are what to compare between runs: the machine is shared.

const root = path.resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const BASELINE_PORT = PORT + 1;
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4201);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PAGES = ['/about-us', '/appeal/gaza-emergency', '/'];
const origin = `http://127.0.0.1:${PORT}`;

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function firstLoadJs(page: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(origin + page)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: sources.length, raw, gzip };
}

async function requestsPerSecond(url: string): Promise<{ rps: number; p99: number; non2xx: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { host: `localhost:${PORT}` } });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  console.log(`Starting the site on ${origin} (build in .next-bench if needed)…`);
  const site = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), NEXT_DIST_DIR: '.next-bench', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(site);
  await waitFor(`${origin}/robots.txt`, 600_000);

  console.log('\nJavaScript a page loads (every <script src>, gzip -6):');
  for (const page of PAGES) {
    const js = await firstLoadJs(page);
    console.log(`  ${page.padEnd(24)} ${String(js.files).padStart(2)} files  ${kb(js.raw).padStart(9)} raw  ${kb(js.gzip).padStart(8)} gzip`);
  }

  const page = PAGES[0]!;
  const res = await fetch(origin + page);
  const body = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get('content-type') ?? 'text/html';
  // Baseline: the same bytes from a bare Node http server in a child process.
  const baselineScript = `require('http').createServer((q,r)=>{r.writeHead(200,{'content-type':${JSON.stringify(contentType)},'content-length':${body.length}});r.end(b)}).listen(${BASELINE_PORT},'127.0.0.1');const b=Buffer.from(${JSON.stringify(body.toString('base64'))},'base64')`;
  const baseline = spawn(process.execPath, ['-e', baselineScript], { stdio: 'inherit' });
  children.push(baseline);
  await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`, 10_000);

  for (let i = 0; i < 20; i++) await fetch(origin + page); // warm
  console.log(`\nThroughput of ${page} (${body.length} bytes, ${CONNECTIONS} connections, ${DURATION} s each):`);
  const site1 = await requestsPerSecond(origin + page);
  const base = await requestsPerSecond(`http://127.0.0.1:${BASELINE_PORT}/`);
  console.log(`  next start:          ${site1.rps.toFixed(0).padStart(6)} req/s   p99 ${site1.p99} ms   non-2xx ${site1.non2xx}`);
  console.log(`  same bytes, bare node ${base.rps.toFixed(0).padStart(5)} req/s   p99 ${base.p99} ms`);
  console.log(`  ratio next/baseline: ${(site1.rps / base.rps).toFixed(2)}`);
  stopAll();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
