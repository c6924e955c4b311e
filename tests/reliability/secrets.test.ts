import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordFigure, reliability } from './figures';
import { rawRequest, type RawResponse } from './http';

// No server secret, backend credential or webhook secret reaches a browser: not in what the
// build ships to browsers (.next/static) and not in any response body or header. The build
// was given distinctive values (./global-setup.ts); this looks for each, and for the Basic
// credentials as the Authorization header would carry them.

function needles(): [string, string][] {
  const { secrets } = reliability();
  const found: [string, string][] = Object.entries(secrets).map(([name, value]) => [name, value]);
  const basic = secrets.BACKEND_HTTP_AUTH!;
  found.push(['BACKEND_HTTP_AUTH (base64)', Buffer.from(basic).toString('base64')]);
  found.push(['BACKEND_HTTP_AUTH (password)', basic.split(':')[1]!]);
  return found;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

function leaks(text: string): string[] {
  return needles()
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
}

describe('secrets', () => {
  it('none is in the files the build ships to browsers', () => {
    const shipped = files(path.join(reliability().distDir, 'static'));
    const found = shipped.flatMap((file) => leaks(readFileSync(file, 'latin1')).map((name) => `${name} in ${path.relative(reliability().distDir, file)}`));
    recordFigure('secrets', 'files in .next/static searched / secrets found', `${shipped.length} / ${found.length}`);
    expect(shipped.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it('none is in any response body or header of a crawl', async () => {
    const { siteUrl, sandboxUrl } = reliability();
    const contentPaths = async (storefront: string) =>
      ((await (await fetch(`${sandboxUrl}/content-paths?consumerId=test&storefront=${storefront}`)).json()) as { items: { path: string }[] }).items.map((i) => i.path);
    const main = await contentPaths('main');
    const gifts = await contentPaths('gifts');
    const requests: { path: string; host?: string; method?: string; headers?: Record<string, string>; body?: string }[] = [
      ...['/', '/sitemap.xml', '/robots.txt', '/build.txt', '/search?keys=goat', '/knowledge-hub', '/no-such-page', '/donate', '/api/search?keys=water', '/api/checkout/bank?iban=x', '/api/checkout/address?postcode=D02'].map((p) => ({ path: p })),
      ...main.map((p) => ({ path: p })),
      ...['/', '/sitemap.xml', '/basket', '/checkout', ...gifts.slice(0, 40)].map((p) => ({ path: p, host: 'gifts.localhost' })),
      // The React Server Component payloads of pages (what client navigations fetch).
      ...main.slice(0, 10).map((p) => ({ path: p, headers: { rsc: '1' } })),
      // Error answers of every route that checks something.
      { path: '/api/donation/order', method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }, body: '{"order":{}}' },
      { path: '/api/gifts/order', method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }, body: '[]' },
      { path: '/api/gifts/coupon', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"coupon":"X"}' },
      { path: '/api/revalidate', method: 'POST', headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'wrong' }, body: '{"tags":["settings"]}' },
      { path: '/api/csp-report', method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{}' },
      { path: '/?adminSecret=wrong&paymentSecret=wrong' },
      // A right secret earns a signed token (issue 31): never the secret in a cookie.
      { path: `/about-us?paymentSecret=${reliability().secrets.PAYMENT_SECRET}` },
      { path: `/about-us?secret=${reliability().secrets.ADMIN_SECRET}` },
    ];
    const found: string[] = [];
    let crawled = 0;
    for (const request of requests) {
      const response: RawResponse = await rawRequest(`${siteUrl}${request.path}`, request);
      crawled += 1;
      expect(response.status, `${request.host ?? ''}${request.path}`).toBeLessThan(500);
      // The request's own URL may carry a secret on purpose (Location is its path without it).
      const text = `${JSON.stringify(response.headers)}\n${response.body}`;
      for (const name of leaks(text)) found.push(`${name} in ${request.method ?? 'GET'} ${request.host ?? ''}${request.path}`);
    }
    recordFigure('secrets', 'responses crawled / secrets found', `${crawled} / ${found.length}`);
    expect(crawled).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});

// Issue 31: a secret cannot be guessed online. Each client gets a few wrong guesses (counted
// in Redis when REDIS_URL is set), then 429 whatever it sends: a right secret then gets the
// very answer a wrong one gets, so no Set-Cookie (or status) tells a hit.
describe('secret guesses', () => {
  const ask = (path: string, localAddress: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => rawRequest(`${reliability().siteUrl}${path}`, { host: 'localhost', localAddress, ...init });

  it('the payment secret: 10 wrong guesses lock out wrong guesses only; the right one still gets its token (issue 46)', async () => {
    const { PAYMENT_SECRET } = reliability().secrets;
    const from = '127.0.0.71';
    let answered = 0;
    for (let i = 0; i < 50; i += 1) {
      const response = await ask(`/about-us?paymentSecret=guess-${i}`, from);
      if (response.status !== 307) break;
      expect(response.headers['set-cookie']).toBeUndefined();
      answered += 1;
    }
    recordFigure('secrets', 'wrong payment secrets answered per client before the lockout (15 min)', String(answered));
    expect(answered).toBe(10);
    const right = await ask(`/about-us?paymentSecret=${PAYMENT_SECRET}`, from);
    const wrong = await ask('/about-us?paymentSecret=guess-again', from);
    expect(wrong.status).toBe(429);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(right.status).toBe(307);
    expect(String(right.headers['set-cookie'])).toMatch(/cw_payment_token=test\.\d+\./);
    // Another client with the right secret gets its token.
    expect(String((await ask(`/about-us?paymentSecret=${PAYMENT_SECRET}`, '127.0.0.72')).headers['set-cookie'])).toMatch(/cw_payment_token=test\.\d+\./);
  });

  it('the revalidation webhook: 20 wrong secrets lock out wrong guesses only; the right one is still answered (issue 46)', async () => {
    const { REVALIDATE_SECRET } = reliability().secrets;
    const from = '127.0.0.73';
    const hook = (secret: string, address = from) => ask('/api/revalidate', address, { method: 'POST', headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret }, body: '{"tags":["node:999999"]}' });
    let answered = 0;
    for (let i = 0; i < 50; i += 1) {
      if ((await hook(`guess-${i}`)).status !== 401) break;
      answered += 1;
    }
    recordFigure('secrets', 'wrong webhook secrets answered per client before the lockout (15 min)', String(answered));
    expect(answered).toBe(20);
    expect((await hook('guess-again')).status).toBe(429);
    expect((await hook(REVALIDATE_SECRET!)).status).toBe(200);
    expect((await hook(REVALIDATE_SECRET!, '127.0.0.74')).status).toBe(200);
  });
});
