import { expect, test } from './support/fixtures';

// SPEC §2: a loading bar shows on route changes. The bar (features/chrome/ClientNavigation)
// turns to data-state="loading" when a link is clicked and back once the new route is shown,
// often within a few frames, so a MutationObserver records that it happened rather than racing
// to see it.

declare global {
  interface Window {
    __loadingBarSeen?: boolean;
  }
}

test('clicking a header link shows the loading bar', async ({ page }) => {
  await page.addInitScript(() => {
    window.__loadingBarSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-loading-bar][data-state="loading"]')) window.__loadingBarSeen = true;
    }).observe(document, { attributes: true, attributeFilter: ['data-state'], subtree: true });
  });
  await page.goto('/about-us');
  // Hydrated first: a click before the App Router took over is a full page load, whose new
  // document starts the observer afresh (and the bar is the router's, not the browser's).
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__loadingBarSeen)).toBe(false);

  await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories', exact: true }).click();
  await expect(page).toHaveURL('/stories');
  await expect(page.locator('main h1')).toHaveText('Stories');
  await expect.poll(() => page.evaluate(() => window.__loadingBarSeen)).toBe(true);
  // A client-side navigation: the document (and the observer) survived; the bar is done.
  await expect(page.locator('[data-loading-bar]')).toHaveCount(1);
  await expect(page.locator('[data-loading-bar]')).toHaveAttribute('data-state', 'idle');
});

test('links prefetch their page when the reader points at one, not as they come into view', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['rsc'] || headers['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  // The header's and footer's links are in view (or near it) and none was fetched ahead.
  expect(prefetched).toEqual([]);

  const stories = page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories', exact: true });
  await stories.hover();
  await expect.poll(() => prefetched).toContain('/stories');
  expect(prefetched.filter((path) => path !== '/stories')).toEqual([]);
  // Still a client-side navigation, with the page fetched ahead.
  await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
  await stories.click();
  await expect(page.locator('main h1')).toHaveText('Stories');
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
