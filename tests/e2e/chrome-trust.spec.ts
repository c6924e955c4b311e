import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { EMERGENCY_APPEAL_PATH } from './support/seed';

// The chrome's trust marks and ways round the site, on both storefronts of both countries: the
// charity's registered numbers linked to the public registers, the icons, the links between
// the storefronts, the header's search link, search by ?q= ranked by title, readers' words
// for page types, and pages that fit a 360 px phone.

/** The seed's registered numbers and the register each one links to (sandbox/seed/content/settings.ts). */
const REGISTERS = {
  IE: [
    { number: '20011750', register: /^https:\/\/www\.charitiesregulator\.ie\/en\/information-for-the-public\/search-the-register-of-charities\/charity-detail\?regid=20011750$/ },
    { number: 'CHY 11750', register: /^https:\/\/www\.revenue\.ie\// },
  ],
  GB: [
    { number: '1099175', register: /^https:\/\/register-of-charities\.charitycommission\.gov\.uk\/charity-search\/-\/charity-details\/1099175$/ },
    { number: 'SC046175', register: /^https:\/\/www\.oscr\.org\.uk\/about-charities\/search-the-register\/charity-details\?number=SC046175$/ },
  ],
} as const;

const CHARITY_NAME = { IE: 'Concern Aid', GB: 'Concern Aid UK' } as const;

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} > innerWidth ${widths.inner} on ${page.url()}`).toBeLessThanOrEqual(widths.inner);
}

test.describe('trust marks in every footer', () => {
  for (const storefront of ['main', 'gifts'] as const) {
    test(`the ${storefront} footer names the charity and links its registered numbers to the registers`, async ({ page, site }) => {
      const base = storefront === 'main' ? site.mainURL : site.giftsURL;
      for (const path of storefront === 'main' ? ['/', '/about-us', '/search'] : ['/', '/basket']) {
        await page.goto(`${base}${path}`);
        const footer = page.locator(`footer[data-storefront="${storefront}"]`);
        await footer.scrollIntoViewIfNeeded();
        const charity = footer.locator('[data-charity]');
        await expect(charity).toBeVisible();
        const who = storefront === 'main' ? `${CHARITY_NAME[site.country]} is a registered charity.` : `Concern Aid Gifts is run by ${CHARITY_NAME[site.country]}, a registered charity.`;
        await expect(charity).toContainText(who);
        for (const { number, register } of REGISTERS[site.country]) {
          const link = charity.getByRole('link', { name: number, exact: true });
          await expect(link, `${number} on ${storefront} ${path}`).toBeVisible();
          expect(await link.getAttribute('href'), number).toMatch(register);
        }
        await expect(footer).not.toContainText('Registered charity.');
      }
    });
  }
});

test.describe('icons', () => {
  for (const storefront of ['main', 'gifts'] as const) {
    test(`/favicon.ico, /icon.svg and /apple-icon.png answer images on ${storefront}, and pages link them`, async ({ raw, page, site }) => {
      for (const [path, type] of [
        ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
        ['/icon.svg', /^image\/svg\+xml/],
        ['/apple-icon.png', /^image\/png/],
      ] as const) {
        const response = await raw.get(storefront, path);
        expect(response.status(), `${storefront} ${path}`).toBe(200);
        expect(response.headers()['content-type'], `${storefront} ${path}`).toMatch(type);
        expect((await response.body()).length, `${storefront} ${path}`).toBeGreaterThan(100);
      }
      await page.goto(storefront === 'main' ? site.mainURL : site.giftsURL);
      await expect(page.locator('head link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="apple-touch-icon"][href^="/apple-icon.png"]')).toHaveCount(1);
    });
  }

  test('an unknown host still gets no icon', async ({ raw }) => {
    expect((await raw.getWithHost('evil.example', '/favicon.ico')).status()).toBe(403);
  });
});

test.describe('the storefronts link to each other', () => {
  test("the main site's footer leads to the gifts shop", async ({ page, site }) => {
    await page.goto('/about-us');
    const link = page.locator('footer[data-storefront="main"]').getByRole('link', { name: 'Shop charity gifts' });
    await expect(link).toHaveAttribute('href', `${site.giftsURL}/`);
    await link.click();
    await expect(page).toHaveURL(`${site.giftsURL}/`);
    await expect(page.locator('header[data-header-variant]')).toHaveAttribute('data-storefront', 'gifts');
  });

  test("the gifts shop's footer leads to the main site and its Donate page", async ({ page, site }) => {
    await page.goto(`${site.giftsURL}/category/animals`);
    const footer = page.locator('footer[data-storefront="gifts"]');
    await expect(footer.getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', `${site.mainURL}/donate`);
    const home = footer.getByRole('link', { name: 'Concern Aid home' });
    await expect(home).toHaveAttribute('href', `${site.mainURL}/`);
    await home.click();
    await expect(page).toHaveURL(`${site.mainURL}/`);
    await expect(page.locator('header[data-header-variant]')).toHaveAttribute('data-storefront', 'main');
  });
});

test.describe('search', () => {
  test('the main header links to search, with an icon and the word Search', async ({ page }) => {
    await page.goto('/about-us');
    const link = page.locator('header[data-header-variant]').getByRole('link', { name: 'Search', exact: true });
    await expect(link).toHaveAttribute('href', '/search');
    await expect(link.locator('svg')).toBeVisible();
    await expect(link).toHaveText('Search');
    await link.click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  });

  test('/search?q=gaza searches (q as well as keys) and lists the Gaza appeal first', async ({ page }) => {
    await page.goto('/search?q=gaza');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('gaza');
    await expect(page.getByText(/results? for “gaza”/)).toBeVisible();
    const titles = page.getByRole('region', { name: 'Search results' }).locator('article h2 a');
    await expect(titles.first()).toHaveAttribute('href', EMERGENCY_APPEAL_PATH);
    // Before the pages that only mention Gaza: the home page and Donate.
    const hrefs = await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/home', '/donate']));
    expect(hrefs.indexOf(EMERGENCY_APPEAL_PATH)).toBe(0);
    await page.goto('/search?keys=gaza');
    await expect(titles.first()).toHaveAttribute('href', EMERGENCY_APPEAL_PATH);
  });
});

test.describe("readers' words, never machine names", () => {
  for (const path of ['/content/topic/emergencies', '/knowledge-hub', '/news', '/search?q=water']) {
    test(`${path} shows no bundle machine names`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/SECTION INDEX PAGE|section index page|standard info page|publication landing|press_release|_page\b/i);
    });
  }
});

test.describe('the country page', () => {
  test("shows its stat '1.6 million' whole", async ({ page }) => {
    await page.goto('/countries/ethiopia');
    const stat = page.locator('main [data-block="stats"] strong', { hasText: '1.6 million' });
    await stat.scrollIntoViewIfNeeded();
    await expect(stat).toHaveText('1.6 million');
    // Not cut: the figure's text lies inside its tile, and the tile inside the sidebar.
    const boxes = await stat.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const { left, right } = range.getBoundingClientRect();
      const tile = el.closest('li')!.getBoundingClientRect();
      const column = (el.closest('aside') ?? el.closest('main'))!.getBoundingClientRect();
      return { text: [left, right], tile: [tile.left, tile.right], column: [column.left, column.right] };
    });
    expect(boxes.text[0]).toBeGreaterThanOrEqual(boxes.tile[0]! - 1);
    expect(boxes.text[1]).toBeLessThanOrEqual(boxes.tile[1]! + 1);
    expect(boxes.tile[0]).toBeGreaterThanOrEqual(boxes.column[0]! - 1);
    expect(boxes.tile[1]).toBeLessThanOrEqual(boxes.column[1]! + 1);
  });
});

test.describe('phone width (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/news', '/countries/ethiopia', '/search?q=water']) {
    test(`${path} fits the screen, its header one row of brand, Search, Menu and Donate`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await page.waitForLoadState('load');
      await expectNoHorizontalScroll(page);
      const header = page.locator('header[data-header-variant="full"]');
      const parts = [
        header.getByRole('link', { name: 'Concern Aid', exact: true }),
        header.getByRole('link', { name: 'Search', exact: true }),
        header.locator('summary', { hasText: 'Menu' }),
        header.locator('a.button[href="/donate"]'),
      ];
      const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
      // One row, left to right, all on the screen.
      for (const [i, box] of boxes.entries()) {
        expect(box, `part ${i}`).not.toBeNull();
        expect(box.x + box.width, `part ${i} inside the screen`).toBeLessThanOrEqual(360);
        if (i > 0) expect(box.x, `part ${i} after part ${i - 1}`).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
        expect(Math.abs(box.y + box.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2)), `part ${i} on the brand's row`).toBeLessThan(8);
      }
      // The Donate button: amber with dark text.
      const colours = await parts[3]!.evaluate((el) => {
        const style = getComputedStyle(el);
        return { bg: style.backgroundColor, fg: style.color };
      });
      expect(colours).toEqual({ bg: 'rgb(255, 184, 28)', fg: 'rgb(29, 29, 27)' });
    });
  }

  test('the gifts home fits the screen, its footer too', async ({ page, site }) => {
    expect((await page.goto(`${site.giftsURL}/`))?.status()).toBe(200);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
  });
});

test('the gifts header fits one row at 1280 px', async ({ page, site }) => {
  await page.goto(`${site.giftsURL}/`);
  const header = page.locator('header[data-header-variant="full"]');
  const brand = await header.getByRole('link', { name: 'Concern Aid Gifts', exact: true }).boundingBox();
  const basket = await header.getByRole('link', { name: /^Basket/ }).boundingBox();
  const items = header.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li');
  const last = await items.last().boundingBox();
  const first = await items.first().boundingBox();
  for (const box of [basket, first, last]) expect(Math.abs(box!.y + box!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(8);
});
