import { expect, test } from './support/fixtures';
import { APPEAL_BANNER, CONSENT_TEXT, EMERGENCY_APPEAL_PATH } from './support/seed';

// The appeal and event banners (SPEC §3), consent before third-party embeds, and money in the
// country's currency (SPEC §1).

test.describe('banners', () => {
  test('the appeal banner shows where its rules allow, with the emergency tag', async ({ page }) => {
    // content_types: news, story, page, country; path_start: /stories/, /news/.
    for (const path of ['/about-us', '/stories/fatuma-goats-kenya', '/countries/somalia']) {
      await page.goto(path);
      const banner = page.locator('[data-appeal-banner]');
      await expect(banner, path).toBeVisible();
      await expect(banner).toHaveAttribute('data-emergency', 'true');
      await expect(banner).toContainText(APPEAL_BANNER.tag);
      await expect(banner.getByRole('link', { name: APPEAL_BANNER.label })).toHaveAttribute('href', APPEAL_BANNER.url);
    }
  });

  test('the appeal banner is absent where its rules exclude it', async ({ page }) => {
    // '/donate' is in path_exclude; a standard_info_page matches no inclusion rule.
    for (const path of ['/donate', '/privacy-policy', EMERGENCY_APPEAL_PATH]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('[data-appeal-banner]'), path).toHaveCount(0);
    }
  });

  test('the event banner shows its two calls to action', async ({ page, site }) => {
    await page.goto('/about-us');
    const banner = page.locator('[data-event-banner]');
    await expect(banner).toBeVisible();
    const race = site.country === 'GB' ? 'the London Marathon' : 'the Dublin City Marathon';
    await expect(banner.getByRole('heading')).toHaveText(`Run for Concern Aid in ${race}`);
    await expect(banner).toContainText(`Every ${site.currency}1 you raise`);
    await expect(banner.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/ways-to-give');
    await expect(banner.getByRole('link', { name: 'Contact our events team' })).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('embeds', () => {
  test("an embed waits for consent, then 'Accept and show' loads it", async ({ page }) => {
    await page.goto('/about-us');
    const embed = page.locator('[data-block="embed"] figure[data-embed-kind="vimeo"]');
    const placeholder = embed.locator('[data-embed-state="placeholder"]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText(CONSENT_TEXT.vimeo);
    await expect(embed.locator('iframe')).toHaveCount(0);

    await placeholder.getByRole('button', { name: 'Accept and show' }).click();
    const loaded = embed.locator('[data-embed-state="loaded"]');
    await expect(loaded).toBeVisible();
    await expect(loaded.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\//);
    await expect(embed.locator('[data-embed-state="placeholder"]')).toHaveCount(0);
  });
});

test.describe('money', () => {
  test("a donation block shows amounts in the country's currency", async ({ page, site }) => {
    await page.goto(EMERGENCY_APPEAL_PATH);
    const block = page.locator('[data-block="donation_hero"] [data-appeal-id]');
    await expect(block).toHaveAttribute('data-appeal-id', site.appealIds[0]);
    await expect(block).toHaveAttribute('data-donation-type', 'single');
    const other = site.currency === '€' ? '£' : '€';
    await expect(block.locator('[data-preset-amount="25"]')).toContainText(`${site.currency}25`);
    // A range preset (50 to 99) shows the amount it gives, never a range it does not charge.
    await expect(block.locator('[data-preset-amount="50"]')).toHaveText(`${site.currency}50`);
    await expect(block.locator('[data-preset-amount="100"]')).toContainText(`${site.currency}100`);
    await expect(block).not.toContainText(other);
  });
});
