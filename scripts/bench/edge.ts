import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { sandboxTurnstileEnv } from '../../sandbox/turnstile';
import { median, measure, root, startSite, stopAll, waitFor, type Throughput } from './support';

// `npm run bench:edge`: what the middleware costs a page view, and how fast an edit goes live.
// Two builds of the same sources: one with middleware.ts (every request routed by
// routing/decide.ts), one with it moved aside while building (the middleware bypassed: the
// same static page is then reached by its route-tree path, /main/about-us). Both serve at once
// on 127.0.0.1; a plain cached content page, and the same page with `?source=` (the
// attribution cookie), are loaded from each in alternation (3 rounds), and the medians
// compared. Then a page is edited in the sandbox (whose editing endpoint calls the webhook)
// and polled until the new text is served, and a redirect is added to a pre-rendered page and
// polled until it answers.
//
// While the second build runs, middleware.ts is renamed to middleware.ts.bench-off (restored
// in every case, even on Ctrl-C): do not build anything else from this checkout meanwhile.

const WITH = { port: 3211, sandboxPort: 4211, distDir: '.next-bench-edge' };
const WITHOUT = { port: 3221, sandboxPort: 4221, distDir: '.next-bench-plain' };
const PAGE = '/about-us';
const SOURCE_QUERY = '?source=3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';
const REDIRECTED_PAGE = '/safeguarding';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SANDBOX_TOKEN = 'bench-sandbox-token';
const REVALIDATE_SECRET = 'bench-revalidate-secret-bench-revalidate';
// Production must pass the launch check (scripts/launch-check.ts): a card key (no checkout is
// opened here) and the sandbox's captcha stand-in for the seed's captcha_card.
const env = { DEFAULT_COUNTRY: 'IE', SANDBOX_TOKEN, REVALIDATE_SECRET, BACKEND_URL: '', MAIN_HOSTS: 'localhost,127.0.0.1', GIFTS_HOSTS: 'gifts.localhost', APP_ENV: 'production', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_benchEdgeKey0001' };

// The middleware and its test (which imports it, and would fail the build's type check alone).
const MOVED = ['middleware.ts', 'middleware.test.ts'].map((file) => path.join(root, file));
const aside = (file: string) => `${file}.bench-off`;
function restoreMiddleware() {
  for (const file of MOVED) if (existsSync(aside(file)) && !existsSync(file)) renameSync(aside(file), file);
}
process.on('exit', restoreMiddleware);

async function startWithoutMiddleware() {
  for (const file of MOVED) renameSync(file, aside(file));
  try {
    // The build marker must differ from the other build's, or start.ts would reuse nothing.
    await startSite({ ...WITHOUT, env: { ...env, ...sandboxTurnstileEnv(WITHOUT.sandboxPort), SANDBOX_DATA_DIR: '.data/bench-plain' } });
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

async function webhookToRedirect(origin: string, sandboxOrigin: string): Promise<number> {
  const headers = { 'content-type': 'application/json', 'x-sandbox-token': SANDBOX_TOKEN };
  const settings = (await (await fetch(`${sandboxOrigin}/site-settings?storefront=main&consumerId=bench`)).json()) as { redirects: unknown[] };
  const started = performance.now();
  const edit = await fetch(`${sandboxOrigin}/_sandbox/content`, { method: 'POST', headers, body: JSON.stringify({ storefront: 'main', settings: { redirects: [...settings.redirects, { from: REDIRECTED_PAGE, to: PAGE, status: 307 }] } }) });
  if (!edit.ok) throw new Error(`sandbox edit answered ${edit.status}`);
  try {
    for (;;) {
      const response = await fetch(`${origin}${REDIRECTED_PAGE}`, { headers: { host: `localhost:${WITH.port}` }, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 307) return performance.now() - started;
      if (performance.now() - started > 30_000) throw new Error('the redirect was not live within 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await fetch(`${sandboxOrigin}/_sandbox/content`, { method: 'POST', headers, body: JSON.stringify({ storefront: 'main', settings: { redirects: settings.redirects } }) });
  }
}

async function compare(label: string, withUrl: string, withoutUrl: string): Promise<void> {
  console.log(`\n${label}, ${ROUNDS} alternating rounds:`);
  const withRules: Throughput[] = [];
  const bypassed: Throughput[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const a = await measure(withUrl, `localhost:${WITH.port}`);
    const b = await measure(withoutUrl, `localhost:${WITHOUT.port}`);
    withRules.push(a);
    bypassed.push(b);
    console.log(`  round ${round}  middleware: ${fmt(a)}   bypassed: ${fmt(b)}`);
  }
  const a = median(withRules.map((t) => t.rps));
  const b = median(bypassed.map((t) => t.rps));
  console.log(`  median req/s   middleware ${a.toFixed(0)}   bypassed ${b.toFixed(0)}   ratio ${(a / b).toFixed(2)}`);
  console.log(`  median p99     middleware ${median(withRules.map((t) => t.p99))} ms   bypassed ${median(bypassed.map((t) => t.p99))} ms`);
}

async function main() {
  console.log(`Building and starting the site without middleware on :${WITHOUT.port} (${WITHOUT.distDir})…`);
  await startWithoutMiddleware();
  console.log(`Building and starting the site with every edge rule on :${WITH.port} (${WITH.distDir})…`);
  await startSite({ ...WITH, env: { ...env, ...sandboxTurnstileEnv(WITH.sandboxPort), SANDBOX_DATA_DIR: '.data/bench-edge' } });

  const withUrl = `http://127.0.0.1:${WITH.port}${PAGE}`;
  const withoutUrl = `http://127.0.0.1:${WITHOUT.port}/main${PAGE}`;
  for (const [url, port] of [[withUrl, WITH.port], [withoutUrl, WITHOUT.port]] as const) {
    await waitFor(url, 60_000, { host: `localhost:${port}` });
    for (let i = 0; i < 20; i++) await fetch(url, { headers: { host: `localhost:${port}` } });
  }
  // The middleware runs in one build and not in the other: the attribution cookie.
  const cookie = async (url: string, port: number) => (await fetch(`${url}${SOURCE_QUERY}`, { headers: { host: `localhost:${port}` } })).headers.get('set-cookie');
  if (!(await cookie(withUrl, WITH.port)) || (await cookie(withoutUrl, WITHOUT.port))) throw new Error('the middleware must run in the build with it, and only there');

  await compare(`A plain cached page view of ${PAGE}`, withUrl, withoutUrl);
  await compare(`The same page with ${SOURCE_QUERY} (the middleware sets the attribution cookie)`, `${withUrl}${SOURCE_QUERY}`, `${withoutUrl}${SOURCE_QUERY}`);

  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(await webhookToFresh(`http://127.0.0.1:${WITH.port}`, `http://127.0.0.1:${WITH.sandboxPort}`));
  console.log(`\nWebhook to fresh page (sandbox edit → webhook → first response with the new title): ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
  const redirects: number[] = [];
  for (let i = 0; i < 3; i++) {
    redirects.push(await webhookToRedirect(`http://127.0.0.1:${WITH.port}`, `http://127.0.0.1:${WITH.sandboxPort}`));
    await new Promise((r) => setTimeout(r, 2_000)); // the removal is live before the next round
  }
  console.log(`Webhook to redirect live (a redirect added on the pre-rendered ${REDIRECTED_PAGE} → first 307): ${redirects.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
  stopAll();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  restoreMiddleware();
  stopAll();
  process.exit(1);
});
