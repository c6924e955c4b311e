import { expect, test } from './support/fixtures';

// The main site's app-only pages (SPEC §2): term listings, the knowledge hub, search, cookie policy.

test.describe('main site app pages', () => {
  test('a term listing (/content/country/ethiopia) lists teasers; an unknown term answers 404', async ({ page, raw }) => {
    const response = await page.goto('/content/country/ethiopia');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveText('Ethiopia');
    await expect(page.locator('main article, main li a').first()).toBeVisible();
    expect((await raw.get('main', '/content/country/atlantis')).status()).toBe(404);
  });

  test('"Show more" under a listing longer than a page brings the next page, and focus to its first card', async ({ page, raw, sandbox }) => {
    // The seed's listings fit one page (10): eleven stories and news are given a topic of this
    // test's own for its length, and given back their topics after it.
    const term = `e2e-more-${Date.now().toString(36)}`;
    const sitemap = await (await raw.get('main', '/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/(?:news|stories|appeal)\/[^<]+)<\/loc>/g)].map((m) => m[1]!).slice(0, 11);
    expect(paths).toHaveLength(11);
    const originals: { id: string; topics: unknown }[] = [];
    try {
      for (const path of paths) {
        const entity = await sandbox.entity(path);
        const topics = entity.fields.topics as unknown[];
        originals.push({ id: entity.id, topics });
        await sandbox.edit({ entity_type: 'node', id: entity.id, fields: { topics: [...topics, { type: 'topic', value: term, label: 'Longer than a page' }] } });
      }
      expect((await page.goto(`/content/topic/${term}`))?.status()).toBe(200);
      const cards = page.locator('main li:has(a)');
      await expect(cards).toHaveCount(10);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 10 of 11');
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(cards).toHaveCount(11);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 11 of 11');
      await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
      await expect(cards.nth(10).locator('a').first()).toBeFocused();
    } finally {
      for (const { id, topics } of originals) await sandbox.edit({ entity_type: 'node', id, fields: { topics } });
    }
  });

  test('the knowledge hub lists its seven themes, and a theme page marks itself current', async ({ page, raw }) => {
    expect((await page.goto('/knowledge-hub'))?.status()).toBe(200);
    const themes = page.getByRole('navigation', { name: 'Knowledge hub themes' }).getByRole('link');
    await expect(themes).toHaveCount(7);
    await themes.filter({ hasText: /graduation/i }).click();
    await expect(page).toHaveURL('/knowledge-hub/graduation');
    await expect(page.locator('[aria-current="page"]')).toHaveText(/graduation/i);
    expect((await raw.get('main', '/knowledge-hub/not-a-theme-e2e')).status()).toBe(404);
  });

  test('search shows results for keys and says when there are none', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search' }).fill('water');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?keys=water/);
    await expect(page.getByText(/results? for “water”/)).toBeVisible();
    await page.goto('/search?keys=zzqqxx');
    await expect(page.getByText('No results for “zzqqxx”')).toBeVisible();
  });

  test('the cookie policy page offers "Manage my cookies", on both storefronts (their footers link to it)', async ({ page, site }) => {
    expect((await page.goto('/cookie-policy'))?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveText('Cookie policy');
    await expect(page.locator('main [data-manage-cookies]').first()).toHaveText('Manage my cookies');
    expect((await page.goto(`${site.giftsURL}/cookie-policy`))?.status()).toBe(200);
    await expect(page.locator('header[data-header-variant]')).toHaveAttribute('data-storefront', 'gifts');
    await expect(page.locator('main h1')).toHaveText('Cookie policy');
  });
});
