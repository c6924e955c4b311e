import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Country } from '../../features/common/money';
import { DEFAULT_BASE, amountStepUrl, stepUrl } from '../../features/donation/steps';
import { BASKET_STORAGE_KEY } from '../../features/gifts/basket/persist';
import { cpuShares, cpuTimes, settle } from './support';

// What bench:vitals and bench:floor share: the pages of each type with the set-ups a visitor's
// earlier steps give them (an amount chosen, a gift in the basket), Debian's Chromium through
// puppeteer-core, and one Lighthouse 12 run (mobile, simulated throttling: its default) of a
// page in a fresh browser context: no cache, cookies or storage but what the set-up left, so
// the brand font loads and the cookie notice shows, unanswered, as on a first visit.
// Before a page's runs, one load of it at Lighthouse's phone size (same requests, same image
// widths) warms the server: the runs measure the page as readers behind the cache get it, not
// the Node process's first render of a route or the image optimiser's first resize of the
// image (a cold first run took 150 ms to the first byte and 300-480 ms for the LCP image,
// against 15-60 ms and 30-100 ms warm). Every run still starts with an empty browser cache.
// Before each run the set-up's page is left for about:blank and the bench waits (up to 10 s)
// until the CPUs have been at most 25 % busy for half a second, so the run before (a closed
// context's teardown, Lighthouse's trace processing) is not measured with the page; a run
// during which the host took more than `maxSteal` per cent of the CPUs is run again (logged
// with its score), and so is a run Lighthouse failed to record (a lost trace on a busy
// machine), up to 3 tries in all.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEFAULT_COUNTRY: Country = process.env.DEFAULT_COUNTRY === 'GB' ? 'GB' : 'IE';
/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP), and the host takes the CPUs: so many tries of a run. */
const ATTEMPTS = 3;
const PRODUCT = '/gifts/goat';

export type Setup = (page: Page) => Promise<void>;

export interface Target {
  name: string;
  url: string;
  setup?: Setup;
  /** A selector the page shows only in the state measured (a filled basket, not an empty one). */
  shows?: string;
}

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/** Chooses an amount on the amount step the way a donor does, so the session holds a real amount step. */
function chooseAmount(main: string): Setup {
  return async (page) => {
    await page.goto(main + amountStepUrl(DEFAULT_BASE, 'single'), { waitUntil: 'networkidle0' });
    await page.locator('form[data-donation-chooser] input[name="amount"]').fill('25');
    // A DOM click: the consent dialog (left unanswered) covers the lower screen, where the
    // button may be on puppeteer's 800×600 page.
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.$eval('form[data-donation-chooser] button[type="submit"]', (button) => (button as HTMLButtonElement).click())]);
    await page.waitForFunction(() => document.querySelector('[data-checkout-step="details"] form') !== null, { timeout: 30_000 });
  };
}

/**
 * Adds the product to the basket: the button works once the stored basket is read
 * (`data-basket-ready`), and the set-up goes on only when the stored basket holds the gift.
 */
function fillBasket(gifts: string): Setup {
  return async (page) => {
    await page.goto(gifts + PRODUCT, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-add-to-basket][data-basket-ready] button[data-add]', { timeout: 30_000 });
    // A DOM click: the consent dialog (left unanswered, as on every page these benches measure)
    // covers the lower screen, where a click at the button's place would land on the dialog.
    await page.$eval('button[data-add]', (button) => (button as HTMLButtonElement).click());
    await page.waitForFunction(
      (key) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: string } | null;
        const basket = JSON.parse(stored?.value ?? 'null') as { state?: { products?: unknown[] } } | null;
        return (basket?.state?.products?.length ?? 0) > 0;
      },
      { timeout: 30_000 },
      BASKET_STORAGE_KEY,
    );
  };
}

/**
 * One page of each type on the sandbox's site (`main` and `gifts` are the storefronts' origins).
 * The checkout is loaded at its first step only: a later step's address loaded afresh leads
 * back to it (SPEC §4 drops the form state when the store is restored), so the later steps are
 * only ever client-side transitions, not page loads.
 */
export function sitePages(main: string, gifts: string, country: Country = DEFAULT_COUNTRY) {
  const basket = fillBasket(gifts);
  return {
    news: { name: 'content (news)', url: `${main}/news/bangladesh-monsoon-floods` },
    story: { name: 'content (story)', url: `${main}/stories/almaz-water-point-ethiopia` },
    appeal: { name: 'appeal', url: `${main}/appeal/gaza-emergency` },
    home: { name: 'home', url: `${main}/` },
    /** A section index: the news listed as teasers. */
    listing: { name: 'listing (news)', url: `${main}/news` },
    /** The dynamic taxonomy listing (SPEC §2) with its 'Show more'. */
    termListing: { name: 'term listing', url: `${main}/content/country/ethiopia` },
    amount: { name: 'donation: amount', url: main + amountStepUrl(DEFAULT_BASE, 'single') },
    details: { name: 'donation: details', url: main + stepUrl(DEFAULT_BASE, country, 'details'), setup: chooseAmount(main), shows: '[data-checkout-step="details"] form' },
    giftsHome: { name: 'gifts home', url: `${gifts}/` },
    category: { name: 'gift category', url: `${gifts}/category/animals` },
    product: { name: 'gift product', url: gifts + PRODUCT },
    basket: { name: 'basket', url: `${gifts}/basket`, setup: basket, shows: '[data-basket]' },
    cards: { name: 'cards', url: `${gifts}/cards`, setup: basket, shows: '[data-cards-form]' },
    giftCheckout: { name: 'gift checkout', url: `${gifts}/checkout`, setup: basket, shows: '[data-checkout-form]' },
  } satisfies Record<string, Target>;
}

export interface Row {
  name: string;
  url: string;
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes transferred (Lighthouse's resource summary: gzip as served, with headers). */
  js: number;
  /** JavaScript execution time (the 'bootup-time' audit: script evaluation, parse and compile, throttled). */
  bootup: number;
  finalUrl: string;
  version: string;
  /** What Lighthouse took as the largest paint, for the log. */
  lcpElement: string;
  /** The CPU time the host took from this machine during the run, in per cent (Linux). */
  steal: number | null;
}

export interface AuditOptions {
  /** Keeps each run's Lighthouse report (JSON) and trace there. */
  jsonDir?: string;
  /** A run with more CPU steal than this (per cent) is run again. */
  maxSteal: number;
}

/** Fails the bench when the page is not in the state it is meant to measure (its set-up broke). */
async function expectShown(page: Page, target: Target): Promise<void> {
  if (target.shows && !(await page.waitForSelector(target.shows, { timeout: 10_000 }).catch(() => null))) {
    throw new Error(`${target.name}: ${target.url} does not show ${target.shows}; its set-up did not give the page this bench measures`);
  }
}

/** Gives `page` Lighthouse's phone: its screen size, pixel ratio and touch. */
export async function emulatePhone(page: Page): Promise<void> {
  const phone = screenEmulationMetrics.mobile;
  await page.setViewport({ width: phone.width, height: phone.height, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.mobile, hasTouch: phone.mobile });
}

/**
 * Opens `target` in a fresh context, after its set-up, at Lighthouse's phone size, and hands
 * the page to `inspect` once it is loaded and shows what it should (warm-up, JS-only counts).
 */
export async function loadOnce<T>(browser: Browser, target: Target, inspect: (page: Page) => Promise<T> = async () => undefined as T, before?: (page: Page) => Promise<void>): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // The set-up as the runs do it (at puppeteer's default size), then the page as the phone.
    if (target.setup) await target.setup(page);
    await emulatePhone(page);
    if (before) await before(page);
    await page.goto(target.url, { waitUntil: 'networkidle0' });
    await expectShown(page, target);
    return await inspect(page);
  } finally {
    await context.close();
  }
}

/** One unmeasured load of the page at Lighthouse's phone size: the server's first request of it. */
export const warmUp = (browser: Browser, target: Target): Promise<void> => loadOnce(browser, target);

class LighthouseRunError extends Error {}

async function audit(browser: Browser, target: Target, run: number, options: AuditOptions): Promise<Row> {
  // A fresh browser context per run: no cache, cookies or storage from the page before.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.setup) {
      await target.setup(page);
      // Storage stays (disableStorageReset below), the HTTP cache goes: a first visit's JS.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(target.setup) };
    // The set-up's page is left (its storage stays) and the machine allowed to go quiet first.
    if (target.setup) await page.goto('about:blank');
    await settle();
    const before = cpuTimes();
    const result: RunnerResult | undefined = await lighthouse(target.url, flags, undefined, page);
    const cpu = cpuShares(before, cpuTimes());
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    await expectShown(page, target);
    const { lhr } = result;
    if (options.jsonDir) {
      mkdirSync(options.jsonDir, { recursive: true });
      const base = path.join(options.jsonDir, `${target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${run}`);
      writeFileSync(`${base}.json`, JSON.stringify(lhr, null, 1));
      // The page load's trace, for the tasks behind TBT (open it in DevTools' Performance panel).
      writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${target.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scripts = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find((i) => i.resourceType === 'script');
    return {
      name: target.name,
      url: target.url,
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      js: scripts?.transferSize ?? 0,
      bootup: lhr.audits['bootup-time']?.numericValue ?? NaN,
      finalUrl: lhr.finalDisplayedUrl,
      version: lhr.lighthouseVersion,
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      steal: cpu?.steal ?? null,
    };
  } finally {
    await context.close();
  }
}

/** One run of `target`, tried again when Lighthouse failed to record it or the host took the CPUs. */
export async function auditWithRetry(browser: Browser, target: Target, run: number, options: AuditOptions): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await audit(browser, target, run, options);
      if (row.steal === null || row.steal <= options.maxSteal || attempt >= ATTEMPTS) return row;
      process.stderr.write(`  ${target.name}: ${row.steal} % CPU steal during a run (score ${row.perf}); again\n`);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
      process.stderr.write(`  ${target.name}: ${error.message.split('\n')[0]}; again\n`);
    }
  }
}

function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? null).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found ? found[1]!.slice(0, 100) : '?';
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
