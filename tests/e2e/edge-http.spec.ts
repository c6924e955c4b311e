import { readFileSync } from 'node:fs';
import { E2E_SECRETS } from './support/site';
import { freshAddress, send } from './support/http';
import { expect, expectRedirect, test } from './support/fixtures';
import { EMERGENCY_APPEAL_PATH, NOT_FOUND_TEXT, ROUTER_REDIRECTS } from './support/seed';

// The edge as plain HTTP sees it, with no JavaScript at all: every flag, cookie, redirect and
// status is on the response itself (middleware.ts → routing/decide.ts). IE runs as
// production, GB as staging.

const SOURCE = '3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';
const PREVIEW_TOKEN = 'sandbox-preview';
const DRAFT = { path: '/news/haiti-school-meals-expansion', title: 'School meals programme to expand across Haiti' };

/** The Set-Cookie lines of a response, by cookie name. */
function setCookies(headers: { name: string; value: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of headers) if (h.name.toLowerCase() === 'set-cookie') out[h.value.split('=')[0]!] = h.value;
  return out;
}

test.describe('flags over HTTP', () => {
  test('?source= sets the attribution cookie on the page response, for 30 days', async ({ raw }) => {
    const response = await raw.get('main', `/about-us?source=${SOURCE}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('About us');
    const cookie = setCookies(response.headersArray()).cw_source;
    expect(cookie).toContain(`cw_source=${SOURCE}`);
    expect(cookie).toContain('Max-Age=2592000');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const gifts = await raw.get('gifts', `/?source=${SOURCE}`);
    expect(setCookies(gifts.headersArray()).cw_source).toContain(SOURCE);
    expect(setCookies((await raw.get('main', '/about-us?source=not-a-uuid')).headersArray()).cw_source).toBeUndefined();
  });

  test('?secret= sets isAdmin (a signed token, never the secret) for a day in production only, with one redirect to the clean URL', async ({ raw, site }) => {
    const response = await raw.get('main', `/about-us?secret=${E2E_SECRETS.admin}&ref=x`);
    expectRedirect(response, site, 'main', 307, '/about-us?ref=x');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const admin = setCookies(response.headersArray()).isAdmin;
    if (site.appEnv === 'production') expect(admin).toMatch(/^isAdmin=admin\.\d+\.[A-Za-z0-9_-]{43};.*Max-Age=86400/);
    else expect(admin).toBeUndefined();
    expect(JSON.stringify(response.headersArray())).not.toContain(E2E_SECRETS.admin);
    const wrong = await send(site, '/about-us?secret=guess', { method: 'GET', from: freshAddress() });
    expect([wrong.status, wrong.headers.location]).toEqual([307, '/about-us']);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  test('?paymentSecret= turns on test mode for the session, and the secret leaves the URL', async ({ raw, request, site }) => {
    // The order route takes a test gateway from this session only (a declined test card: no order is made).
    const golden = JSON.parse(readFileSync(`tests/fixtures/golden/donation/${site.country === 'IE' ? 'ie-single-card-5pct' : 'gb-single-card-giftaid'}.json`, 'utf8'));
    const body = { ...golden, payment: { ...golden.payment, gateway: `stripe_${site.country.toLowerCase()}_test`, details: { stripe_payment_method_id: 'pm_card_chargeDeclined' } } };
    const post = (cookieHeader?: string) =>
      request.post(`http://127.0.0.1:${site.port}/api/donation/order`, { headers: { host: `localhost:${site.port}`, 'idempotency-key': crypto.randomUUID(), ...(cookieHeader ? { cookie: cookieHeader } : {}) }, data: body, failOnStatusCode: false });
    const unavailable = 'This payment method is not available';
    const without = await (await post()).text(); // before the session has the cookie
    if (site.appEnv === 'production') expect(without).toContain(unavailable);
    else expect(without).not.toContain(unavailable); // staging: always test mode

    const response = await raw.get('main', `${EMERGENCY_APPEAL_PATH}?paymentSecret=${E2E_SECRETS.payment}`);
    expectRedirect(response, site, 'main', 307, EMERGENCY_APPEAL_PATH);
    expect(JSON.stringify(response.headersArray())).not.toContain(E2E_SECRETS.payment);
    const cookie = setCookies(response.headersArray()).cw_payment_token;
    expect(cookie).toMatch(/^cw_payment_token=test\.\d+\.[A-Za-z0-9_-]{43};/); // a signed token (issue 31)
    expect(cookie).not.toMatch(/Max-Age|Expires/i); // for the browser session
    expect(await (await post(cookie!.split(';')[0])).text()).not.toContain(unavailable);
    // The secret itself opens nothing at the order route, in a cookie or a header.
    if (site.appEnv === 'production') expect(await (await post(`cw_payment_secret=${E2E_SECRETS.payment}; cw_payment_token=${E2E_SECRETS.payment}`)).text()).toContain(unavailable);
  });

  test('?test-suite sets its cookie in the first response', async ({ raw, site }) => {
    const response = await raw.get('main', '/about-us?test-suite');
    expectRedirect(response, site, 'main', 307, '/about-us');
    expect(setCookies(response.headersArray()).cw_test_suite).toMatch(/^cw_test_suite=1;/);
  });

  test('a preview shows the draft, sends no shared-cache headers, and the next reader gets the published site', async ({ playwright, raw, request, site }) => {
    const editor = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${site.port}`, extraHTTPHeaders: { host: `localhost:${site.port}` } });
    try {
      const flagged = await editor.get(`${DRAFT.path}?previewMode=1&previewToken=${PREVIEW_TOKEN}`, { maxRedirects: 0, failOnStatusCode: false });
      expectRedirect(flagged, site, 'main', 307, DRAFT.path);
      expect(Object.keys(setCookies(flagged.headersArray()))).toEqual(expect.arrayContaining(['__prerender_bypass', 'cw_preview_mode', 'cw_preview_token']));
      const draft = await editor.get(DRAFT.path, { maxRedirects: 0, failOnStatusCode: false });
      expect(draft.status()).toBe(200);
      expect(await draft.text()).toContain(DRAFT.title);
      expect(draft.headers()['cache-control']).toContain('no-store');
      expect(draft.headers()['cache-control']).not.toContain('s-maxage');
    } finally {
      await editor.dispose();
    }
    const reader = await raw.get('main', DRAFT.path);
    expect(reader.status()).toBe(404);
    expect(await reader.text()).not.toContain(DRAFT.title);
    // A made-up preview-mode or draft-mode cookie is no preview.
    for (const cookie of ['__prerender_bypass=made-up; cw_preview_token=sandbox-preview', 'cw_preview_mode=preview.9999999999.made-up; cw_preview_token=sandbox-preview']) {
      const forged = await request.get(`http://127.0.0.1:${site.port}${DRAFT.path}`, { headers: { host: `localhost:${site.port}`, cookie }, maxRedirects: 0, failOnStatusCode: false });
      expect(forged.status(), cookie).toBe(404);
    }
  });
});

test.describe('preview tokens', () => {
  test('a token the backend refuses shows no draft and is not kept (alone it turns on no preview), and a client past its checks gets the published page unchecked', async ({ site }) => {
    const from = freshAddress();
    const guess = await send(site, `${DRAFT.path}?previewToken=guess`, { method: 'GET', from });
    expect(guess.status).toBe(307);
    expect(guess.headers.location).toBe(DRAFT.path);
    expect(String(guess.headers['set-cookie'] ?? '')).not.toMatch(/__prerender_bypass|cw_preview_mode/);
    // With previewMode, preview mode is on (SPEC §6) but the refused token is not kept: the published site.
    const withMode = await send(site, `${DRAFT.path}?previewMode=1&previewToken=guess-mode`, { method: 'GET', from });
    expect([withMode.status, withMode.headers.location]).toEqual([307, DRAFT.path]);
    expect(String(withMode.headers['set-cookie'] ?? '')).not.toContain('cw_preview_token=guess');
    for (let i = 0; i < 8; i++) await send(site, `/about-us?previewToken=guess-${i}`, { method: 'GET', from });
    // Past the allowance of checks a token is not checked at all (issue 46: no oracle, and a right one is never 429): the published page.
    const flood = await send(site, `/about-us?previewToken=${PREVIEW_TOKEN}`, { method: 'GET', from });
    expect([flood.status, flood.headers.location]).toEqual([307, '/about-us']);
    expect(String(flood.headers['set-cookie'] ?? '')).not.toMatch(/__prerender_bypass|cw_preview_mode|cw_preview_token/);
    // Another client is not held back by that one.
    expect((await send(site, `${DRAFT.path}?previewMode=1&previewToken=${PREVIEW_TOKEN}`, { method: 'GET', from: freshAddress() })).headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringContaining('__prerender_bypass=')]));
  });
});

/** A preview's answer is its editor's alone: private, never stored (Next's draft-mode pages say more: no-cache, max-age=0). */
const EDITORS_ALONE = /^private, (.+, )?no-store(, |$)/;

test.describe('previewMode (SPEC §6)', () => {
  test('previewMode alone turns preview mode on (uncached pages, the published content); the token the backend accepts decides what the router returns; previewMode=0 turns it off', async ({ site, sandbox }) => {
    const from = freshAddress();
    // cw_preview: what previewMode set before issue 37, read by nothing; it goes.
    const jar = new Map<string, string>([['cw_preview', '1']]);
    const get = async (path: string) => {
      const sent = await send(site, path, { method: 'GET', from, headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const line of ([] as string[]).concat(sent.headers['set-cookie'] ?? [])) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name!);
        else jar.set(name!, value.join('='));
      }
      return sent;
    };
    const on = await get(`${DRAFT.path}?previewMode=1`);
    expect([on.status, on.headers.location]).toEqual([307, DRAFT.path]);
    expect(String(on.headers['set-cookie'])).toMatch(/__prerender_bypass=[^;]+;[^,]*HttpOnly/i);
    expect(String(on.headers['set-cookie'])).toMatch(/cw_preview_mode=preview\.[^;]+;[^,]*HttpOnly/i);
    expect([...jar.keys()].sort()).toEqual(['__prerender_bypass', 'cw_preview_mode']);
    // No token: the router's answer for everyone, the published site (the draft is not found), never cached.
    const published = await get(DRAFT.path);
    expect(published.status).toBe(404);
    expect(published.headers['cache-control']).toMatch(EDITORS_ALONE);
    // Rendered afresh (Next still labels a draft render of a static page x-nextjs-cache HIT): the router is asked, past its CDN.
    await sandbox.clearRequests();
    const page = await get('/about-us');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(EDITORS_ALONE);
    const asked = (await sandbox.requests()).filter((r) => r.path === '/decoupled-router' && r.query.path === '/about-us');
    expect(asked.length).toBeGreaterThan(0);
    for (const r of asked) expect([r.query._nocdncache, r.query.previewToken]).toEqual(['1', undefined]);
    expect(page.text).toContain('Exit preview');
    // A token the backend accepts: the latest revision.
    await get(`${DRAFT.path}?previewMode=1&previewToken=${PREVIEW_TOKEN}`);
    expect([...jar.keys()]).toEqual(expect.arrayContaining(['__prerender_bypass', 'cw_preview_token']));
    const draft = await get(DRAFT.path);
    expect(draft.status).toBe(200);
    expect(draft.text).toContain(DRAFT.title);
    // previewMode alone again keeps the accepted token; previewMode=0 ends it all.
    await get(`${DRAFT.path}?previewMode=1`);
    expect((await get(DRAFT.path)).text).toContain(DRAFT.title);
    await get(`${DRAFT.path}?previewMode=0`);
    expect([...jar.keys()].filter((k) => ['cw_preview', '__prerender_bypass', 'cw_preview_mode', 'cw_preview_token'].includes(k))).toEqual([]);
    expect((await get(DRAFT.path)).status).toBe(404);
    expect((await get('/about-us')).text).not.toContain('Exit preview');
  });
});

test.describe('secret guesses (issue 31)', () => {
  const LIMIT = 10;

  test('a client over its limit of wrong payment or admin secrets gets 429 for a wrong one, never for the right one (issue 46 §2)', async ({ site }) => {
    const from = freshAddress();
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await send(site, `/about-us?paymentSecret=guess-${i}`, { method: 'GET', from });
      expect([wrong.status, wrong.headers['set-cookie']], `guess ${i}`).toEqual([307, undefined]);
    }
    const wrong = await send(site, '/about-us?paymentSecret=guess-again', { method: 'GET', from });
    expect([wrong.status, wrong.headers['set-cookie']]).toEqual([429, undefined]);
    expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);
    // A right secret is compared first and never counted: no one can spend its owner's allowance.
    const right = await send(site, `/about-us?paymentSecret=${E2E_SECRETS.payment}`, { method: 'GET', from });
    expect(right.status).toBe(307);
    expect(String(right.headers['set-cookie'])).toContain('cw_payment_token=test.');
    // The admin secret shares the allowance, and its right one passes too.
    if (site.appEnv === 'production') expect((await send(site, `/about-us?secret=${E2E_SECRETS.admin}`, { method: 'GET', from })).status).toBe(307);
  });

  test('right secrets are not counted: the tester who typed it right twenty times is never locked out', async ({ site }) => {
    const from = freshAddress();
    for (let i = 0; i < 2 * LIMIT; i++) expect((await send(site, `/?paymentSecret=${E2E_SECRETS.payment}`, { method: 'GET', from })).status, `#${i}`).toBe(307);
  });

  test('the revalidation webhook: wrong secrets are limited per client; the right one is still answered (issue 46 §2)', async ({ site }) => {
    const from = freshAddress();
    const hook = (secret: string, address = from) => send(site, '/api/revalidate', { from: address, headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret }, body: { tags: ['node:999999'] } });
    for (let i = 0; i < 2 * LIMIT; i++) expect((await hook(`guess-${i}`)).status, `guess ${i}`).toBe(401);
    expect((await hook('guess-again')).status).toBe(429);
    expect((await hook(E2E_SECRETS.revalidate)).status).toBe(200); // the right secret, from the locked-out client (issue 46 §2)
  });
});

test.describe('configured redirects over HTTP', () => {
  test('an editor adds a redirect on a pre-rendered page and removes it again: each live within 5 s of the webhook', async ({ raw, sandbox, site }) => {
    const path = '/safeguarding';
    expect((await raw.get('main', path)).status()).toBe(200);
    const original = (await sandbox.settings('main')).redirects;
    try {
      const started = Date.now();
      expect((await sandbox.edit({ storefront: 'main', settings: { redirects: [...original, { from: path, to: '/about-us', status: 307 }] } })).webhook).toMatchObject({ called: true, status: 200 });
      await expect.poll(async () => (await raw.get('main', path)).status(), { timeout: 5_000, intervals: [100] }).toBe(307);
      expect(Date.now() - started).toBeLessThan(5_000);
      expectRedirect(await raw.get('main', path), site, 'main', 307, '/about-us');
    } finally {
      const started = Date.now();
      expect((await sandbox.edit({ storefront: 'main', settings: { redirects: original } })).webhook).toMatchObject({ called: true, status: 200 });
      await expect.poll(async () => (await raw.get('main', path)).status(), { timeout: 5_000, intervals: [100] }).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });
});

test.describe('SPEC §8 over HTTP', () => {
  test('each row of the error catalogue that routing answers', async ({ raw, sandbox, site }) => {
    // Routing response 4xx/5xx → passed on as the page status.
    const forbidden = await raw.get('main', '/members-only');
    expect(forbidden.status()).toBe(403);
    expect(await forbidden.text()).toContain('Error 403 occurred');
    // Status 404 → the not-found page, on each storefront.
    for (const storefront of ['main', 'gifts'] as const) {
      const missing = await raw.get(storefront, '/no-such-page-http');
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain(NOT_FOUND_TEXT.replace("'", '&#x27;'));
    }
    // Empty entity route → 502 'Internal Routing Error.'
    const broken = await raw.get('main', '/broken-route');
    expect(broken.status()).toBe(502);
    expect(await broken.text()).toContain('Internal Routing Error.');
    // 3xx with a target URL (a page entity that does not resolve: 301 with no entity) → redirected.
    for (const { from, to, status } of ROUTER_REDIRECTS) expectRedirect(await raw.get('main', from), site, 'main', status, to);
    // Unknown gifts, category or corporate path → 404.
    for (const path of ['/gifts/no-such-gift', '/category/no-such-category', '/corporate/no-such-gift']) expect((await raw.get('gifts', path)).status(), path).toBe(404);
    // Backend failure while loading a page (error, dropped, malformed) → 502, never cached.
    try {
      for (const [i, fault] of [{ status: 500 }, { drop: true }, { malformed: true }].entries()) {
        await sandbox.setFault({ path: '/decoupled-router', ...fault });
        const failed = await raw.get('main', `/not-built-${i}-${Date.now()}`);
        expect(failed.status(), JSON.stringify(fault)).toBe(502);
        expect(failed.headers()['cache-control']).toBe('no-store');
      }
    } finally {
      await sandbox.clearFaults();
    }
  });

  test('a path the build did not know renders once the webhook announced it, also as a client navigation, and later requests ask nobody', async ({ raw, request, sandbox, site }) => {
    const original = '/press/new-country-director-kenya';
    const entity = await sandbox.entity(original);
    const moved = `/press/e2e-moved-${Date.now()}`;
    try {
      // The webhook asks the router about both paths and tells the routing (issue 38).
      expect((await sandbox.edit({ entity_type: 'node', id: entity.id, url: moved })).webhook).toMatchObject({ called: true, status: 200 });
      await sandbox.clearRequests();
      const page = await raw.get('main', moved);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(entity.title);
      // Its first view: no copy of it exists yet, so the middleware asks the router once before the
      // render (a backend failure is then SPEC §8's 502, not Next's 500: issue 37 §6), and the page
      // asks for its content.
      expect((await sandbox.requests()).filter((r) => r.path === '/decoupled-router').map((r) => r.query.path)).toEqual([moved, moved]);
      // The App Router's client navigation (an RSC request) to it: the page's payload, no reload.
      const rsc = await request.get(`http://127.0.0.1:${site.port}${moved}`, { headers: { host: `localhost:${site.port}`, rsc: '1' }, failOnStatusCode: false });
      expect(rsc.status()).toBe(200);
      expect(rsc.headers()['content-type']).toContain('text/x-component');
      // Later requests ask nobody: the page is kept, and its status is known.
      await sandbox.clearRequests();
      expect((await raw.get('main', moved)).status()).toBe(200);
      expect((await raw.get('main', original)).status()).toBe(404);
      expect((await sandbox.requests()).filter((r) => r.path === '/decoupled-router')).toEqual([]);
      // A path nobody announced is asked about once, with the reader's address (SPEC §7), and then answered from memory.
      const unknown = `/press/e2e-unknown-${Date.now()}`;
      for (let view = 0; view < 3; view++) expect((await raw.get('main', unknown)).status()).toBe(404);
      const asked = (await sandbox.requests()).filter((r) => r.path === '/decoupled-router');
      expect(asked.map((r) => r.query.path)).toEqual([unknown]);
      expect(asked[0]!.headers['x-forwarded-for']).toBeTruthy();
    } finally {
      await sandbox.edit({ entity_type: 'node', id: entity.id, url: original });
    }
  });
});
