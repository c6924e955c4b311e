import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../features/consent/model';
import { CHECKOUT_STEPS, DEFAULT_BASE, stepUrl } from '../features/donation/steps';
import { BENCH_DONOR, root, startSite, stopAll } from './bench/support';

// `npm run screenshots`: every page type and checkout step of both storefronts at phone and
// desktop widths, as PNGs and one contact sheet (index.html and contact-sheet.png) in
// screenshots/ (not committed), so the whole site can be looked at at once.
// Starts a production build with the sandbox as the benchmarks do (ports 3201/4201 and
// .next-bench, BENCH_PORT and BENCH_DIST_DIR move them: one build serves both), or photographs
// a running site: SCREENSHOTS_URL=http://localhost:3000 (gifts: the same port on
// gifts.localhost, or SCREENSHOTS_GIFTS_URL). DEFAULT_COUNTRY=GB for the UK site;
// SCREENSHOTS_ONLY=pattern keeps the pages whose name matches.

const COUNTRY = process.env.DEFAULT_COUNTRY === 'GB' ? 'GB' : 'IE';
const OUT = path.resolve(root, process.env.SCREENSHOTS_DIR ?? 'screenshots', COUNTRY.toLowerCase());
const WIDTHS = [
  { name: 'phone-360', width: 360, height: 740, phone: true },
  { name: 'phone', width: 390, height: 844, phone: true },
  { name: 'desktop', width: 1280, height: 800, phone: false },
] as const;
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4201);
// A build directory per country: the data cache a build keeps (its catalogue, in the country's currency) is the country's own.
const DIST_DIR = process.env.BENCH_DIST_DIR ?? (COUNTRY === 'GB' ? '.next-bench-gb' : '.next-bench');

type Setup = (page: Page, urls: Urls) => Promise<void>;
interface Urls {
  main: string;
  gifts: string;
}
interface Shot {
  name: string;
  url: (urls: Urls) => string;
  setup?: Setup;
  /** A first visit: the cookie dialog is left unanswered (every other shot has answered it). */
  firstVisit?: boolean;
  /** The set-up ends on the page itself (a later checkout step): photographed as it is, not loaded again. */
  arrived?: boolean;
  /** The first screen photographed this far down the page (a share of its height), as a reader who scrolled. */
  scrolled?: number;
}

const APPEAL = '/appeal/gaza-emergency';

/** Chooses €/£25 on the appeal's amount step as a donor does. */
async function chooseAmount(page: Page, { main }: Urls): Promise<void> {
  await page.goto(`${main}${APPEAL}/single`, { waitUntil: 'networkidle' });
  const chooser = page.locator('form[data-donation-chooser]');
  await chooser.locator('input[name="amount"]').fill('25');
  await chooser.locator('button[type="submit"]').dispatchEvent('click');
  await page.waitForSelector('[data-checkout-step="details"]', { timeout: 30_000 });
}

/** What the donor answers on each step before the payment (BENCH_DONOR), then Continue. */
const ANSWER: Record<string, (page: Page) => Promise<void>> = {
  async details(page) {
    await page.getByLabel('First name').fill(BENCH_DONOR.first_name);
    await page.getByLabel('Last name').fill(BENCH_DONOR.last_name);
    await page.getByLabel('Email address').fill(BENCH_DONOR.email);
  },
  async address(page) {
    await page.getByLabel('Address line 1').fill(BENCH_DONOR.address.address_line1);
    await page.getByLabel('Town or city').fill(BENCH_DONOR.address.locality);
    await page.getByLabel(COUNTRY === 'GB' ? 'Postcode' : 'Eircode', { exact: true }).fill(COUNTRY === 'GB' ? 'SW1A 1AA' : BENCH_DONOR.address.postal_code);
  },
  async preferences(page) {
    for (const group of await page.locator('[data-checkout-step="preferences"] [role="radiogroup"], [data-checkout-step="preferences"] fieldset').all()) {
      const no = group.getByLabel('No', { exact: true });
      if ((await no.count()) === 1) await no.check();
    }
  },
  async giftaid(page) {
    await page.getByLabel(/^No, I am not a UK taxpayer/).check();
  },
};

/**
 * The donor at step `key`, arrived at as a donor arrives: the amount chosen and every step
 * before it answered in the page (SPEC §4: a later step's address loaded afresh leads back to
 * the first step, since the form state is not restored).
 */
function atStep(key: string): Setup {
  return async (page, urls) => {
    await chooseAmount(page, urls);
    const steps: string[] = CHECKOUT_STEPS[COUNTRY].map((s) => s.key);
    for (const step of steps.slice(steps.indexOf('details'), steps.indexOf(key))) {
      await ANSWER[step]!(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForSelector(`[data-checkout-step="${steps[steps.indexOf(step) + 1]}"] form`, { timeout: 30_000 });
    }
  };
}

/** A thank-you page as the tab keeps it after paying (no personal data: SPEC §4). */
const afterPaying: Setup = async (page, urls) => {
  await chooseAmount(page, urls);
  await page.evaluate((last) => {
    const stored = JSON.parse(sessionStorage.getItem('cw_donation_form') ?? 'null') as { state: { monthlyOption?: unknown } } | null;
    if (!stored) throw new Error('the amount step stored no donation');
    // The appeal's monthly option, as a one-off gift made on its page keeps it (the thank-you's monthly ask).
    sessionStorage.setItem('cw_donation_form', JSON.stringify({ ...stored, state: { ...stored.state, lastDonation: { ...last, monthlyOption: stored.state.monthlyOption ?? null } } }));
  }, { orderID: '1234', kind: 'single', amount: 2500, totalAmount: 2625, giftaid: false, appealTitle: 'Gaza emergency appeal', paymentKey: 'card' });
};

async function fillBasket(page: Page, { gifts }: Urls): Promise<void> {
  await page.goto(`${gifts}/gifts/goat`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-add-to-basket][data-basket-ready] button[data-add]', { timeout: 30_000 });
  await page.locator('button[data-add]').dispatchEvent('click');
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('goat')), undefined, { timeout: 30_000 });
}

function shots(): Shot[] {
  const steps = CHECKOUT_STEPS[COUNTRY].filter((s) => s.key !== 'thank-you');
  const main = (p: string) => (u: Urls) => u.main + p;
  const gifts = (p: string) => (u: Urls) => u.gifts + p;
  return [
    { name: 'main-home', url: main('/') },
    { name: 'main-appeal', url: main(APPEAL) },
    { name: 'main-appeal-first-visit', url: main(APPEAL), firstVisit: true },
    { name: 'main-appeal-read-on', url: main(APPEAL), scrolled: 0.3 },
    { name: 'main-appeal-end', url: main(APPEAL), scrolled: 1 },
    { name: 'main-amount-step', url: main(`${APPEAL}/single`) },
    { name: 'main-donate', url: main('/donate') },
    ...steps.map((s) => ({ name: `main-checkout-${s.key}`, url: main(stepUrl(APPEAL, COUNTRY, s.key)), setup: s.key === 'details' ? chooseAmount : atStep(s.key), arrived: s.key !== 'details' })),
    { name: 'main-checkout-thank-you', url: main(`${stepUrl(APPEAL, COUNTRY, 'thank-you')}?orderID=1234`), setup: afterPaying },
    { name: 'main-donate-default-base', url: main(stepUrl(DEFAULT_BASE, COUNTRY, 'details')), setup: chooseAmount },
    { name: 'main-news', url: main('/news/bangladesh-monsoon-floods') },
    { name: 'main-news-end', url: main('/news/sudan-cholera-response'), scrolled: 1 },
    { name: 'main-news-index', url: main('/news') },
    { name: 'main-story', url: main('/stories/amina-midwife-somalia') },
    { name: 'main-country', url: main('/countries/somalia') },
    { name: 'main-section-index', url: main('/our-work') },
    { name: 'main-publication', url: main('/publications/annual-report-2025') },
    { name: 'main-knowledge-hub', url: main('/knowledge-hub') },
    { name: 'main-search', url: main('/search?q=water') },
    { name: 'main-search-no-results', url: main('/search?q=zzzzqqq') },
    { name: 'main-cookie-policy', url: main('/cookie-policy') },
    { name: 'main-not-found', url: main('/no-such-page') },
    { name: 'gifts-home', url: gifts('/') },
    { name: 'gifts-category', url: gifts('/category/animals') },
    { name: 'gifts-product', url: gifts('/gifts/goat') },
    { name: 'gifts-corporate', url: gifts('/corporate/company-donation') },
    { name: 'gifts-santa', url: gifts('/gifts/letter-from-santa') },
    { name: 'gifts-basket-empty', url: gifts('/basket') },
    { name: 'gifts-basket', url: gifts('/basket'), setup: fillBasket },
    { name: 'gifts-cards', url: gifts('/cards'), setup: fillBasket },
    { name: 'gifts-checkout', url: gifts('/checkout'), setup: fillBasket },
    { name: 'gifts-not-found', url: gifts('/gifts/no-such-gift') },
  ];
}

async function photograph(browser: Browser, urls: Urls, shot: Shot, width: (typeof WIDTHS)[number]): Promise<{ first: string; full: string }> {
  const context = await browser.newContext({ viewport: { width: width.width, height: width.height }, deviceScaleFactor: 1, isMobile: width.phone, hasTouch: width.phone });
  try {
    const page = await context.newPage();
    if (!shot.firstVisit) {
      // The cookie question answered a moment ago (rejected), as after a reader's first page.
      await page.addInitScript(
        ([key, version]) => localStorage.setItem(key, JSON.stringify({ state: { choice: { statistics: false, marketing: false, decidedAt: new Date().toISOString() }, embeds: {} }, version })),
        [CONSENT_STORAGE_KEY, CONSENT_VERSION] as const,
      );
    }
    if (shot.setup) await shot.setup(page, urls);
    if (shot.arrived) await page.waitForLoadState('networkidle');
    else await page.goto(shot.url(urls), { waitUntil: 'networkidle' });
    // Client islands settle (the checkout reads the session after the first paint).
    await page.waitForTimeout(800);
    const first = `${shot.name}-${width.name}.png`;
    const full = `${shot.name}-${width.name}-full.png`;
    await page.screenshot({ path: path.join(OUT, full), fullPage: true });
    if (shot.scrolled) {
      await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), shot.scrolled);
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: path.join(OUT, first) });
    return { first, full };
  } finally {
    await context.close();
  }
}

function sheet(rows: { name: string; files: { width: string; first: string; full: string }[] }[]): string {
  const cells = rows
    .map(
      (row) =>
        `<section><h2>${row.name}</h2><div class="row">${row.files
          .map((f) => `<figure><a href="${f.full}"><img src="${f.first}" alt="${row.name} ${f.width}"></a><figcaption>${f.width} (first screen; click for the whole page)</figcaption></figure>`)
          .join('')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Contact sheet ${COUNTRY}</title><style>body{font:14px system-ui;margin:16px;background:#eee}section{margin:0 0 24px}h2{font-size:16px;margin:0 0 6px}.row{display:flex;gap:16px;align-items:flex-start}figure{margin:0}img{border:1px solid #999;background:#fff;height:420px;width:auto}figcaption{color:#555}</style><h1>${COUNTRY}: every page type at phone and desktop widths</h1>\n${cells}`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  let urls: Urls;
  if (process.env.SCREENSHOTS_URL) {
    const base = new URL(process.env.SCREENSHOTS_URL);
    urls = { main: base.origin, gifts: process.env.SCREENSHOTS_GIFTS_URL ?? `${base.protocol}//gifts.localhost:${base.port}` };
  } else {
    console.log(`Starting the ${COUNTRY} site on ${PORT} (a build first when its sources changed)…`);
    await startSite({ port: PORT, sandboxPort: SANDBOX_PORT, distDir: DIST_DIR });
    urls = { main: `http://localhost:${PORT}`, gifts: `http://gifts.localhost:${PORT}` };
  }
  const only = process.env.SCREENSHOTS_ONLY ? new RegExp(process.env.SCREENSHOTS_ONLY) : null;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const rows = [];
  let failures = 0;
  try {
    for (const shot of shots().filter((s) => !only || only.test(s.name))) {
      const files = [];
      for (const width of WIDTHS) {
        try {
          files.push({ width: width.name, ...(await photograph(browser, urls, shot, width)) });
        } catch (error) {
          failures += 1;
          console.error(`${shot.name} at ${width.name}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      rows.push({ name: shot.name, files });
      console.log(`${shot.name}: ${files.length} of ${WIDTHS.length}`);
    }
    writeFileSync(path.join(OUT, 'index.html'), sheet(rows));
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`file://${path.join(OUT, 'index.html')}`, { waitUntil: 'load' });
    await page.screenshot({ path: path.join(OUT, 'contact-sheet.png'), fullPage: true });
  } finally {
    await browser.close();
    stopAll();
  }
  console.log(`Contact sheet: ${path.join(OUT, 'index.html')} and contact-sheet.png (${rows.length} pages${failures ? `, ${failures} shots failed` : ''})`);
  if (failures) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
