import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { median, measure, root, startSite, stopAll, waitFor, type Throughput } from './support';

// `npm run bench:edge`: what the edge rules cost a plain page view, and how fast an edit goes
// live. Two builds of the same sources: one with middleware.ts (every edge rule active), one
// with it moved aside while building (the middleware bypassed). Both serve at once on
// 127.0.0.1; the same static content page is loaded from each in alternation (3 rounds), and
// the medians compared. Then a page is edited in the sandbox (whose editing endpoint calls the
// webhook) and polled until the new text is served.
//
// While the second build runs, middleware.ts is renamed to middleware.ts.bench-off (restored
// in every case, even on Ctrl-C): do not build anything else from this checkout meanwhile.

const WITH = { port: 3211, sandboxPort: 4211, distDir: '.next-bench-edge' };
const WITHOUT = { port: 3221, sandboxPort: 4221, distDir: '.next-bench-plain' };
const PAGE = '/about-us';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SANDBOX_TOKEN = 'bench-sandbox-token';
const REVALIDATE_SECRET = 'bench-revalidate-secret';
const env = { DEFAULT_COUNTRY: 'IE', SANDBOX_TOKEN, REVALIDATE_SECRET, BACKEND_URL: '', MAIN_HOSTS: 'localhost,127.0.0.1', GIFTS_HOSTS: 'gifts.localhost', APP_ENV: 'production' };

const middleware = path.join(root, 'middleware.ts');
const aside = `${middleware}.bench-off`;
function restoreMiddleware() {
  if (existsSync(aside) && !existsSync(middleware)) renameSync(aside, middleware);
}
process.on('exit', restoreMiddleware);

async function startWithoutMiddleware() {
  renameSync(middleware, aside);
  try {
    // The build marker must differ from the other build's, or start.ts would reuse nothing.
    await startSite({ ...WITHOUT, env: { ...env, SANDBOX_DATA_DIR: '.data/bench-plain' } });
  } finally {
    restoreMiddleware();
  }
}

const fmt = (t: Throughput) => `${t.rps.toFixed(0).padStart(6)} req/s  p99 ${String(t.p99).padStart(4)} ms  non-2xx ${t.non2xx}`;

async function webhookToFresh(origin: string, sandboxOrigin: string): Promise<number> {
  const route = (await (await fetch(`${sandboxOrigin}/decoupled-router?_format=json_recursive&path=${PAGE}&language=en&consumerId=bench`)).json()) as { content: { id: string } };
  const title = `Edited for the benchmark ${Date.now()}`;
  const started = performance.now();
  const edit = await fetch(`${sandboxOrigin}/_sandbox/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-token': SANDBOX_TOKEN },
    body: JSON.stringify({ entity_type: 'node', id: route.content.id, title }),
  });
  if (!edit.ok) throw new Error(`sandbox edit answered ${edit.status}`);
  for (;;) {
    const html = await (await fetch(`${origin}${PAGE}`, { headers: { host: `localhost:${WITH.port}` } })).text();
    if (html.includes(title)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error('the edited page was not served within 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  console.log(`Building and starting the site without middleware on :${WITHOUT.port} (${WITHOUT.distDir})…`);
  await startWithoutMiddleware();
  console.log(`Building and starting the site with every edge rule on :${WITH.port} (${WITH.distDir})…`);
  await startSite({ ...WITH, env: { ...env, SANDBOX_DATA_DIR: '.data/bench-edge' } });

  const withUrl = `http://127.0.0.1:${WITH.port}${PAGE}`;
  const withoutUrl = `http://127.0.0.1:${WITHOUT.port}${PAGE}`;
  for (const [url, port] of [[withUrl, WITH.port], [withoutUrl, WITHOUT.port]] as const) {
    await waitFor(url, 60_000, { host: `localhost:${port}` });
    for (let i = 0; i < 20; i++) await fetch(url, { headers: { host: `localhost:${port}` } });
  }
  // The middleware runs in one build and not in the other: the IE checkout's enforced policy.
  const policy = async (port: number) => (await fetch(`http://127.0.0.1:${port}/donate/single/checkout`, { headers: { host: `localhost:${port}` } })).headers.get('content-security-policy');
  if (!(await policy(WITH.port)) || (await policy(WITHOUT.port))) throw new Error('the middleware must run in the build with edge rules, and only there');

  console.log(`\nA plain page view of ${PAGE}, ${ROUNDS} alternating rounds:`);
  const withRules: Throughput[] = [];
  const bypassed: Throughput[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const a = await measure(withUrl, `localhost:${WITH.port}`);
    const b = await measure(withoutUrl, `localhost:${WITHOUT.port}`);
    withRules.push(a);
    bypassed.push(b);
    console.log(`  round ${round}  edge rules: ${fmt(a)}   bypassed: ${fmt(b)}`);
  }
  const a = median(withRules.map((t) => t.rps));
  const b = median(bypassed.map((t) => t.rps));
  console.log(`\n  median req/s   edge rules ${a.toFixed(0)}   bypassed ${b.toFixed(0)}   ratio ${(a / b).toFixed(2)} (target ≥ 0.90)`);
  console.log(`  median p99     edge rules ${median(withRules.map((t) => t.p99))} ms   bypassed ${median(bypassed.map((t) => t.p99))} ms`);

  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(await webhookToFresh(`http://127.0.0.1:${WITH.port}`, `http://127.0.0.1:${WITH.sandboxPort}`));
  console.log(`\nWebhook to fresh page (sandbox edit → webhook → first response with the new title): ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
  stopAll();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  restoreMiddleware();
  stopAll();
  process.exit(1);
});
