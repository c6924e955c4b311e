import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONNECTIONS, DURATION, measure, root, startSite, stopAll, track, waitFor } from './support';

// `npm run bench`: builds and starts the site with the sandbox (scripts/start.ts, its own ports
// and build dir), then prints
//  - the JavaScript a page loads (gzip bytes, the sum of its <script src> files but the noModule
//    polyfills a browser with modules skips): content pages,
//    donation steps and gifts pages, and
//  - requests per second of one cached content page under `next start`, against a baseline in
//    the same minute: a bare Node server answering the same bytes (the ceiling for this machine).
// Ratios, not absolute numbers, are what to compare between runs: the machine is shared.
// BENCH_JS_ONLY=1 stops after the JavaScript sizes.

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const BASELINE_PORT = PORT + 1;
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4201);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
const PAGES = ['/about-us', '/appeal/gaza-emergency', '/'];
/** The other page types' first load: a donation step and the gifts shop (its own host). */
const MORE_PAGES = [
  { page: '/donate/single/checkout', host: 'localhost' },
  { page: '/donate/single/checkout/payment', host: 'localhost' },
  { page: '/', host: 'gifts.localhost' },
  { page: '/gifts/goat', host: 'gifts.localhost' },
  { page: '/checkout', host: 'gifts.localhost' },
];
const origin = `http://127.0.0.1:${PORT}`;

/** A page's HTML as `host` serves it (fetch() cannot set the Host header). */
function html(page: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(origin + page, { headers: { host: `${host}:${PORT}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`${host}${page}: HTTP ${res.statusCode}`))));
    }).on('error', reject);
  });
}

/** react-hook-form's minified code keeps this option name: a page that ships the form library. */
const FORM_LIBRARY = 'shouldUnregister';

/**
 * The framework's share: the chunks every page of the App Router loads (the build manifest's
 * rootMainFiles: React DOM, Next's router and client runtime, Turbopack's runtime). The rest of
 * a page's JavaScript is the site's own code and the libraries it chose.
 */
function frameworkFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(root, DIST_DIR, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
}

async function firstLoadJs(page: string, host = 'localhost'): Promise<{ files: number; raw: number; gzip: number; framework: number; formLibrary: boolean }> {
  const framework = frameworkFiles();
  const body = await html(page, host);
  // noModule scripts (Next's legacy polyfills) are fetched only by browsers without modules.
  const tags = [...body.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snoModule\b/i.test(m[0]));
  const sources = [...new Set(tags.map((m) => m[1]!))];
  let raw = 0;
  let gzip = 0;
  let frameworkGzip = 0;
  let formLibrary = false;
  for (const src of sources) {
    const script = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += script.length;
    const size = gzipSync(script).length;
    gzip += size;
    if (framework.has(new URL(src, origin).pathname)) frameworkGzip += size;
    formLibrary ||= script.includes(FORM_LIBRARY);
  }
  return { files: sources.length, raw, gzip, framework: frameworkGzip, formLibrary };
}

const requestsPerSecond = (url: string) => measure(url, `localhost:${PORT}`);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  console.log(`Starting the site on ${origin} (build in ${DIST_DIR} if needed)…`);
  await startSite({ port: PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR });

  console.log('\nJavaScript a page loads (every <script src> but noModule, gzip -6; framework: the chunks every page loads, React DOM and Next):');
  for (const page of PAGES) {
    const js = await firstLoadJs(page);
    console.log(`  ${page.padEnd(31)} ${String(js.files).padStart(2)} files  ${kb(js.raw).padStart(9)} raw  ${kb(js.gzip).padStart(8)} gzip (framework ${kb(js.framework)}, site ${kb(js.gzip - js.framework)})${js.formLibrary ? '  (form library)' : ''}`);
  }
  for (const { page, host } of MORE_PAGES) {
    const js = await firstLoadJs(page, host);
    const name = host === 'localhost' ? page : `${host}${page}`;
    console.log(`  ${name.padEnd(31)} ${String(js.files).padStart(2)} files  ${kb(js.raw).padStart(9)} raw  ${kb(js.gzip).padStart(8)} gzip (framework ${kb(js.framework)}, site ${kb(js.gzip - js.framework)})${js.formLibrary ? '  (form library)' : ''}`);
  }

  if (process.env.BENCH_JS_ONLY) {
    stopAll();
    process.exit(0);
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
