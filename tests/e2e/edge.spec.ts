import type { Page } from '@playwright/test';
import { CONSENT_SCRIPT_HASH } from '../../edge/security-headers';
import { CONSENT_FIRST_PAINT_SCRIPT } from '../../features/consent/first-paint';
import { E2E_SECRETS, SHARED_PARENT } from './support/site';
import { expect, expectRedirect, test, type RawClient, type SandboxClient } from './support/fixtures';
import { NOT_FOUND_TEXT } from './support/seed';

// Edge rules and content sync: redirects that follow the settings, attribution,
// preview, admin and test modes, payment secret, security headers, the webhook, stale-if-error
// and the build id. IE runs as production, GB as staging (tests/e2e/support/site.ts).

const SOURCE = '3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';
const PREVIEW_TOKEN = 'sandbox-preview';
const DRAFT = { path: '/news/haiti-school-meals-expansion', title: 'School meals programme to expand across Haiti' };
const EDITED_PAGE = '/stories/almaz-water-point-ethiopia';
const UNTOUCHED_PAGE = '/about-us';

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

async function dataLayerModes(page: Page) {
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'cw_modes'))).toBe(true);
  return page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === 'cw_modes') as { debug_mode: boolean; test_suite: boolean });
}

/**
 * Served from the cache, not rendered again. `routerQuestions`: after a webhook that changed
 * paths, the middleware asks the router once whether the page still stands (an editor may have
 * unpublished it: issue 30); nothing else is asked for it.
 */
async function expectServedFromCache(raw: RawClient, sandbox: SandboxClient, path: string, routerQuestions = 0) {
  await sandbox.clearRequests();
  const response = await raw.get('main', path);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-nextjs-cache']).toBe('HIT');
  const asked = (await sandbox.requests()).filter((r) => r.query.path === path);
  expect(asked.every((r) => r.path === '/decoupled-router')).toBe(true);
  expect(asked.length).toBeLessThanOrEqual(routerQuestions);
  // Asked again, nobody is asked: the answer is kept.
  await sandbox.clearRequests();
  expect((await raw.get('main', path)).headers()['x-nextjs-cache']).toBe('HIT');
  expect((await sandbox.requests()).filter((r) => r.query.path === path)).toEqual([]);
}

test.describe('configured redirects follow the settings', () => {
  test('a 307 and a 308 added by an editor apply after the webhook, a removed one stops, and a preview token skips them', async ({ raw, sandbox, site }) => {
    const original = (await sandbox.settings('gifts')).redirects;
    const removed = original.find((r) => r.from === '/christmas')!;
    expect(removed).toBeTruthy();
    const edited = [...original.filter((r) => r !== removed), { from: '/e2e-temporary', to: '/gifts/goat', status: 307 }, { from: '/e2e-permanent', to: '/gifts/goat', status: 308 }];
    try {
      const edit = await sandbox.edit({ storefront: 'gifts', settings: { redirects: edited } });
      expect(edit.webhook).toMatchObject({ called: true, status: 200 });
      // The middleware's copy is at most a second old: live within 5 s of the webhook.
      await expect.poll(async () => (await raw.get('gifts', '/e2e-temporary')).status(), { timeout: 5_000, intervals: [100] }).toBe(307);
      expectRedirect(await raw.get('gifts', '/e2e-temporary'), site, 'gifts', 307, '/gifts/goat');
      expectRedirect(await raw.get('gifts', '/e2e-permanent'), site, 'gifts', 308, '/gifts/goat');
      expect((await raw.get('gifts', removed.from)).status()).toBe(404);
    } finally {
      const restore = await sandbox.edit({ storefront: 'gifts', settings: { redirects: original } });
      expect(restore.webhook).toMatchObject({ called: true, status: 200 });
    }
    await expect.poll(async () => (await raw.get('gifts', '/e2e-temporary')).status(), { timeout: 5_000, intervals: [100] }).toBe(404);
    expectRedirect(await raw.get('gifts', removed.from), site, 'gifts', removed.status, removed.to);
    expect((await raw.get('gifts', '/e2e-temporary')).status()).toBe(404);
  });

  test('a preview token skips a configured redirect', async ({ page, site }) => {
    // '/christmas' is a redirect of the gifts shop's settings only: its router knows no such path.
    await page.goto(`${site.giftsURL}/christmas`);
    await expect(page).toHaveURL(`${site.giftsURL}/category/all-gifts`);
    await page.goto(`${site.giftsURL}/christmas?previewMode=1&previewToken=${PREVIEW_TOKEN}`);
    await expect(page).toHaveURL(`${site.giftsURL}/christmas`);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });
});

test.describe('attribution', () => {
  test('a UUID source sets the attribution cookie on the response itself; the page is the cached one', async ({ page }) => {
    await page.goto('/about-us'); // cached before
    const response = await page.goto(`/about-us?source=${SOURCE.toUpperCase()}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/); // the cached page
    // Set by the middleware on this response, which no shared cache may keep.
    const headers = await response!.allHeaders();
    expect(headers['set-cookie']).toContain(`cw_source=${SOURCE}`);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(await cookie(page, 'cw_source')).toMatchObject({ value: SOURCE, path: '/' });
    const days = ((await cookie(page, 'cw_source'))!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    // Everyone else still gets the one shared object.
    expect((await page.goto('/about-us'))?.headers()['cache-control']).toMatch(/^s-maxage=/);
  });

  test('a source that is not a UUID is ignored', async ({ page }) => {
    const response = await page.goto('/about-us?source=spring-campaign');
    expect(response?.status()).toBe(200);
    expect((await response!.allHeaders())['set-cookie']).toBeUndefined();
    expect(await cookie(page, 'cw_source')).toBeUndefined();
  });
});

test.describe('flags in the browser', () => {
  test('each flag is set by the first response, with no flash of the flagged page', async ({ page, site }) => {
    const documents: { url: string; status: number }[] = [];
    page.on('response', (r) => r.request().resourceType() === 'document' && documents.push({ url: r.url(), status: r.status() }));
    for (const query of [`secret=${E2E_SECRETS.admin}`, `paymentSecret=${E2E_SECRETS.payment}`, 'test-suite', `previewMode=1&previewToken=${PREVIEW_TOKEN}`]) {
      documents.length = 0;
      await page.goto(`/about-us?${query}`);
      await expect(page).toHaveURL('/about-us');
      // One redirect, then the clean page: the flagged URL never rendered a page.
      expect(documents.map((d) => [new URL(d.url).search === '' ? 'clean' : 'flagged', d.status]), query).toEqual([
        ['flagged', 307],
        ['clean', 200],
      ]);
    }
    if (site.appEnv === 'production') expect((await cookie(page, 'isAdmin'))?.value).toMatch(/^admin\.\d+\./);
    else expect(await cookie(page, 'isAdmin')).toBeUndefined();
    expect((await cookie(page, 'cw_test_suite'))?.value).toBe('1');
    expect(await cookie(page, '__prerender_bypass')).toBeTruthy();
  });
});

test.describe('admin mode', () => {
  test('the isAdmin cookie is set for one day only with the right secret, only in production, and the secret leaves the URL', async ({ page, site }) => {
    await page.goto(`/about-us?secret=${E2E_SECRETS.admin}&ref=x`);
    await expect(page).toHaveURL('/about-us?ref=x');
    const admin = await cookie(page, 'isAdmin');
    if (site.appEnv === 'production') {
      // A signed, expiring token, never the secret (issue 31).
      expect(admin?.value).toMatch(/^admin\.\d+\.[A-Za-z0-9_-]{43}$/);
      expect(admin?.value).not.toContain(E2E_SECRETS.admin);
      expect(admin!.expires * 1000 - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
      expect(admin!.expires * 1000 - Date.now()).toBeLessThanOrEqual(86_400_000);
      expect((await dataLayerModes(page)).debug_mode).toBe(true);
    } else {
      expect(admin).toBeUndefined();
      expect((await dataLayerModes(page)).debug_mode).toBe(false);
    }
  });

  test('a wrong secret sets nothing and leaves the URL too', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.31.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }); // its own guess allowance
    await page.goto('/about-us?secret=guess');
    await expect(page).toHaveURL('/about-us');
    expect(await cookie(page, 'isAdmin')).toBeUndefined();
    expect((await dataLayerModes(page)).debug_mode).toBe(false);
  });
});

test.describe('test-suite mode', () => {
  test('turns on by query, with or without a value, and the flag leaves the URL', async ({ page }) => {
    for (const query of ['test-suite=1', 'test-suite']) {
      await page.context().clearCookies();
      await page.goto(`/about-us?${query}`);
      await expect(page).toHaveURL('/about-us');
      await expect.poll(() => cookie(page, 'cw_test_suite')).toMatchObject({ value: '1' });
    }
    await page.reload();
    expect((await dataLayerModes(page)).test_suite).toBe(true);
  });

  test('is on with the cw_test_suite cookie, off without it', async ({ page, site }) => {
    await page.goto('/about-us');
    expect((await dataLayerModes(page)).test_suite).toBe(false);
    await page.context().addCookies([{ name: 'cw_test_suite', value: '1', url: site.mainURL }]);
    await page.reload();
    expect((await dataLayerModes(page)).test_suite).toBe(true);
  });
});

test.describe('payment secret', () => {
  test('a right secret earns a signed token in session storage, never the secret; a wrong one is dropped', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.32.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }); // its own guess allowance
    await page.goto(`/about-us?paymentSecret=${E2E_SECRETS.payment}`);
    await expect(page).toHaveURL('/about-us');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cw_payment_token'))).toMatch(/^test\.\d+\.[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => cookie(page, 'cw_payment_token')).toBeUndefined();
    expect(page.url()).not.toContain(E2E_SECRETS.payment);
    // Nothing a page's script can read holds the secret (issue 31).
    const readable = await page.evaluate(() => JSON.stringify({ cookie: document.cookie, session: { ...sessionStorage }, local: { ...localStorage } }));
    expect(readable).not.toContain(E2E_SECRETS.payment);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/about-us?paymentSecret=guess');
    await expect(page).toHaveURL('/about-us');
    expect(await page.evaluate(() => sessionStorage.getItem('cw_payment_token'))).toBeNull();
  });
});

test.describe('security headers', () => {
  test('every kind of response carries HSTS and nosniff, every one but the build’s static files the document headers; IE pages report a CSP', async ({ raw, request, site }) => {
    const html = await (await raw.get('main', '/about-us')).text();
    const script = html.match(/<script[^>]+src="([^"]+)"/)![1]!;
    const responses = {
      'static page': await raw.get('main', '/about-us'),
      'gifts page': await raw.get('gifts', '/'),
      'not found': await raw.get('main', '/no/such/page'),
      'configured redirect': await raw.get('main', '/about'),
      'home alias redirect': await raw.get('main', '/home'),
      'flags redirect': await raw.get('main', '/about-us?test-suite=0'),
      'secret handler': await raw.get('main', '/about-us?secret=x'),
      'preview handler': await raw.get('main', '/api/flags/about-us?previewMode=0'),
      'status page': await raw.get('main', '/members-only'),
      'checkout page': await raw.get('main', '/donate/single/checkout'),
      'route handler': await raw.get('main', '/api/search?keys=water'),
      'build.txt': await raw.get('main', '/build.txt'),
      'static asset': await raw.get('main', script),
      'unknown host': await raw.getWithHost('evil.example', '/'),
      webhook: await request.post(`http://127.0.0.1:${site.port}/api/revalidate`, { headers: { host: `localhost:${site.port}` }, data: {}, failOnStatusCode: false }),
    };
    for (const [kind, response] of Object.entries(responses)) {
      const headers = response.headers();
      expect(headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      if (kind === 'static asset') continue;
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], kind).toBe('SAMEORIGIN');
    }
    // A hashed script governs no document: none of the document headers, none of the policy (issue 39).
    const asset = responses['static asset'].headers();
    for (const name of ['referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'content-security-policy-report-only', 'reporting-endpoints']) expect(asset[name], name).toBeUndefined();
    const pagePolicy = responses['static page'].headers()['content-security-policy-report-only'];
    if (site.country === 'IE') {
      expect(pagePolicy).toContain('report-uri /api/csp-report');
      expect(responses['static page'].headers()['content-security-policy']).toBeUndefined();
    } else {
      expect(pagePolicy).toBeUndefined();
    }
  });

  test('the unknown host gets an empty body', async ({ raw }) => {
    const response = await raw.getWithHost('evil.example', '/about-us');
    expect(response.status()).toBe(403);
    expect(await response.body()).toHaveLength(0);
  });

  test('IE checkout pages report a nonce policy, never enforce it, and their own scripts pass it (SPEC §9)', async ({ page, raw, site }) => {
    test.skip(site.country !== 'IE', 'the nonce CSP is for IE (SPEC §9)');
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    // A report-only violation is sent to /api/csp-report without a console line: the page's own event shows it.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy (${e.disposition}): ${e.effectiveDirective} ${e.blockedURI}`)),
    );
    const response = await page.goto('/donate/single/checkout');
    const headers = response!.headers();
    // Reported only: a provider origin the hand-written list lacks shows in /api/csp-report, it never breaks a payment.
    expect(headers['content-security-policy']).toBeUndefined();
    const policy = headers['content-security-policy-report-only'] ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain('report-uri /api/csp-report');
    expect(policy).toContain('report-to csp');
    expect(headers['reporting-endpoints']).toContain('/api/csp-report');
    // The static headers stay enforced.
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Every script the server sent carries this response's nonce (what the browser then loads
    // from them is trusted through 'strict-dynamic'), but the cookie dialog's first-paint
    // script, which is in static pages too: the policy allows that exact text by its hash.
    const sent = [...(await response!.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, body: m[2]! }));
    expect(sent.length).toBeGreaterThan(0);
    const byHash = sent.filter((s) => !s.attributes.includes(`nonce="${nonce}"`));
    expect(byHash.map((s) => s.body)).toEqual([CONSENT_FIRST_PAINT_SCRIPT]);
    // Its one attribute names the domain the storefronts' hosts share (issue 40: one consent
    // answer for both), outside the hashed text.
    expect(byHash[0]!.attributes).toBe(` data-cookie-domains="${SHARED_PARENT.domain}"`);
    expect(policy).toContain(CONSENT_SCRIPT_HASH);
    // A second request gets another nonce.
    const again = (await raw.get('main', '/donate/single/checkout')).headers()['content-security-policy-report-only'];
    expect(again?.match(/'nonce-([^']+)'/)?.[1]).not.toBe(nonce);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);

    // zod builds and runs the step's schema in the browser under this policy (the step loaded in
    // full, its own document): it must not probe `new Function` (features/common/zod-browser.ts).
    await page.goto('/appeal/gaza-emergency');
    const chooser = page.locator('form[data-donation-chooser]').first();
    await chooser.getByLabel('Single', { exact: true }).check();
    await chooser.getByLabel(/^Other amount/).fill('40');
    await chooser.getByRole('button', { name: 'Donate now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Name & email' })).toBeVisible();
    expect((await page.reload())!.headers()['content-security-policy-report-only']).toContain("'nonce-");
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await page.getByLabel('First name').fill('Aoife');
    await page.getByLabel('Last name').fill('Byrne');
    await page.getByLabel('Email address').fill('aoife@example.ie');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('content sync', () => {
  test('an edited page shows its new text within 5 s of the webhook, while an untouched page stays cached', async ({ raw, sandbox, page }) => {
    await raw.get('main', UNTOUCHED_PAGE); // cached before the edit
    const entity = await sandbox.entity(EDITED_PAGE);
    const title = `${entity.title} (updated ${Date.now()})`;
    try {
      const edit = await sandbox.edit({ entity_type: 'node', id: entity.id, title });
      expect(edit.webhook).toMatchObject({ called: true, status: 200 });
      const started = Date.now();
      await expect.poll(async () => (await raw.get('main', EDITED_PAGE)).text(), { timeout: 5_000, intervals: [100] }).toContain(title);
      expect(Date.now() - started).toBeLessThan(5_000);
      await expectServedFromCache(raw, sandbox, UNTOUCHED_PAGE, 1);
      await page.goto(EDITED_PAGE);
      await expect(page.locator('main h1')).toHaveText(title);
    } finally {
      await sandbox.edit({ entity_type: 'node', id: entity.id, title: entity.title });
    }
  });

  test('a wrong webhook secret changes nothing', async ({ raw, sandbox, request, site }) => {
    const entity = await sandbox.entity(UNTOUCHED_PAGE);
    await raw.get('main', UNTOUCHED_PAGE);
    const before = await (await raw.get('main', UNTOUCHED_PAGE)).text();
    const response = await request.post(`http://127.0.0.1:${site.port}/api/revalidate`, {
      headers: { host: `localhost:${site.port}`, 'x-revalidate-secret': 'not-the-secret' },
      data: { paths: [UNTOUCHED_PAGE], tags: [`node:${entity.id}`, 'settings'] },
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(401);
    await expectServedFromCache(raw, sandbox, UNTOUCHED_PAGE);
    expect(await (await raw.get('main', UNTOUCHED_PAGE)).text()).toBe(before);
  });

  test('with the backend down, revalidated pages keep answering 200 with their last good content', async ({ raw, sandbox, request, site }) => {
    const entity = await sandbox.entity(EDITED_PAGE);
    // The page as the cache holds it once settled (an earlier test's webhook may still be
    // re-rendering it): the same body twice from the cache.
    let good = '';
    await expect
      .poll(async () => {
        const response = await raw.get('main', EDITED_PAGE);
        const body = await response.text();
        const settled = response.headers()['x-nextjs-cache'] === 'HIT' && body === good;
        good = body;
        return settled;
      })
      .toBe(true);
    expect(good).toContain(entity.title);
    expect(good).not.toContain('(updated');
    for (const path of ['/decoupled-router', '/site-settings', '/gifts/catalogue']) await sandbox.setFault({ path, drop: true });
    try {
      const webhook = await request.post(`http://127.0.0.1:${site.port}/api/revalidate`, {
        headers: { host: `localhost:${site.port}`, 'x-revalidate-secret': E2E_SECRETS.revalidate },
        data: { paths: [EDITED_PAGE], tags: [`node:${entity.id}`, 'settings'] },
      });
      expect(webhook.status()).toBe(200);
      for (let i = 0; i < 3; i++) {
        const response = await raw.get('main', EDITED_PAGE);
        expect(response.status()).toBe(200);
        // The last good page, whole (menus and banners included), byte for byte.
        expect(await response.text()).toBe(good);
        await new Promise((r) => setTimeout(r, 300));
      }
      expect((await raw.get('main', UNTOUCHED_PAGE)).status()).toBe(200);
    } finally {
      await sandbox.clearFaults();
    }
  });
});

test.describe('preview', () => {
  test('a preview shows the draft to its editor only; the next reader gets the published site', async ({ page, browser, site }) => {
    await page.goto(`${DRAFT.path}?previewMode=1&previewToken=${PREVIEW_TOKEN}`);
    await expect(page).toHaveURL(DRAFT.path);
    await expect(page.locator('main h1')).toHaveText(DRAFT.title);
    const previewed = await page.goto('/about-us');
    expect(previewed?.headers()['cache-control']).toContain('no-store');

    const reader = await browser.newContext({ baseURL: site.mainURL });
    try {
      const other = await reader.newPage();
      const response = await other.goto(DRAFT.path);
      expect(response?.status()).toBe(404);
      await expect(other.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(other.getByText(DRAFT.title)).toHaveCount(0);
      // The published page from the shared cache, cacheable again for everyone.
      await other.goto('/about-us');
      const published = await other.goto('/about-us');
      expect(published?.headers()['x-nextjs-cache']).toBe('HIT');
      expect(published?.headers()['cache-control']).toMatch(/^s-maxage=/);
    } finally {
      await reader.close();
    }
  });
});

test.describe('preview mode (SPEC §6)', () => {
  const marker = (page: Page) => page.getByRole('complementary', { name: 'Preview mode' });

  test('an editor with ?previewMode sees the Preview marker on every page, rendered afresh with the router asked past its CDN; a reader sees the cached page and no marker', async ({ page, browser, site, sandbox }) => {
    await page.goto('/about-us'); // cached before
    await sandbox.clearRequests();
    const opened = await page.goto('/about-us?previewMode=1');
    await expect(page).toHaveURL('/about-us');
    // The editor's alone, never stored (Next's draft-mode header: private, no-cache, no-store, …).
    expect(opened?.headers()['cache-control']).toMatch(/^private, (.+, )?no-store(, |$)/);
    await expect(marker(page)).toBeVisible();
    await expect(marker(page)).toContainText('Preview');
    // Fixed in a corner, out of the page's flow (it moves nothing), small, on a phone too.
    expect(await marker(page).evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
    const routerAsked = async () => (await sandbox.requests()).filter((r) => r.path === '/decoupled-router' && r.query.path === '/about-us');
    const asked = await routerAsked();
    expect(asked.length).toBeGreaterThan(0);
    // SPEC §7: past the router's CDN; no token, so the published revision.
    for (const r of asked) expect([r.query._nocdncache, r.query.previewToken]).toEqual(['1', undefined]);
    // Not cached: asked again for the next view.
    await sandbox.clearRequests();
    await page.reload();
    await expect(marker(page)).toBeVisible();
    expect((await routerAsked()).map((r) => r.query._nocdncache)).toContain('1');
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      const box = (await marker(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.height).toBeLessThanOrEqual(48);
      expect(box.width).toBeLessThanOrEqual(Math.min(200, width / 2));
      const shot = test.info().outputPath(`preview-marker-${width}.png`);
      await page.screenshot({ path: shot });
      await test.info().attach(`preview-marker-${width}`, { path: shot, contentType: 'image/png' });
    }
    // Every page: another content page, a page of the site's own, and the gifts shop once it is on there too.
    for (const path of ['/', '/search']) {
      await page.goto(path);
      await expect(marker(page), path).toBeVisible();
    }
    await page.goto(`${site.giftsURL}/?previewMode=1`);
    await expect(page).toHaveURL(`${site.giftsURL}/`);
    await expect(marker(page)).toBeVisible();

    const reader = await browser.newContext({ baseURL: site.mainURL });
    try {
      const other = await reader.newPage();
      await sandbox.clearRequests();
      const published = await other.goto('/about-us');
      expect(published?.headers()['x-nextjs-cache']).toBe('HIT');
      expect(published?.headers()['cache-control']).toMatch(/^s-maxage=/);
      await expect(other.locator('main h1')).toBeVisible();
      await expect(marker(other)).toHaveCount(0);
      expect(await routerAsked()).toEqual([]);
    } finally {
      await reader.close();
    }

    // The way out: back to the same page, out of preview mode.
    await page.goto('/about-us');
    await marker(page).getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(marker(page)).toHaveCount(0);
    // Out of it on the main site; the gifts shop's preview is its own host's cookie.
    expect((await page.context().cookies(site.mainURL)).filter((c) => c.name === '__prerender_bypass')).toEqual([]);
  });
});

test.describe('build id', () => {
  test('/build.txt answers the running build id', async ({ raw, page }) => {
    const response = await raw.get('main', '/build.txt');
    expect(response.status()).toBe(200);
    const id = (await response.text()).trim();
    expect(id).toMatch(/^[A-Za-z0-9._-]+$/);
    expect((await raw.get('gifts', '/build.txt')).status()).toBe(200);
    let asked = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/build.txt')) asked = true;
    });
    await page.goto('/about-us');
    await expect.poll(() => asked).toBe(true);
  });

  test('a new deployment reloads an open page once, and again only after 300000 ms', async ({ page }) => {
    await page.clock.install();
    await page.route('**/build.txt', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'a-newer-build' }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/about-us');
    await expect.poll(() => loads).toBe(2); // the first load, then one forced reload
    await page.clock.runFor(60_000);
    expect(loads).toBe(2);
    await page.clock.runFor(10 * 60_000); // the periodic check, past the 300000 ms guard
    await expect.poll(() => loads).toBe(3);
  });
});
