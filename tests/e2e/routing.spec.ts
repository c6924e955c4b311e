import { readFileSync } from 'node:fs';
import { expect, expectRedirect, test, type Storefront } from './support/fixtures';
import { GIFTS_HOME, GIFTS_REDIRECTS, HUNGER_APPEAL_PATH, MAIN_REDIRECTS, NOT_FOUND_TEXT, ROUTER_REDIRECTS, SORRY_TEXT } from './support/seed';
import { E2E_SECRETS, type SiteInfo } from './support/site';

// Redirects, not-found and the router's statuses passed on as the page status (SPEC §2, §8),
// and what a reader's request costs: nothing but the cache (issue 38).

/** What the site received ('in') and sent ('out': to the backend or to itself) so far (support/request-log.mjs). */
function siteRequests(site: SiteInfo): { dir: 'in' | 'out'; method: string; url: string }[] {
  return readFileSync(site.requestLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { dir: 'in' | 'out'; method: string; url: string });
}

test.describe('a cached page view asks nobody (issue 38)', () => {
  test('no backend call and no call of the site to itself, even right after a webhook about another page', async ({ raw, request, sandbox, site }) => {
    const views: [Storefront, string][] = [
      ['main', '/about-us'],
      ['main', HUNGER_APPEAL_PATH],
      ['main', `${HUNGER_APPEAL_PATH}/single`],
      ['gifts', '/'],
      ['gifts', '/gifts/goat'],
    ];
    // Settled first: a build older than the pages' revalidate period (3600 s) refreshes a page on its first view.
    for (const [storefront, path] of views) {
      await expect
        .poll(async () => {
          const before = (await sandbox.requests()).length;
          expect((await raw.get(storefront, path)).status()).toBe(200);
          return (await sandbox.requests()).length - before;
        })
        .toBe(0);
    }
    // A webhook about another page: what the site learns then costs the pages above nothing.
    const webhook = await request.post(`http://127.0.0.1:${site.port}/api/revalidate`, {
      headers: { host: `localhost:${site.port}`, 'x-revalidate-secret': E2E_SECRETS.revalidate },
      data: { paths: ['/news/another-page-e2e'] },
    });
    expect(webhook.status()).toBe(200);
    await new Promise((r) => setTimeout(r, 1_500));
    await sandbox.clearRequests();
    const mark = siteRequests(site).length;
    for (let round = 0; round < 3; round++) for (const [storefront, path] of views) expect((await raw.get(storefront, path)).status(), path).toBe(200);
    expect((await sandbox.requests()).map((r) => `${r.method} ${r.path} ${JSON.stringify(r.query)}`)).toEqual([]);
    const seen = siteRequests(site).slice(mark);
    expect(seen.filter((r) => r.dir === 'out')).toEqual([]);
    expect(seen.filter((r) => r.dir === 'in').map((r) => r.url)).toEqual([0, 1, 2].flatMap(() => views.map(([, path]) => path)));
  });
});

test.describe('redirects', () => {
  for (const { from, to, status } of MAIN_REDIRECTS) {
    test(`configured redirect ${from} → ${to} (${status})`, async ({ raw, site }) => {
      expectRedirect(await raw.get('main', from), site, 'main', status, to);
    });
  }

  for (const { from, to, status } of ROUTER_REDIRECTS) {
    test(`router redirect ${from} → ${to} (${status})`, async ({ raw, site }) => {
      expectRedirect(await raw.get('main', from), site, 'main', status, to);
    });
  }

  test('gifts: the home path redirects 301 to / and configured redirects apply', async ({ raw, site }) => {
    expectRedirect(await raw.get('gifts', GIFTS_HOME.alias), site, 'gifts', 301, '/');
    for (const { from, to, status } of GIFTS_REDIRECTS) {
      expectRedirect(await raw.get('gifts', from), site, 'gifts', status, to);
    }
  });

  test('the browser follows a configured redirect to the page', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL('/about-us');
    await expect(page.locator('main h1')).toHaveText('About us');
  });
});

test.describe('storefront boundaries', () => {
  test("a gift product is the gifts shop's: 404 on the main site, 200 on the gifts host", async ({ raw }) => {
    expect((await raw.get('main', '/gifts/goat')).status()).toBe(404);
    expect((await raw.get('gifts', '/gifts/goat')).status()).toBe(200);
  });

  test("the route trees are not addressable: '/main/about-us' is an unknown path", async ({ raw }) => {
    expect((await raw.get('main', '/main/about-us')).status()).toBe(404);
    expect((await raw.get('gifts', '/main/about-us')).status()).toBe(404);
  });

  test('the status pages are reached only with their status, never as a 200 of their own', async ({ raw }) => {
    expect((await raw.get('main', '/http-status/403')).status()).toBe(404);
    expect((await raw.get('main', '/main/http-status/403')).status()).toBe(404);
    expect((await raw.get('gifts', '/gifts/http-status/502')).status()).toBe(404);
  });
});

test.describe('error pages', () => {
  test('an unknown path on the main site answers 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.locator('header[data-header-variant]')).toHaveAttribute('data-storefront', 'main');
    const error = page.locator('main [data-error-status]');
    await expect(error).toHaveAttribute('data-error-status', '404');
    await expect(error.locator('h1')).toHaveText(NOT_FOUND_TEXT);
    await expect(error.locator('a[href="/"]')).toBeVisible();
    // And a way on (issue 40; tests/e2e/donor-ask.spec.ts has the rest).
    await expect(page.locator('main [data-dead-end-help]').getByRole('search')).toBeVisible();
  });

  test('an unknown path on the gifts shop answers 404 in the gifts chrome', async ({ page, site }) => {
    const response = await page.goto(`${site.giftsURL}/no-such-gift-page-e2e`);
    expect(response?.status()).toBe(404);
    const header = page.locator('header[data-header-variant]');
    await expect(header).toHaveAttribute('data-storefront', 'gifts');
    await expect(header.getByRole('link', { name: 'Concern Aid Gifts', exact: true })).toBeVisible();
    const error = page.locator('main [data-error-status]');
    await expect(error.locator('h1')).toHaveText(NOT_FOUND_TEXT);
    const home = error.locator('a[href="/"]');
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(`${site.giftsURL}/`);
    await expect(page.locator('header[data-header-variant]')).toHaveAttribute('data-storefront', 'gifts');
  });

  test("a page's own not-found (notFound() under a route) is light: the brand's header, SPEC's text and its link home", async ({ page, raw }) => {
    // Next sends this page with every page's payload: a content page carries its own full header once, and no other.
    const news = await (await raw.get('main', '/news/bangladesh-monsoon-floods')).text();
    const flight = news.split('self.__next_f.push').slice(1).join('');
    expect(flight.split('data-header-variant\\":\\"full').length - 1, 'full headers in the news page’s payload').toBe(1);
    expect(flight).toContain('data-header-variant\\":\\"no_navigation');
    // The amount step of a page with no donation block: the amount route's notFound().
    const response = await page.goto('/about-us/single');
    expect(response?.status()).toBe(404);
    const header = page.locator('header[data-header-variant]');
    await expect(header).toHaveAttribute('data-header-variant', 'no_navigation');
    await expect(header.getByRole('link', { name: 'Concern Aid', exact: true })).toHaveAttribute('href', '/');
    const error = page.locator('main [data-error-status]');
    await expect(error.locator('h1')).toHaveText(NOT_FOUND_TEXT);
    await expect(error.locator('a[href="/"]')).toBeVisible();
  });

  test("the router's 403 is passed on ('/members-only')", async ({ page }) => {
    const response = await page.goto('/members-only');
    expect(response?.status()).toBe(403);
    const error = page.locator('main [data-error-status]');
    await expect(error).toHaveAttribute('data-error-status', '403');
    await expect(error.locator('h1')).toHaveText('Error 403 occurred');
    await expect(error).toContainText(SORRY_TEXT);
    await expect(error.locator('a[href="/"]')).toBeVisible();
  });

  test("a route with no entity answers 502 'Internal Routing Error.' ('/broken-route')", async ({ page, raw }) => {
    const response = await page.goto('/broken-route');
    expect(response?.status()).toBe(502);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('main [data-error-status] h1')).toHaveText('Error 502 occurred');
    await expect(page.locator('main [data-error-detail]')).toHaveText('Internal Routing Error.');
    await expect(page.locator('main [data-error-status]')).toContainText(SORRY_TEXT);
    expect((await raw.get('main', '/broken-route')).status()).toBe(502);
  });

  test('an unknown host answers 403, for every method and every kind of path', async ({ raw, request, site }) => {
    const response = await raw.getWithHost(`evil.example:${site.port}`, '/');
    expect(response.status()).toBe(403);
    expect((await raw.getWithHost('evil.example', '/about-us')).status()).toBe(403);
    expect((await raw.getWithHost(`localhost:${site.port}@evil.example`, '/about-us')).status()).toBe(403);
    // The GET-only handlers a reader's browser calls are behind the middleware too.
    for (const path of ['/api/search?q=goat', '/api/checkout/address?postcode=D02', '/api/flags/about-us?previewToken=x']) {
      expect((await raw.getWithHost('evil.example', path)).status(), path).toBe(403);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      // The handlers that take a body are outside the middleware (it would buffer their bodies).
      for (const path of ['/about-us', '/build.txt']) {
        const answer = await request.fetch(`http://127.0.0.1:${site.port}${path}`, { method, headers: { host: 'evil.example' }, data: method === 'HEAD' ? undefined : '{}', maxRedirects: 0, failOnStatusCode: false });
        expect(answer.status(), `${method} ${path}`).toBe(403);
      }
    }
  });
});
