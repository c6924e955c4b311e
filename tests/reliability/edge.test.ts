import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordFigure, reliability } from './figures';
import { rawRequest, sendBody } from './http';
import { directoryBytes, settledHeap, treeRss } from './memory';
import { CONTROL_TOKEN } from '@/tests/support/sandbox';
import { ROUTER_QUESTIONS_PER_MINUTE } from '@/routing/ask';

// The edge (middleware.ts → routing/decide.ts) under hostile requests, over HTTP against the
// suite's build: generated paths, queries with every flag, hosts and cookies (no 5xx, no
// crash), the preview handler, and 20 s of junk URLs (memory levels off and
// disk stays put: junk neither renders nor caches a page).

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const HOSTS = ['localhost', 'gifts.localhost', 'LOCALHOST:3000', 'evil.example', 'localhost:1@evil.example', '', 'gifts.localhost.', '[::1]', 'a'.repeat(300)];
const KNOWN = ['/', '/about-us', '/appeal/gaza-emergency', '/donate/single', '/donate/single/checkout', '/gifts/goat', '/category/all-gifts', '/basket', '/search', '/content/country/ethiopia', '/knowledge-hub/graduation', '/members-only', '/broken-route', '/about', '/home'];
const SEGMENT = fc.oneof(fc.constantFrom('main', 'gifts', 'api', '_next', 'checkout', 'single', 'monthly', 'payment', '%zz', '%E0%A4%A', '..', '.', 'APPeal', 'caf%C3%A9', '%00', '%2F', '\\', '🐐'), fc.string({ maxLength: 12 }).map(encodeURIComponent));
const PATH = fc.oneof(
  fc.constantFrom(...KNOWN),
  fc.constantFrom(...KNOWN).map((p) => p.toUpperCase()),
  fc.array(SEGMENT, { minLength: 1, maxLength: 6 }).map((s) => `/${s.join('/')}`),
  fc.tuple(fc.constantFrom(...KNOWN), SEGMENT).map(([p, s]) => `${p}/${s}`),
);
const QUERY = fc
  .array(fc.tuple(fc.constantFrom('source', 'secret', 'paymentSecret', 'test-suite', 'previewMode', 'previewToken', 'type', 'orderID', 'x'), fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), fc.constantFrom('', '0', '1', 'x'.repeat(3000)))), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : ''));
const COOKIE = fc.constantFrom('', '__prerender_bypass=made-up', 'cw_preview_token=x; __prerender_bypass=1', 'cw_payment_secret=%E0%A4%A', `cw_source=${'x'.repeat(5000)}`, 'isAdmin=1');

describe('edge fuzz over HTTP', () => {
  it(`${RUNS} generated requests through the middleware: no 5xx but the router's own 502, no crash`, async () => {
    const { siteUrl } = reliability();
    const port = new URL(siteUrl).port;
    const statuses = new Map<number, number>();
    let tried = 0;
    let failures = 0;
    await fc
      .assert(
        fc.asyncProperty(fc.constantFrom(...HOSTS), PATH, QUERY, COOKIE, fc.constantFrom('GET', 'HEAD', 'POST'), async (host, pathname, query, cookie, method) => {
          tried += 1;
          const response = await rawRequest(`${siteUrl}${pathname}${query}`, { host: host.includes(':') || host === '' ? host : `${host}:${port}`, method, headers: cookie ? { cookie } : {} });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          // '/broken-route' is the router's own empty route: 502 'Internal Routing Error.' by SPEC §8.
          const wrong = response.status >= 500 && !(response.status === 502 && /broken-route/i.test(pathname));
          if (wrong) failures += 1;
          return !wrong;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      .finally(() => {
        const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
        recordFigure('fuzz', 'middleware (paths, flags, hosts, cookies): inputs / unexpected 5xx', `${tried} / ${failures}   (${histogram})`);
      });
    expect(failures).toBe(0);
  });

  it(`${RUNS} generated requests to the preview handler: no 5xx`, async () => {
    const { siteUrl } = reliability();
    const port = new URL(siteUrl).port;
    let tried = 0;
    let failures = 0;
    await fc.assert(
      fc.asyncProperty(PATH, QUERY, async (pathname, query) => {
        tried += 1;
        const response = await rawRequest(`${siteUrl}/api/flags${pathname === '/' ? '' : pathname}${query || '?previewToken=x'}`, { host: `localhost:${port}` });
        if (response.status >= 500) failures += 1;
        return response.status < 500;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    recordFigure('fuzz', 'GET /api/flags/*: inputs / 5xx', `${tried} / ${failures}`);
    expect(failures).toBe(0);
  });
});

/** Thousands more junk URLs may leave a few MB more retained at most (collection is not exact to the byte). */
const HEAP_GROWTH_LIMIT = 8 * 1024 * 1024;

/** A new X-Forwarded-For, X-Real-IP and x-vercel-forwarded-for on every call: a client choosing the address it is counted by. */
function rotatingAddress(): () => Record<string, string> {
  let n = 0;
  return () => {
    n += 1;
    const v4 = (base: string) => `${base}.${(n >> 8) & 255}.${n & 255}`;
    return { 'x-forwarded-for': `${v4('198.18')}, ${v4('198.19')}`, 'x-real-ip': v4('203.0'), 'x-vercel-forwarded-for': `2001:db8:${n.toString(16)}::1` };
  };
}

/**
 * 2 × 10 s of junk URLs (unknown paths, mixed case, junk donation steps), every URL a new one,
 * from 16 readers at once on `localAddress`, each request with `headers()`: the server's
 * retained heap levels off, its disk cache does not grow, no 5xx, and the router-question
 * allowance (429) holds within the run. Figures under `section`.
 */
async function junkRun(section: string, { localAddress, headers = () => ({}) }: { localAddress?: string; headers?: () => Record<string, string> } = {}) {
  const { siteUrl, sitePid, siteInspector, distDir } = reliability();
  expect(siteInspector, 'the site server printed no inspector address').toBeTruthy();
  const host = `localhost:${new URL(siteUrl).port}`;
  const cache = path.join(distDir, 'cache');
  const junk = (n: number) => [`/junk-${n}/page`, `/APPeal/GAza-eMeRgeNcY${n % 2 ? '' : '/'}`, `/x${n}/single`, `/x${n}/monthly`, `/About-Us?n=${n}`, `/appeal/${n}/checkout/nope`][n % 6]!;
  let sent = 0;
  const statuses = new Map<number, number>();
  // 16 readers at once for `ms`, every URL a new one.
  const flood = (ms: number) => {
    const ends = Date.now() + ms;
    return Promise.all(
      Array.from({ length: 16 }, async () => {
        while (Date.now() < ends) {
          const response = await rawRequest(`${siteUrl}${junk(sent++)}`, { host, localAddress, headers: headers() });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
  };
  const measure = async () => ({ heap: await settledHeap(siteInspector!), rss: treeRss(sitePid), disk: directoryBytes(cache), sent });
  // The first 10 s fill what is bounded (the router answers' LRU, Next's own caches); the
  // next 10 s of new URLs must not add to what the server retains: memory that followed the
  // number of URLs (an unbounded cache of router answers or renders) would. Resident memory
  // is printed, not judged: V8 collects lazily, so it wanders with the machine's load.
  const start = await measure();
  await flood(10_000);
  const warm = await measure();
  await flood(10_000);
  const after = await measure();
  // A collection can find the server still holding a passing allocation (one run here read
  // 66 → 110 MB with resident memory flat, and 64 MB when run again): a leak stays in every
  // later reading, a passing allocation goes, so a reading over the limit is taken again,
  // up to three times, and the lowest kept.
  for (let again = 0; again < 3 && after.heap - warm.heap >= HEAP_GROWTH_LIMIT; again++) after.heap = Math.min(after.heap, await settledHeap(siteInspector!));
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  const row = (name: keyof typeof start) => [start, warm, after].map((m) => mb(m[name])).join(' → ');
  recordFigure(section, `2 × 10 s, ${warm.sent} + ${after.sent - warm.sent} new URLs`, histogram);
  recordFigure(section, 'retained heap (after a full GC), start → 10 s → 20 s', row('heap'));
  recordFigure(section, 'RSS, start → 10 s → 20 s', row('rss'));
  recordFigure(section, 'cache on disk, start → 10 s → 20 s', row('disk'));
  expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  // One client: past its router questions of the minute, junk is 429 (issue 38), whatever address it writes.
  expect(statuses.get(429) ?? 0, histogram).toBeGreaterThan(0);
  // Junk renders and caches nothing: the disk cache does not grow (a page or two of noise at most).
  expect(after.disk - start.disk).toBeLessThan(1024 * 1024);
  expect(after.heap - warm.heap).toBeLessThan(HEAP_GROWTH_LIMIT);
}

describe('junk URLs', () => {
  it('junk URLs (unknown paths, mixed case, junk donation steps): retained memory levels off, disk does not grow', () => junkRun('junk URLs'));

  // Issue 47 item 3: the same junk from one client writing a new address into every request
  // (its own loopback address, so its router questions start from a full allowance as the
  // first run's did): scripts/serve.mjs counts it by its peer, so no limiter or cache keeps
  // an entry per written address.
  it('the same junk with a rotating X-Forwarded-For and X-Real-IP: retained memory levels off, disk does not grow', () =>
    junkRun('junk URLs, rotating X-Forwarded-For', { localAddress: '127.0.47.1', headers: rotatingAddress() }));
});

/** A path in a case of its own for each n (n > 0): at least one letter upper case. */
function mixedCase(path: string, n: number): string {
  let bit = 0;
  return path.replace(/[a-z]/g, (c) => ((n >> bit++ % 20) & 1 ? c.toUpperCase() : c));
}

async function backendRequests(method: 'GET' | 'DELETE'): Promise<{ path: string }[]> {
  const response = await fetch(`${reliability().sandboxUrl}/_sandbox/requests`, { method, headers: { 'x-sandbox-token': CONTROL_TOKEN } });
  return ((await response.json()) as { requests: { path: string }[] }).requests;
}

// Issue 29, item 3: URL families that each rendered and stored a page per URL. Each family is
// sent for 10 s, every URL a new one; the disk cache, the retained heap and the backend calls
// are measured per family and must stay bounded: '/gift-card/<anything>' is the home page's
// own entry, and an amount step in another case is a redirect to the lower-case appeal path.
// Unknown paths under any prefix (the catalogue's, the knowledge hub's, the term listings') are
// one question each (kept), a 404 with no render, and this one client's questions stop at the
// per-client allowance (then 429, issue 38): under the default address source too.
const junkQuestions = (endpoint: string) => (calls: { path: string }[]) => calls.every((c) => c.path === endpoint) && calls.length <= ROUTER_QUESTIONS_PER_MINUTE;
const FAMILIES: { name: string; host: 'main' | 'gifts'; url: (n: number) => string; statuses: number[]; backend: (calls: { path: string }[]) => boolean }[] = [
  { name: '/gift-card/<anything>', host: 'gifts', url: (n) => `/gift-card/${n}/x${n}`, statuses: [200], backend: (calls) => calls.length <= 5 },
  { name: '/gifts|category|corporate/<junk>', host: 'gifts', url: (n) => `/${['gifts', 'category', 'corporate'][n % 3]}/junk-${n}`, statuses: [404, 429], backend: junkQuestions('/decoupled-router') },
  { name: '/knowledge-hub/<junk>', host: 'main', url: (n) => `/knowledge-hub/junk-${n}`, statuses: [404, 429], backend: junkQuestions('/decoupled-router') },
  { name: '/content/<type>/<junk>', host: 'main', url: (n) => `/content/country/junk-${n}`, statuses: [404, 429], backend: junkQuestions('/content-listing') },
  { name: 'random-case amount steps', host: 'main', url: (n) => mixedCase('/appeal/gaza-emergency/single', n + 1), statuses: [308], backend: (calls) => calls.length <= 5 },
];
const FAMILY_MS = 10_000;

describe('junk URL families (issue 29, item 3)', () => {
  for (const family of FAMILIES) {
    it(`${family.name}: no page stored per URL, memory flat, backend calls bounded`, async () => {
      const { siteUrl, siteInspector, distDir } = reliability();
      expect(siteInspector, 'the site server printed no inspector address').toBeTruthy();
      const port = new URL(siteUrl).port;
      const host = family.host === 'gifts' ? `gifts.localhost:${port}` : `localhost:${port}`;
      const cache = path.join(distDir, 'cache');
      // The family's canonical page rendered once before (its one entry is not growth).
      await rawRequest(`${siteUrl}${family.url(0)}`, { host });
      const before = { heap: await settledHeap(siteInspector!), disk: directoryBytes(cache) };
      await backendRequests('DELETE');
      let sent = 0;
      const statuses = new Map<number, number>();
      const ends = Date.now() + FAMILY_MS;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (Date.now() < ends) {
            const response = await rawRequest(`${siteUrl}${family.url(++sent)}`, { host });
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          }
        }),
      );
      const calls = await backendRequests('GET');
      let heap = await settledHeap(siteInspector!);
      for (let again = 0; again < 3 && heap - before.heap >= HEAP_GROWTH_LIMIT; again++) heap = Math.min(heap, await settledHeap(siteInspector!));
      const disk = directoryBytes(cache);
      const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      const byPath = new Map<string, number>();
      for (const call of calls) byPath.set(call.path, (byPath.get(call.path) ?? 0) + 1);
      const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
      recordFigure('junk URL families, 10 s each', `${family.name}: ${sent} new URLs`, histogram);
      recordFigure('junk URL families, 10 s each', `${family.name}: cache on disk, retained heap (before → after)`, `${mb(before.disk)} → ${mb(disk)}, ${mb(before.heap)} → ${mb(heap)}`);
      recordFigure('junk URL families, 10 s each', `${family.name}: backend calls`, calls.length === 0 ? '0' : [...byPath.entries()].map(([p, n]) => `${p} ×${n}`).join(', '));
      expect([...statuses.keys()].filter((s) => !family.statuses.includes(s))).toEqual([]);
      expect(disk - before.disk).toBeLessThan(1024 * 1024);
      expect(heap - before.heap).toBeLessThan(HEAP_GROWTH_LIMIT);
      expect(family.backend(calls), [...byPath.entries()].join(' ')).toBe(true);
    });
  }
});

describe('unknown hosts on the image optimiser and the API (issue 29, item 4)', () => {
  it('answers 403 to Host: evil.example on /_next/image and a body route, and optimises only a backend image without a query', async () => {
    const { siteUrl, sandboxUrl } = reliability();
    const port = new URL(siteUrl).port;
    const image = (src: string) => `/_next/image?url=${encodeURIComponent(src)}&w=64&q=75`;
    expect((await rawRequest(`${siteUrl}${image(`${sandboxUrl}/images/goat.png`)}`, { host: 'evil.example' })).status).toBe(403);
    expect((await rawRequest(`${siteUrl}${image(`${sandboxUrl}/images/goat.png`)}`, { host: `localhost:${port}` })).status).toBe(200);
    expect((await rawRequest(`${siteUrl}${image(`${sandboxUrl}/images/goat.png?v=1`)}`, { host: `localhost:${port}` })).status).toBe(400);
    expect((await rawRequest(`${siteUrl}${image(`${sandboxUrl}/site-settings?storefront=main`)}`, { host: `localhost:${port}` })).status).toBe(400);
    const order = await rawRequest(`${siteUrl}/api/donation/order`, { host: 'evil.example', method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': '6f1c1a4e-2b7d-4c55-9a39-0d7c1e8f2a10' }, body: '{}' });
    expect(order.status).toBe(403);
  });

  it('closes the connection after answering 413 before reading a body (issue 29, tidy)', async () => {
    const { siteUrl } = reliability();
    // The head alone is answered (sendBody): 5 MB written into the closed connection would end in a reset.
    const big = await sendBody(`${siteUrl}/api/csp-report`, 'POST', { host: `localhost:${new URL(siteUrl).port}`, 'content-type': 'application/csp-report', connection: 'keep-alive' }, 'x'.repeat(5 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(big.headers.connection).toBe('close');
  });
});
