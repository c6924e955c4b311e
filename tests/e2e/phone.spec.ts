import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { EMERGENCY_APPEAL_PATH, NOT_FOUND_TEXT } from './support/seed';

// Phone width (SPEC §9 smallest breakpoint, 360 px): nothing scrolls sideways, and the header
// menu sits behind the 'Menu' toggle.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} > innerWidth ${widths.inner} on ${page.url()}`).toBeLessThanOrEqual(widths.inner);
}

async function expectMenuBehindToggle(page: Page, firstLink: string) {
  const header = page.locator('header[data-header-variant]');
  const toggle = header.locator('summary', { hasText: 'Menu' });
  const link = header.getByRole('navigation', { name: 'Main' }).getByText(firstLink, { exact: true }).first();
  await expect(toggle).toBeVisible();
  await expect(link).toBeHidden();
  await toggle.click();
  await expect(link).toBeVisible();
  await expectNoHorizontalScroll(page);
}

test.describe('phone width (360 × 740)', () => {
  const mainPages = [
    { name: 'home', path: '/', menu: true },
    { name: 'an appeal', path: EMERGENCY_APPEAL_PATH, menu: false },
    { name: 'a two-column page', path: '/countries/ethiopia', menu: true },
  ];
  for (const { name, path, menu } of mainPages) {
    test(`${name} (${path}) fits the screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main article[data-bundle]')).toBeVisible();
      await page.waitForLoadState('load');
      await expectNoHorizontalScroll(page);
      if (menu) await expectMenuBehindToggle(page, 'Stories');
      else await expect(page.locator('header summary', { hasText: 'Menu' })).toHaveCount(0);
    });
  }

  test('the gifts home fits the screen', async ({ page, site }) => {
    const response = await page.goto(`${site.giftsURL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main article[data-bundle]')).toBeVisible();
    await page.waitForLoadState('load');
    await expectNoHorizontalScroll(page);
    await expectMenuBehindToggle(page, 'Corporate gifts');
  });

  test('a 404 page fits the screen', async ({ page }) => {
    const response = await page.goto('/no-such-page-on-a-phone');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText(NOT_FOUND_TEXT);
    await page.waitForLoadState('load');
    await expectNoHorizontalScroll(page);
    await expectMenuBehindToggle(page, 'Stories');
  });
});

test('a gift page fetches its main image first, once, at the width a phone shows', async ({ page, site }) => {
  const imageRequests: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/image')) imageRequests.push(new URL(request.url()));
  });
  await page.goto(`${site.giftsURL}/gifts/goat`);
  const hero = page.locator('main img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute('loading', 'eager');
  // Decoded with the frame it is in: in the first paint when it has arrived by then.
  await expect(hero).toHaveAttribute('decoding', 'sync');
  // Preloaded from the head with the same candidates, so the browser fetches it before the
  // scripts and picks the same file for the preload and the <img>.
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  expect(await preload.getAttribute('imagesrcset')).toBe(await hero.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await hero.getAttribute('sizes'));
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // 360 CSS px at a device pixel ratio of 1: the 360 px candidate, fetched once.
  const heroUrl = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(heroUrl.searchParams.get('w')).toBe('360');
  expect(imageRequests.filter((url) => url.href === heroUrl.href)).toHaveLength(1);
  // Every other image of the page waits until it comes near the screen.
  const others = page.locator('main img:not([fetchpriority="high"])');
  expect(await others.count()).toBeGreaterThan(0);
  for (const loading of await others.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))) expect(loading).toBe('lazy');
});

// Every weight and style a page's first screen uses is one more font its first layout must
// find (app/globals.css): the first screen of each page type sets its text in 400 and 700,
// upright, nothing else.
test('the first screen of each page type uses two weights, upright', async ({ page, site }) => {
  const pages = ['/news/bangladesh-monsoon-floods', EMERGENCY_APPEAL_PATH, '/donate/single?type=single', `${site.giftsURL}/`, `${site.giftsURL}/category/animals`, `${site.giftsURL}/gifts/goat`];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('load');
    const faces = await page.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const element = walker.currentNode.parentElement;
        if (!element || !walker.currentNode.textContent?.trim()) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden') continue;
        seen.add(`${style.fontWeight} ${style.fontStyle}`);
      }
      return [...seen].sort();
    });
    expect(faces.length, path).toBeGreaterThan(0);
    for (const face of faces) expect(['400 normal', '700 normal'], `${path}: ${face}`).toContain(face);
  }
});
