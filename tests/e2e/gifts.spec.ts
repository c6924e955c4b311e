import { expect, test } from './support/fixtures';
import { GIFTS_FOOTER_MENU, GIFTS_HOME } from './support/seed';

// The gifts shop, chosen by host (SPEC §2).

test.describe('gifts shop', () => {
  test('the gifts host shows the gifts chrome and the gifts home', async ({ page, site }) => {
    const response = await page.goto(`${site.giftsURL}/`);
    expect(response?.status()).toBe(200);
    const header = page.locator('header[data-header-variant]');
    await expect(header).toHaveAttribute('data-storefront', 'gifts');
    await expect(header).toHaveAttribute('data-header-variant', 'full');
    await expect(header.getByRole('link', { name: 'Concern Aid Gifts', exact: true })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/basket');
    // The main site's Donate call to action is not part of the shop's header.
    await expect(header.locator('a.button[href="/donate"]')).toHaveCount(0);

    const article = page.locator('main article[data-bundle]');
    await expect(article).toHaveAttribute('data-bundle', 'page');
    await expect(page.locator('main h1')).toHaveText(GIFTS_HOME.title);
    await expect(page.locator('main [data-block="gifts_list"]').first()).toBeVisible();

    const footer = page.locator('footer[data-storefront="gifts"]');
    for (const link of GIFTS_FOOTER_MENU) {
      await expect(footer.getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url);
    }
    await expect(footer.locator('[data-manage-cookies]')).toHaveText('Manage my cookies');
  });

  test('a gifts content page keeps the gifts chrome', async ({ page, site }) => {
    const response = await page.goto(`${site.giftsURL}/gifts-faq`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('header[data-header-variant]')).toHaveAttribute('data-storefront', 'gifts');
    await expect(page.locator('main article[data-bundle]')).toHaveAttribute('data-layout', 'two-columns');
    await expect(page.locator('main h1')).toHaveText('Gifts FAQ');
  });
});
