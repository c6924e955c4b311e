import { expect, test } from './support/fixtures';

// SPEC §2: a loading bar shows on route changes. nextjs-toploader adds #nprogress when a link
// is clicked and removes it once the new route is shown, often within a few frames, so a
// MutationObserver records that it appeared rather than racing to see it.

declare global {
  interface Window {
    __loadingBarSeen?: boolean;
  }
}

test('clicking a header link shows the loading bar', async ({ page }) => {
  await page.addInitScript(() => {
    window.__loadingBarSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) window.__loadingBarSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/about-us');
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => window.__loadingBarSeen)).toBe(false);

  await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories', exact: true }).click();
  await expect(page).toHaveURL('/stories');
  await expect(page.locator('main h1')).toHaveText('Stories');
  await expect.poll(() => page.evaluate(() => window.__loadingBarSeen)).toBe(true);
  // A client-side navigation: the document (and the observer) survived.
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
