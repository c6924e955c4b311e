import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 39: a donation block's chooser is sent as a static form and wakes as the live chooser
// when the donor reaches for it (features/donation/components/ChooserWake.tsx): its code comes
// only when it is needed. The chooser and an embed's consent placeholder are in the server's HTML.

const APPEAL = '/appeal/gaza-emergency';
const EMBED = '/about-us'; // a Vimeo embed

test('the chooser and the embed placeholder are in the server’s HTML, working without JavaScript to read', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.mainURL });
  const page = await context.newPage();
  await page.goto(APPEAL);
  await expect(page.locator('form[data-donation-chooser]').first()).toBeVisible();
  await expect(page.locator('form[data-donation-chooser] input[name="amount"]').first()).toBeVisible();
  await page.goto(EMBED);
  await expect(page.getByRole('button', { name: 'Accept and show' }).first()).toBeVisible();
  await context.close();
});

/** The scripts a page fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(request.url()));
  return urls;
}

/** Holds back every script chunk the page asks for from now on; the function lets them through. */
async function holdChunks(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const width of [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
] as const) {
  test.describe(`the donation chooser wakes when reached for, ${width.name}`, () => {
    test.use(width.use);

    test('a reader loads no chooser code; a donor’s first touch brings it', async ({ page }) => {
      await page.goto(APPEAL);
      await page.waitForLoadState('networkidle');
      const chooser = page.locator('form[data-donation-chooser]').first();
      await expect(chooser).toHaveAttribute('data-donation-chooser', 'static');
      const later = scriptsFetched(page);
      await page.waitForTimeout(500);
      expect(later, 'nothing loads while the reader only reads').toEqual([]);
      await chooser.getByLabel('Other amount').focus();
      await expect(chooser).toHaveAttribute('data-donation-chooser', 'live');
      expect(later.length, 'the live chooser’s code').toBeGreaterThan(0);
      await expect(chooser.getByLabel('Other amount'), 'the field keeps the focus it was given').toBeFocused();
    });

    test('what the donor chose while it woke is what the checkout gets', async ({ page, site }) => {
      await page.goto(APPEAL);
      await page.waitForLoadState('networkidle');
      // The chooser's code is held back until the donor has chosen and pressed Donate.
      const release = await holdChunks(page);
      const chooser = page.locator('form[data-donation-chooser]').first();
      await chooser.getByLabel('Monthly', { exact: true }).check();
      await chooser.getByLabel('Other amount').fill('20,50');
      await chooser.getByRole('button', { name: 'Donate now' }).click();
      await expect(chooser).toHaveAttribute('data-donation-chooser', 'static');
      release();
      await expect(page).toHaveURL(`${APPEAL}/checkout`);
      await expect(page.locator('[data-summary="amount"]').first()).toHaveText(`${site.currency}20.50`);
      await expect(page.locator('[data-summary="type"]').first()).toHaveText('Monthly');
    });

    test('Donate now pressed as the live chooser arrives still submits', async ({ page, site }) => {
      await page.goto(APPEAL);
      await page.waitForLoadState('networkidle');
      const release = await holdChunks(page);
      const chooser = page.locator('form[data-donation-chooser]').first();
      await chooser.getByLabel('Other amount').fill('25');
      const button = chooser.getByRole('button', { name: 'Donate now' });
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // The code arrives while the button is held down: swapped now, the button under the
      // pointer would be a new one, and the release would click nothing.
      const arrived = page.waitForResponse((response) => response.url().includes('/_next/static/chunks/'));
      release();
      await arrived;
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
      await page.mouse.up();
      await expect(page).toHaveURL(`${APPEAL}/checkout`);
      await expect(page.locator('[data-summary="amount"]').first()).toHaveText(`${site.currency}25`);
    });

    test('a chooser whose code cannot load still takes the donor to the amount step', async ({ page }) => {
      await page.goto(APPEAL);
      await page.waitForLoadState('networkidle');
      await page.route('**/_next/static/chunks/**', (route) => route.abort());
      const chooser = page.locator('form[data-donation-chooser]').first();
      await chooser.getByRole('button', { name: 'Donate now' }).click();
      await expect(page).toHaveURL(new RegExp(`${APPEAL}/single\\?type=single`));
    });
  });
}
