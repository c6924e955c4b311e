import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordFigure, reliability } from './figures';
import { rawRequest } from './http';
import { directoryBytes, treeRss } from './memory';

// The edge (middleware.ts → routing/decide.ts) under hostile requests, over HTTP against the
// suite's build: generated paths, queries with every flag, hosts and cookies (no 5xx, no
// crash), the live-routing and preview handlers, and 10 s of junk URLs (memory and disk stay
// bounded: junk neither renders nor caches a page).

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

  it(`${RUNS} generated requests to GET /api/routing and the preview handler: no 5xx`, async () => {
    const { siteUrl } = reliability();
    const port = new URL(siteUrl).port;
    let tried = 0;
    let failures = 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), PATH, QUERY, fc.string({ maxLength: 80 }), async (routing, pathname, query, etag) => {
        tried += 1;
        const target = routing ? `/api/routing${query}` : `/api/flags${pathname === '/' ? '' : pathname}${query || '?previewToken=x'}`;
        const response = await rawRequest(`${siteUrl}${target}`, { host: `localhost:${port}`, headers: { 'if-none-match': etag.replace(/[^\x20-\x7e]/g, '') } });
        if (response.status >= 500) failures += 1;
        return response.status < 500;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    recordFigure('fuzz', 'GET /api/routing, GET /api/flags/*: inputs / 5xx', `${tried} / ${failures}`);
    expect(failures).toBe(0);
  });
});

describe('junk URLs', () => {
  it('10 s of junk URLs (unknown paths, mixed case, junk donation steps) leave memory and disk bounded', async () => {
    const { siteUrl, sitePid, distDir } = reliability();
    const host = `localhost:${new URL(siteUrl).port}`;
    const cache = path.join(distDir, 'cache');
    // Warm up first, so start-up caches count in the baseline.
    for (let i = 0; i < 50; i++) await rawRequest(`${siteUrl}/warm-up-${i}`, { host });
    const before = { rss: treeRss(sitePid), disk: directoryBytes(cache) };
    const junk = (n: number) => [`/junk-${n}/page`, `/APPeal/GAza-eMeRgeNcY${n % 2 ? '' : '/'}`, `/x${n}/single`, `/x${n}/monthly`, `/About-Us?n=${n}`, `/appeal/${n}/checkout/nope`][n % 6]!;
    const ends = Date.now() + 10_000;
    let sent = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (Date.now() < ends) {
          const n = sent++;
          const response = await rawRequest(`${siteUrl}${junk(n)}`, { host });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 2_000)); // let the server settle
    const after = { rss: treeRss(sitePid), disk: directoryBytes(cache) };
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    recordFigure('junk URLs', `10 s, ${sent} requests (${histogram})`, `RSS ${mb(before.rss)} → ${mb(after.rss)}, cache on disk ${mb(before.disk)} → ${mb(after.disk)}`);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    // Junk renders and caches nothing: the disk cache does not grow (a page or two of noise at most).
    expect(after.disk - before.disk).toBeLessThan(1024 * 1024);
    // The router's answers are kept in a bounded cache: memory does not follow the number of URLs.
    expect(after.rss - before.rss).toBeLessThan(Math.max(100 * 1024 * 1024, before.rss * 0.25));
  });
});
