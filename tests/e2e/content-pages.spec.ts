import { expect, expectRedirect, test } from './support/fixtures';
import { FRONT_PAGE, PAGE_PER_BUNDLE } from './support/seed';

// SPEC §2 "Page layouts by type": every node bundle renders in its layout, under its real URL.

test.describe('content pages by bundle', () => {
  for (const { bundle, path, title, layout } of PAGE_PER_BUNDLE) {
    test(`${bundle} (${path}) renders ${layout}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(path);
      const article = page.locator('main article[data-bundle]');
      await expect(article).toHaveAttribute('data-bundle', bundle);
      await expect(article).toHaveAttribute('data-layout', layout);
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page).toHaveTitle(title);
      if (layout === 'two-columns') {
        // The seed gives every two-column page sidebar blocks: they sit beside the content.
        await expect(article.getByRole('complementary', { name: 'More on this page' })).toBeVisible();
      }
    });
  }
});

test.describe('front page', () => {
  test("'/' shows the configured front page", async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/');
    await expect(page.locator('main article[data-bundle]')).toHaveAttribute('data-bundle', 'page');
    await expect(page.locator('main h1')).toHaveText(FRONT_PAGE.title);
    await expect(page.locator('main [data-block="hero"]')).toBeVisible();
  });

  test('the front page alias answers 301 to /', async ({ raw, site }) => {
    expectRedirect(await raw.get('main', FRONT_PAGE.alias), site, 'main', 301, '/');
  });
});
