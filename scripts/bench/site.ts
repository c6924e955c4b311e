import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { CONNECTIONS, DURATION, measure, startSite, stopAll, track, waitFor } from './support';

// `npm run bench`: builds and starts the site with the sandbox (scripts/start.ts, its own ports
// and build dir), then prints
//  - the JavaScript a content page loads (gzip bytes, the sum of its <script src> files), and
//  - requests per second of one cached content page under `next start`, against a baseline in
//    the same minute: a bare Node server answering the same bytes (the ceiling for this machine).
// Ratios, not absolute numbers, are what to compare between runs: the machine is shared.

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const BASELINE_PORT = PORT + 1;
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4201);
const PAGES = ['/about-us', '/appeal/gaza-emergency', '/'];
const origin = `http://127.0.0.1:${PORT}`;

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

const requestsPerSecond = (url: string) => measure(url, `localhost:${PORT}`);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  console.log(`Starting the site on ${origin} (build in .next-bench if needed)…`);
  await startSite({ port: PORT, sandboxPort: SANDBOX_PORT, distDir: '.next-bench' });

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
  track(spawn(process.execPath, ['-e', baselineScript], { stdio: 'inherit' }));
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
