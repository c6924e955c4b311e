import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { EMERGENCY_APPEAL_PATH, NOT_FOUND_TEXT } from './support/seed';

// Issue 40, "Ask like the best appeals", the main site's ask: the phone's sticky Donate bar on
// an appeal page, the ask repeated at an appeal's end, the ask a news page ends with, and the
// dead ends' way on (the not-found page and a search with no results). At phone and desktop
// widths, both countries.

const SUDAN_APPEAL_PATH = '/appeal/sudan-crisis';
const SUDAN_NEWS_PATH = '/news/sudan-cholera-response';
/** A news page whose country has no appeal. */
const MALAWI_NEWS_PATH = '/news/malawi-flood-recovery';

const bar = (page: Page) => page.locator('[data-sticky-donate]');
const topForm = (page: Page) => page.locator('form[data-donation-chooser]').first();

/** Scrolls the window so that the top of `target` (or the page's bottom) is at the screen's top, without touching anything. */
async function scrollTo(page: Page, target: Locator | 'top' | 'bottom') {
  if (target === 'top') await page.evaluate(() => window.scrollTo(0, 0));
  else if (target === 'bottom') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  else await target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
}

/** Scrolls just past the appeal's first form: it is out of view, the page's end is not near. */
async function scrollPastTopForm(page: Page) {
  await topForm(page).evaluate((form) => window.scrollTo(0, form.getBoundingClientRect().bottom + window.scrollY + 40));
}

const widths = [
  { name: 'phone', phone: true, use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', phone: false, use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const width of widths) {
  test.describe(`the donor's ask, ${width.name}`, () => {
    test.use(width.use);

    test('an appeal page ends with an ask, before the footer’s gifts shop', async ({ page, site }) => {
      await page.goto(EMERGENCY_APPEAL_PATH);
      const end = page.locator('[data-page-end-ask="appeal"]');
      await end.scrollIntoViewIfNeeded();
      const form = end.locator('form[data-donation-chooser]');
      await expect(form).toBeVisible();
      // The presets and Donate, a form of its own.
      await expect(form.getByLabel(`${site.currency}25`, { exact: true })).toBeVisible();
      await expect(form.getByLabel(`${site.currency}50`, { exact: true })).toBeChecked();
      await expect(form.getByRole('button', { name: 'Donate now' })).toBeVisible();
      expect(await form.getAttribute('id')).not.toBe(await topForm(page).getAttribute('id'));
      // It comes after the appeal's story and before the footer's 'Shop charity gifts'.
      const shop = page.locator('footer[data-storefront="main"]').getByRole('link', { name: 'Shop charity gifts' });
      const order = await end.evaluate((ask, other) => ask.compareDocumentPosition(other as Node), await shop.elementHandle());
      expect(order & 4, 'the footer’s shop link follows the ask').toBe(4);
      // Its Donate goes where the top form's does: the appeal's checkout.
      await form.getByLabel(`${site.currency}100`, { exact: true }).check();
      await form.getByRole('button', { name: 'Donate now' }).click();
      await expect(page).toHaveURL(`${EMERGENCY_APPEAL_PATH}/checkout`);
      await expect(page.locator('[data-summary="amount"]').first()).toHaveText(`${site.currency}100`);
    });

    test('a news page under a country with an appeal ends with that appeal’s ask', async ({ page }) => {
      const response = await page.goto(SUDAN_NEWS_PATH);
      expect(response?.status()).toBe(200);
      const ask = page.locator('[data-page-end-ask="page"]');
      await ask.scrollIntoViewIfNeeded();
      await expect(ask.getByRole('heading', { level: 2, name: 'Support our Sudan response' })).toBeVisible();
      const donate = ask.getByRole('link', { name: 'Donate', exact: true });
      await expect(donate).toHaveAttribute('href', `${SUDAN_APPEAL_PATH}/single?type=single`);
      // The article's last part, before the event banner and the footer.
      const last = await page.locator('main article [data-page-end-ask]').evaluate((el) => el === el.parentElement?.lastElementChild);
      expect(last).toBe(true);
      await donate.click();
      await expect(page).toHaveURL(`${SUDAN_APPEAL_PATH}/single?type=single`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sudan crisis appeal' })).toBeVisible();
    });

    test('a news page whose country has no appeal asks for the general donate page', async ({ page }) => {
      await page.goto(MALAWI_NEWS_PATH);
      const ask = page.locator('[data-page-end-ask="page"]');
      await expect(ask.getByRole('heading', { level: 2, name: 'Support our work' })).toBeAttached();
      await expect(ask.getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', '/donate');
    });

    test('the not-found page carries search, Donate, the emergencies and the shop', async ({ page, site }) => {
      const response = await page.goto('/no-such-page-for-a-lost-donor');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
      const help = page.locator('[data-dead-end-help]');
      await expect(help.getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', '/donate');
      await expect(help.getByRole('link', { name: 'Gaza emergency' })).toHaveAttribute('href', EMERGENCY_APPEAL_PATH);
      await expect(help.getByRole('link', { name: 'Emergencies', exact: true })).toHaveAttribute('href', '/emergencies');
      await expect(help.getByRole('link', { name: 'Shop charity gifts' })).toHaveAttribute('href', `${site.giftsURL}/`);
      // The search box is a plain form to /search.
      const search = help.getByRole('search');
      await search.getByLabel('Search our site').fill('water');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL('/search?keys=water');
      await expect(page.getByRole('status')).toContainText('water');
    });

    test('a search with no results offers Donate, the emergencies and the shop', async ({ page, site }) => {
      await page.goto('/search?keys=zqxjvwk');
      await expect(page.getByRole('status')).toHaveText('No results for “zqxjvwk”');
      const help = page.locator('[data-dead-end-help]');
      await expect(help.getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', '/donate');
      await expect(help.getByRole('link', { name: 'Gaza emergency' })).toHaveAttribute('href', EMERGENCY_APPEAL_PATH);
      await expect(help.getByRole('link', { name: 'Shop charity gifts' })).toHaveAttribute('href', `${site.giftsURL}/`);
      // The page's own search box is the one search box.
      await expect(page.getByRole('search')).toHaveCount(1);
      // A search with results shows none of it.
      await page.goto('/search?keys=water');
      await expect(page.getByRole('status')).toContainText('water');
      await expect(page.locator('main a[href="/news/sudan-cholera-response"], main ul li').first()).toBeVisible();
      await expect(help).toHaveCount(0);
    });

    test('the main menu links the gifts shop', async ({ page, site }) => {
      await page.goto('/about-us');
      const header = page.locator('header[data-header-variant="full"]');
      if (width.phone) await header.locator('summary', { hasText: 'Menu' }).click();
      const link = header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gifts', exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `${site.giftsURL}/`);
      if (!width.phone) {
        // The desktop menu stays one row with it.
        const first = await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories', exact: true }).boundingBox();
        expect(Math.abs((await link.boundingBox())!.y - first!.y)).toBeLessThan(4);
      }
    });

    if (width.phone) {
      test('the sticky Donate bar shows once the form is out of view, and hides when it is back, near the end’s ask, and with the keyboard open', async ({ page, site }) => {
        await page.goto(EMERGENCY_APPEAL_PATH);
        await page.waitForLoadState('load');
        await expect(bar(page)).toBeHidden();
        await scrollPastTopForm(page);
        const button = bar(page).getByRole('button');
        await expect(button).toBeVisible();
        // 'Donate to <appeal>' with the chosen amount (the default preset).
        await expect(button.locator('span:visible')).toHaveText(['Donate to Gaza emergency appeal', `${site.currency}50`]);
        await expect(button).toHaveAccessibleName(new RegExp(`^Donate to Gaza emergency appeal\\s*\\${site.currency}50$`));
        const box = await button.boundingBox();
        expect(box!.y + box!.height, 'at the bottom of the screen').toBeGreaterThan(740 - 80);
        expect(box!.height, 'slim').toBeLessThan(80);
        // A text field's focus (the keyboard open) hides it. The focus wakes the chooser, whose
        // swap gives the field its focus back (and scrolls to it): out of view again, it stays hidden.
        await topForm(page).getByLabel(/^Other amount/).evaluate((el: HTMLInputElement) => el.focus({ preventScroll: true }));
        await expect(topForm(page)).toHaveAttribute('data-donation-chooser', 'live');
        await expect(topForm(page).getByLabel(/^Other amount/)).toBeFocused();
        await scrollPastTopForm(page);
        await expect(bar(page)).toBeHidden();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(button).toBeVisible();
        // Back at the form: hidden.
        await scrollTo(page, 'top');
        await expect(bar(page)).toBeHidden();
        // The ask at the page's end in view: hidden too, down to the page's bottom.
        await scrollTo(page, page.locator('[data-page-end-ask="appeal"]'));
        await expect(page.locator('[data-page-end-ask="appeal"] form')).toBeInViewport();
        await expect(bar(page)).toBeHidden();
        await scrollTo(page, 'bottom');
        await expect(bar(page)).toBeHidden();
        // And back in the story between the two asks: shown again.
        await scrollPastTopForm(page);
        await expect(button).toBeVisible();
      });

      test('the bar shows the chosen amount and takes the donor where the form’s Donate does', async ({ page, site }) => {
        await page.goto(EMERGENCY_APPEAL_PATH);
        await page.waitForLoadState('load');
        await topForm(page).getByLabel(`${site.currency}100`, { exact: true }).check();
        // Woken by the touch (its swap keeps the focus on the radio, in view), then scrolled past.
        await expect(topForm(page)).toHaveAttribute('data-donation-chooser', 'live');
        await scrollPastTopForm(page);
        const button = bar(page).getByRole('button');
        await expect(button.locator('span:visible')).toHaveText(['Donate to Gaza emergency appeal', `${site.currency}100`]);
        await topForm(page).getByLabel('Monthly', { exact: true }).evaluate((el: HTMLInputElement) => el.click());
        await expect(button.locator('span:visible')).toHaveText(['Donate to Gaza emergency appeal', `${site.currency}21 a month`]);
        await button.click();
        await expect(page).toHaveURL(`${EMERGENCY_APPEAL_PATH}/checkout`);
        await expect(page.locator('[data-summary="amount"]').first()).toHaveText(`${site.currency}21`);
        await expect(page.locator('[data-summary="type"]').first()).toHaveText('Monthly');
      });

      test('the bar submits the form while it is still static', async ({ page, site }) => {
        await page.goto(EMERGENCY_APPEAL_PATH);
        await page.waitForLoadState('networkidle');
        await scrollPastTopForm(page);
        await expect(topForm(page)).toHaveAttribute('data-donation-chooser', 'static');
        await bar(page).getByRole('button').click();
        await expect(page).toHaveURL(`${EMERGENCY_APPEAL_PATH}/checkout`);
        await expect(page.locator('[data-summary="amount"]').first()).toHaveText(`${site.currency}50`);
      });
    } else {
      test('there is no sticky bar on a desktop', async ({ page }) => {
        await page.goto(EMERGENCY_APPEAL_PATH);
        await scrollPastTopForm(page);
        await page.waitForTimeout(200);
        await expect(bar(page)).toBeHidden();
      });
    }
  });
}
