import { expect, test } from './support/fixtures';
import { EMERGENCY_APPEAL_PATH, MAIN_FOOTER_MENU, MAIN_HEADER_MENU } from './support/seed';

// The header menus, the footer and the header variants (SPEC §2).

test.describe('header and footer', () => {
  test('the full header shows the header menu from the settings, then the gifts shop', async ({ page, site }) => {
    await page.goto('/about-us');
    const header = page.locator('header[data-header-variant]');
    await expect(header).toHaveAttribute('data-header-variant', 'full');
    await expect(header).toHaveAttribute('data-storefront', 'main');
    await expect(header.getByRole('link', { name: 'Concern Aid', exact: true })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const items = nav.locator(':scope > ul > li');
    // The settings' items, and after them the gifts shop, which the settings do not link (issue 40).
    await expect(items).toHaveCount(MAIN_HEADER_MENU.length + 1);
    for (const [i, item] of MAIN_HEADER_MENU.entries()) {
      const entry = items.nth(i).locator(item.dropdown ? ':scope > details > summary' : ':scope > a');
      await expect(entry).toBeVisible();
      await expect(entry).toHaveText(item.title);
      if (!item.dropdown) await expect(entry).toHaveAttribute('href', item.url);
    }
    const shop = items.nth(MAIN_HEADER_MENU.length).locator(':scope > a');
    await expect(shop).toBeVisible();
    await expect(shop).toHaveText('Gifts');
    await expect(shop).toHaveAttribute('href', `${site.giftsURL}/`);
    // A dropdown opens on click and lists the parent's page first.
    await items.nth(0).locator(':scope > details > summary').click();
    const ourWork = items.nth(0).getByRole('link', { name: 'Ethiopia' });
    await expect(ourWork).toBeVisible();
    await expect(ourWork).toHaveAttribute('href', '/countries/ethiopia');
    // The full header's call to action.
    await expect(header.locator('a.button[href="/donate"]')).toHaveText('Donate');
  });

  test("the footer has the footer menu and 'Manage my cookies'", async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.locator('footer[data-storefront="main"]');
    await expect(footer).toBeVisible();
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    for (const link of MAIN_FOOTER_MENU) {
      await expect(nav.getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url);
    }
    await expect(footer.locator('[data-manage-cookies]')).toHaveText('Manage my cookies');
    await expect(footer.locator('[data-manage-cookies]')).toBeVisible();
  });
});

test.describe('header variants', () => {
  for (const path of ['/donate', EMERGENCY_APPEAL_PATH]) {
    test(`${path} forces the basic header`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const header = page.locator('header[data-header-variant]');
      await expect(header).toHaveAttribute('data-header-variant', 'basic');
      await expect(header).toContainText('Secure donation');
      await expect(header.getByRole('navigation')).toHaveCount(0);
      await expect(page.locator('[data-appeal-banner]')).toHaveCount(0);
      await expect(page.locator('[data-event-banner]')).toHaveCount(0);
    });
  }

  test("the activism page ('/take-action') has the activism header", async ({ page }) => {
    await page.goto('/take-action');
    const header = page.locator('header[data-header-variant]');
    await expect(header).toHaveAttribute('data-header-variant', 'activism');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.locator('a.button[href="/donate"]')).toHaveCount(0);
  });

  test("the no_navigation page ('/give-monthly') has the no_navigation header", async ({ page }) => {
    await page.goto('/give-monthly');
    const header = page.locator('header[data-header-variant]');
    await expect(header).toHaveAttribute('data-header-variant', 'no_navigation');
    await expect(header.getByRole('link', { name: 'Concern Aid', exact: true })).toBeVisible();
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await expect(header.locator('a[href="/donate"]')).toHaveCount(0);
  });
});
