import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SORRY_TEXT } from './support/seed';

// Pre-rendered pages are served from the build's cache: a page view asks the backend nothing,
// and a router outage leaves them up while paths the build did not know answer 502 (SPEC §8).
// Tests of one country run one at a time (playwright.config.ts), so a fault switched on here
// never reaches another test's page.

const ROUTER = '/decoupled-router';

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
});

/** Client-side prefetches of linked pages are not this page's view: keep them out of the log. */
async function withoutPrefetch(page: Page) {
  await page.route(
    (url) => url.hostname === 'localhost' || url.hostname === '127.0.0.1',
    (route) => {
      const headers = route.request().headers();
      return headers['rsc'] || headers['next-router-prefetch'] ? route.abort() : route.continue();
    },
  );
}

test('a router failure gives 502 for an unbuilt path while pre-rendered pages stay up', async ({ page, raw, sandbox }) => {
  // A path no build knows (unique per run, so no cached router answer can stand in).
  const unbuilt = `/appeal/not-built-yet-${Date.now().toString(36)}`;
  await sandbox.setFault({ path: ROUTER, status: 500, message: 'e2e: router down' });

  const failed = await page.goto(unbuilt);
  expect(failed?.status()).toBe(502);
  await expect(page.locator('main [data-error-status]')).toHaveAttribute('data-error-status', '502');
  await expect(page.locator('main [data-error-status] h1')).toHaveText('Error 502 occurred');
  await expect(page.locator('main [data-error-status]')).toContainText(SORRY_TEXT);

  const cached = await page.goto('/about-us');
  expect(cached?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText('About us');

  // A dropped connection is a failure too.
  await sandbox.setFault({ path: ROUTER, drop: true });
  expect((await raw.get('main', `${unbuilt}-dropped`)).status()).toBe(502);
  expect((await raw.get('main', '/about-us')).status()).toBe(200);

  // And the router's requests were really made (the fault was in the path).
  const routed = (await sandbox.requests()).filter((r) => r.path === ROUTER && r.query.path?.startsWith(unbuilt));
  expect(routed.length).toBeGreaterThan(0);
});

test('a page view of a pre-rendered page makes no backend call', async ({ page, raw, sandbox }) => {
  const paths = ['/about-us', '/stories/almaz-water-point-ethiopia', '/'];
  // A build older than the pages' revalidation time refreshes them on their first view: let
  // that happen first (a fresh build passes at once).
  for (const path of paths) {
    await expect
      .poll(async () => {
        const before = (await sandbox.requests()).length;
        expect((await raw.get('main', path)).status()).toBe(200);
        return (await sandbox.requests()).length - before;
      })
      .toBe(0);
  }

  await withoutPrefetch(page);
  await sandbox.clearRequests();
  for (const path of paths) {
    for (let view = 0; view < 2; view += 1) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main article[data-bundle]')).toBeVisible();
    }
  }
  const calls = (await sandbox.requests()).filter((r) => r.path === ROUTER || r.path === '/site-settings');
  expect(calls.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.query)}`)).toEqual([]);
});

test('a page with no good copy answers 502 with the error page while the backend fails, then keeps its copy through the next failure (SPEC §8)', async ({ page, raw, sandbox }) => {
  // A page moved to a path the build never rendered: the webhook announces it, nothing has rendered it.
  const source = '/press/new-country-director-kenya';
  const { id, title } = await sandbox.entity(source);
  const moved = `/news/e2e-no-copy-${Date.now().toString(36)}`;
  try {
    expect((await sandbox.edit({ entity_type: 'node', id, url: moved })).webhook).toMatchObject({ called: true, status: 200 });
    for (const fault of [{ status: 500 }, { drop: true }]) {
      await sandbox.setFault({ path: ROUTER, ...fault });
      const failed = await raw.get('main', moved);
      expect(failed.status(), JSON.stringify(fault)).toBe(502);
      expect(failed.headers()['cache-control']).toBe('no-store');
      expect(await failed.text()).toContain('Error 502 occurred');
    }
    const shown = await page.goto(moved);
    expect(shown?.status()).toBe(502);
    await expect(page.locator('main [data-error-status] h1')).toHaveText('Error 502 occurred');
    await expect(page.locator('main [data-error-status]')).toContainText(SORRY_TEXT);

    // The backend is back: the page renders, and its copy is what readers get through the next failure.
    await sandbox.clearFaults();
    const good = await raw.get('main', moved);
    expect(good.status()).toBe(200);
    expect(await good.text()).toContain(title);
    await sandbox.setFault({ path: ROUTER, status: 500 });
    const kept = await raw.get('main', moved);
    expect(kept.status()).toBe(200);
    expect(await kept.text()).toContain(title);
  } finally {
    await sandbox.clearFaults();
    await sandbox.edit({ entity_type: 'node', id, url: source });
  }
});
