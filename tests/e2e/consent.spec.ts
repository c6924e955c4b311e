import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { COOKIE } from '../../edge/flags';
import { expect, test } from './support/fixtures';
import { E2E_GTM_ID } from './support/site';

// The cookie dialog, statistics held until consent, and the tag manager (SPEC §3, §4, §6, §7,
// §9), on both storefronts. IE is built with a tag-manager container id (the browser gets a
// stand-in script, never Google's); GB with none.

const CONTENT_PAGE = '/about-us'; // a Vimeo embed
const YOUTUBE_PAGE = '/'; // a YouTube embed
const STORAGE_KEY = 'cw_consent';
const VITAL_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

// Every test here starts as a first visit: no stored answer.
test.use({ storedConsent: null });

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Your cookie choices' });
}

/** The dataLayer, with gtag's Arguments entries turned into {command: [...]}. */
async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? { command: Array.from(entry as unknown as ArrayLike<unknown>) } : JSON.parse(JSON.stringify(entry)),
    ),
  );
}

async function vitalsInDataLayer(page: Page): Promise<number> {
  return (await dataLayer(page)).filter((e) => e.event === 'web_vitals').length;
}

/** The page has read the stored answer and told the tag manager (a consent update follows an answer). */
async function expectAnswerApplied(page: Page) {
  await expect.poll(async () => (await dataLayer(page)).some((e) => Array.isArray(e.command) && e.command[0] === 'consent' && e.command[1] === 'update')).toBe(true);
}

function watchVitals(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vitals') sent.push(request);
  });
  return sent;
}

/** What web-vitals reports when a page is hidden (LCP, CLS, INP are final then). */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function storedAnswer(page: Page): Promise<{ state: { choice: null | { statistics: boolean; marketing: boolean; decidedAt: string }; embeds: Record<string, string> }; version: number } | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

test.describe('cookie dialog', () => {
  test('appears on a first visit, and not on the next once answered, on both storefronts', async ({ page, site }) => {
    await page.goto(CONTENT_PAGE);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    for (const name of ['Accept all', 'Reject all']) await expect(dialog.getByRole('button', { name })).toBeVisible();
    // The categories unfold under 'Manage choices'.
    await expect(dialog.getByRole('button', { name: 'Save my choices' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Manage choices' }).click();
    await expect(dialog.getByRole('button', { name: 'Manage choices' })).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Save my choices' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
    // The embed kinds' texts come from the site settings (SPEC §3).
    await dialog.getByText('What embedded content sets').click();
    await expect(dialog).toContainText('This video is hosted by Vimeo.');
    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await expect(dialog).toHaveCount(0);
    const answer = await storedAnswer(page);
    expect(answer?.version).toBe(1);
    expect(answer?.state.choice).toMatchObject({ statistics: false, marketing: false });
    expect(Date.now() - Date.parse(answer!.state.choice!.decidedAt)).toBeLessThan(60_000);

    await page.goto('/search');
    await expectAnswerApplied(page);
    await expect(dialogOf(page)).toHaveCount(0);

    // The gifts shop is another origin: its own first visit.
    await page.goto(`${site.giftsURL}/`);
    await expect(dialogOf(page)).toBeVisible();
    await dialogOf(page).getByRole('button', { name: 'Accept all' }).click();
    await page.reload();
    await expectAnswerApplied(page);
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test('works at 360 px: every choice reachable, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(CONTENT_PAGE);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: 'Manage choices' }).click();
    await dialog.getByRole('button', { name: 'Save my choices' }).scrollIntoViewIfNeeded();
    await dialog.getByRole('checkbox', { name: /Statistics/ }).check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await storedAnswer(page))?.state.choice).toMatchObject({ statistics: true, marketing: false });
  });

  test('on a phone, a first visit\'s dialog takes at most 45 % of the screen, Accept all and Reject all side by side and alike', async ({ page, site }) => {
    for (const [width, height] of [[360, 740], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      for (const url of ['/appeal/gaza-emergency', CONTENT_PAGE, `${site.giftsURL}/`]) {
        await page.goto(url);
        const dialog = dialogOf(page);
        await expect(dialog).toBeVisible();
        const box = (await dialog.boundingBox())!;
        expect(box.height, `${url} at ${width}×${height}`).toBeLessThanOrEqual(0.45 * height);
        const [accept, reject] = [(await dialog.getByRole('button', { name: 'Accept all' }).boundingBox())!, (await dialog.getByRole('button', { name: 'Reject all' }).boundingBox())!];
        expect(Math.abs(accept.y - reject.y), 'side by side').toBeLessThan(1);
        expect(Math.abs(accept.width - reject.width), 'the same size').toBeLessThan(1);
        expect(Math.abs(accept.height - reject.height)).toBeLessThan(1);
        const looks = await dialog.getByRole('button', { name: /^(Accept|Reject) all$/ }).evaluateAll((buttons) =>
          buttons.map((b) => {
            const style = getComputedStyle(b);
            return [style.backgroundColor, style.color, style.fontWeight, style.fontSize, style.borderColor].join(' ');
          }),
        );
        expect(looks[0], 'the same look and weight').toBe(looks[1]);
      }
    }
  });

  test("is painted with the page, before any of the page's scripts has loaded", async ({ page }) => {
    // The server's HTML and its inline first-paint script alone show it on a first visit.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    for (const path of ['/', '/news/bangladesh-monsoon-floods', CONTENT_PAGE]) {
      await page.goto(path);
      await expect(dialogOf(page), path).toBeVisible();
    }
  });

  test('while open, the page has room below its end and a scroll padding the size of the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(CONTENT_PAGE);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    const room = () => page.evaluate(() => [getComputedStyle(document.body).paddingBottom, getComputedStyle(document.documentElement).scrollPaddingBottom]);
    const height = `${Math.ceil((await dialog.boundingBox())!.height)}px`;
    await expect.poll(room).toEqual([height, height]);
    // The last link of the page scrolls clear of the dialog (WCAG 2.4.11).
    const last = page.locator('footer a').last();
    await last.focus();
    const [link, panel] = [(await last.boundingBox())!, (await dialog.boundingBox())!];
    expect(link.y + link.height).toBeLessThanOrEqual(panel.y + 1);
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(room).toEqual(['0px', 'auto']);
  });

  test("'Manage my cookies' reopens it, showing the answer given, and gives focus back", async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    await dialogOf(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(dialogOf(page)).toHaveCount(0);

    const link = page.locator('footer [data-manage-cookies]');
    await link.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Your cookie choices' })).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: /Statistics/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Marketing/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    expect((await storedAnswer(page))?.state.choice).toMatchObject({ statistics: true, marketing: false });
    expect(page.url()).not.toContain('#');

    // The cookie policy's own link opens it too, and 'Close' keeps the answer.
    await page.goto('/cookie-policy');
    await expectAnswerApplied(page);
    await page.locator('main [data-manage-cookies]').first().click();
    await expect(dialogOf(page)).toBeVisible();
    await dialogOf(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialogOf(page)).toHaveCount(0);
    expect((await storedAnswer(page))?.state.choice).toMatchObject({ statistics: true, marketing: false });
  });

  test('6 months later the answer is deleted and the dialog asks again', async ({ page }) => {
    const start = Date.parse('2026-03-10T09:00:00Z');
    await page.clock.install({ time: start });
    await page.goto(CONTENT_PAGE);
    await dialogOf(page).getByRole('button', { name: 'Accept all' }).click();
    // Dated by the page's clock (which runs on from the installed time).
    const decidedAt = Date.parse((await storedAnswer(page))!.state.choice!.decidedAt);
    expect(decidedAt - start).toBeGreaterThanOrEqual(0);
    expect(decidedAt - start).toBeLessThan(60_000);

    // A day before the 6 months are up: still answered.
    await page.clock.setSystemTime(Date.parse('2026-09-09T09:00:00Z'));
    await page.reload();
    await expectAnswerApplied(page);
    await expect(dialogOf(page)).toHaveCount(0);

    // 6 months and a day: the old answer is gone and the dialog is back.
    await page.clock.setSystemTime(Date.parse('2026-09-11T09:00:00Z'));
    await page.reload();
    await expect(dialogOf(page)).toBeVisible();
    const stored = await storedAnswer(page);
    expect(stored?.state.choice ?? null).toBeNull();
    expect(JSON.stringify(stored)).not.toContain('2026-03-10');
  });

  test('passes axe (WCAG 2.2 AA), open on a content page and at 360 px', async ({ page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(CONTENT_PAGE);
      await expect(dialogOf(page)).toBeVisible();
      await dialogOf(page).getByRole('button', { name: 'Manage choices' }).click();
      await dialogOf(page).getByText('What embedded content sets').click();
      const results = await new AxeBuilder({ page }).include('[data-consent-dialog]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe at ${width}px`).toEqual([]);
      await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEY);
    }
  });

  test('works with the keyboard alone and never traps it', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // The dialog comes first in the tab order.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Read our cookie policy' })).toBeFocused();
    const manage = dialog.getByRole('button', { name: 'Manage choices' });
    for (let i = 0; i < 5 && !(await manage.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(manage).toBeFocused();
    await page.keyboard.press('Enter');
    const save = dialog.getByRole('button', { name: 'Save my choices' });
    for (let i = 0; i < 10 && !(await save.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    // Tab leads on into the page, and Shift+Tab back into the dialog: no trap.
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(save).toBeFocused();
    // Choose statistics only, with Space and Enter.
    await dialog.getByRole('checkbox', { name: /Statistics/ }).focus();
    await page.keyboard.press('Space');
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect((await storedAnswer(page))?.state.choice).toMatchObject({ statistics: true, marketing: false });

    // Reopened from the keyboard, Escape closes it and focus returns to the link.
    const link = page.locator('footer [data-manage-cookies]');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Your cookie choices' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('moves nothing on a content page: CLS 0 with the dialog open', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number[] }).__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shifts: number[] }).__shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(CONTENT_PAGE);
      const heading = page.locator('main h1').first();
      await expect(dialogOf(page)).toBeVisible();
      const before = await heading.boundingBox();
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), `layout shifts at ${width}px`).toEqual([]);
      expect(await heading.boundingBox()).toEqual(before);
      await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEY);
    }
  });

  test('embeds follow the dialog, and accepting one embed records that kind', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const vimeo = page.locator('[data-block="embed"] figure[data-embed-kind="vimeo"]');
    await expect(vimeo.locator('[data-embed-state="placeholder"]')).toBeVisible();
    await dialogOf(page).getByRole('button', { name: 'Accept all' }).click();
    // Marketing accepted: the embed loads at once, without a reload.
    await expect(vimeo.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\//);

    await page.locator('footer [data-manage-cookies]').click();
    await dialogOf(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(vimeo.locator('[data-embed-state="placeholder"]')).toBeVisible();
    await expect(vimeo.locator('iframe')).toHaveCount(0);

    // One kind accepted on its own is recorded in the same store, and only that kind shows.
    await vimeo.getByRole('button', { name: 'Accept and show' }).click();
    await expect(vimeo.locator('iframe')).toHaveCount(1);
    expect(Object.keys((await storedAnswer(page))!.state.embeds)).toEqual(['vimeo']);
    await page.reload();
    await expect(vimeo.locator('iframe')).toHaveCount(1);
    await page.goto(YOUTUBE_PAGE);
    const youtube = page.locator('[data-block="embed"] figure[data-embed-kind="youtube"]');
    await expect(youtube.locator('[data-embed-state="placeholder"]')).toBeVisible();
    await expect(youtube.locator('iframe')).toHaveCount(0);
  });
});

test.describe('statistics', () => {
  test('refused: no web vitals leave the page, and the dataLayer holds nothing beyond the consent defaults', async ({ page, site }) => {
    const sent = watchVitals(page);
    await page.goto(CONTENT_PAGE);
    await dialogOf(page).getByRole('button', { name: 'Reject all' }).click();
    await page.mouse.wheel(0, 400);
    await hidePage(page);
    await page.waitForTimeout(1_500);
    await page.goto('/search'); // a second page view, answered already
    await expectAnswerApplied(page);
    await hidePage(page);
    await page.waitForTimeout(1_500);
    expect(sent.map((r) => r.url())).toEqual([]);

    const entries = await dataLayer(page);
    const commands = entries.filter((e) => Array.isArray(e.command)) as { command: unknown[] }[];
    // First of all, Consent Mode's defaults: everything but the strictly necessary denied.
    expect(entries[0]).toEqual({ command: ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })] });
    for (const { command } of commands) {
      expect(command[0]).toBe('consent');
      expect(command[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    }
    // Besides consent commands only the container's own start (IE) and the visit's mode
    // flags for the container (cw_modes: not a reader's data) — no event, no measurement.
    const others = entries.filter((e) => !Array.isArray(e.command));
    for (const entry of others) expect(['gtm.js', 'cw_modes'], JSON.stringify(entry)).toContain(entry.event);
    expect(others.filter((e) => e.event === 'gtm.js')).toHaveLength(site.country === 'IE' ? 1 : 0);
  });

  test('accepted: the held web vitals go out one every 500 ms, to the dataLayer and /api/vitals', async ({ page }) => {
    const sent = watchVitals(page);
    await page.goto(CONTENT_PAGE);
    await expect(dialogOf(page)).toBeVisible();
    await page.waitForLoadState('load');
    // FCP and TTFB are measured by now (on the real clock: Playwright's fake one hides
    // performance entries); nothing has left.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await vitalsInDataLayer(page)).toBe(0);
    expect(sent).toHaveLength(0);

    // Not a byte of the library before the answer (it is loaded with the consent).
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
    });
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);

    // From here the page's timers run only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const library = page.waitForEvent('requestfinished', (request) => request.url().includes('/_next/static/chunks/'));
    await dialogOf(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(dialogOf(page)).toHaveCount(0);
    // The library arrives with the answer and reads what its observers buffered: FCP at once,
    // LCP at the reader's next tap. (Not TTFB here: under Playwright's paused clock
    // performance.now() stands before the response's start, which web-vitals takes for a bad
    // entry.) Some reports wait on the page's timers, so the clock moves a millisecond at a
    // time until the first record goes out: never sooner than 500 ms after the answer.
    await library;
    await page.waitForTimeout(200);
    await page.locator('main h1').first().click();
    expect(await vitalsInDataLayer(page)).toBe(0);
    let waited = 0;
    while ((await vitalsInDataLayer(page)) === 0 && waited < 5_000) {
      await page.clock.runFor(1);
      waited += 1;
    }
    expect(await vitalsInDataLayer(page)).toBe(1);
    expect(waited).toBeGreaterThanOrEqual(500);
    // Then one every 500 ms.
    await page.clock.runFor(499);
    expect(await vitalsInDataLayer(page)).toBe(1);
    await page.clock.runFor(1);
    expect(await vitalsInDataLayer(page)).toBe(2);

    const pushed = (await dataLayer(page)).filter((e) => e.event === 'web_vitals');
    for (const entry of pushed) {
      expect(VITAL_NAMES).toContain(entry.metric_name);
      expect(entry.page_path).toBe(CONTENT_PAGE);
    }
    // The same records reached /api/vitals, which accepted them.
    await expect.poll(() => sent.length).toBe(2);
    const bodies = sent.map((r) => JSON.parse(r.postData() ?? '{}') as { name: string; path: string });
    expect(bodies.map((b) => b.name)).toEqual(pushed.map((e) => e.metric_name));
    for (const request of sent) expect((await request.response())?.status()).toBe(204);
  });

  test('without JavaScript nothing is tracked and there is no dialog', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.mainURL });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(CONTENT_PAGE);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The dialog's markup is in the static HTML, hidden; only the page's scripts show it.
    await expect(page.locator('[data-consent-dialog]')).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // 'Manage my cookies' leads to the cookie policy, which explains.
    await expect(page.locator('footer [data-manage-cookies]')).toHaveAttribute('href', '/cookie-policy#manage-cookies');
    expect(requests.filter((url) => !url.startsWith(site.mainURL))).toEqual([]);
    expect(requests.filter((url) => url.includes('/api/vitals'))).toEqual([]);
    await context.close();
  });
});

test.describe('tag manager', () => {
  /** Serves a stand-in for Google's container script and counts its runs. */
  async function standInContainer(page: Page): Promise<string[]> {
    const urls: string[] = [];
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      urls.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__containerRuns = (window.__containerRuns || 0) + 1;' });
    });
    return urls;
  }

  test('loads the container only when an id is set; without one, events stay in the dataLayer', async ({ page, site }) => {
    const urls = await standInContainer(page);
    await page.goto(CONTENT_PAGE);
    await expect(dialogOf(page)).toBeVisible();
    if (site.country === 'IE') {
      await expect.poll(() => page.evaluate(() => (window as unknown as { __containerRuns?: number }).__containerRuns ?? 0)).toBe(1);
      expect(urls).toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_ID}`]);
    } else {
      await page.waitForLoadState('networkidle');
      expect(urls).toEqual([]);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
      expect(Array.isArray(await page.evaluate(() => window.dataLayer))).toBe(true);
    }
  });

  test('accepting updates Consent Mode to granted', async ({ page }) => {
    await standInContainer(page);
    await page.goto(CONTENT_PAGE);
    await dialogOf(page).getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(async () => (await dataLayer(page)).find((e) => Array.isArray(e.command) && e.command[1] === 'update'))
      .toEqual({ command: ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })] });
  });

  test('admin mode turns on the container’s debug mode (SPEC §6)', async ({ page, site, context }) => {
    const urls = await standInContainer(page);
    await context.addCookies([{ name: COOKIE.admin, value: '1', url: site.mainURL }]);
    await page.goto(CONTENT_PAGE);
    await expect.poll(async () => (await dataLayer(page)).some((e) => e.debug_mode === true)).toBe(true);
    if (site.country === 'IE') await expect.poll(() => urls).toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_ID}&gtm_debug=x`]);
  });

  test('runs on the IE checkout by its nonce, with no violation of the reported policy', async ({ page, site }) => {
    test.skip(site.country !== 'IE', 'the nonce policy and the container are IE’s');
    const urls = await standInContainer(page);
    const violations: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    const response = await page.goto('/donate/single/checkout');
    const policy = response?.headers()['content-security-policy-report-only'] ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __containerRuns?: number }).__containerRuns ?? 0)).toBe(1);
    expect(urls).toHaveLength(1);
    // The container's script carries the page's nonce, for the scripts it adds itself.
    expect(await page.locator('script[data-tag-manager]').evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
