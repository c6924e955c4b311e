import type { LaunchOptions, Page } from '@playwright/test';
import { expect, test, asOwnDonor } from './support/fixtures';
import { fillAddressByLookup, fillCard, fillGiftAid, fillPreferences, startDonation, useTestPaymentMode as enterTestPaymentMode } from './support/donation-steps';
import { addGift } from './support/gift-checkout';
import { SHARED_PARENT, SHARED_PARENT_RESOLVER_RULE, type SiteInfo } from './support/site';

// Each test is another donor: the burst limits count its orders on its own.
test.beforeEach(async ({ page }) => asOwnDonor(page));

// Issue 40, "Ask like the best appeals", on a phone (360 px, touch) and a desktop (1280 px), IE
// (production, the fixtures' Stripe.js stand-in, test mode by the payment secret) and GB
// (staging, sandbox providers):
// - a one-off donor's thank-you asks for a monthly gift at the appeal's monthly preset nearest
//   a quarter of the gift (the seed's monthly presets are 10, 21 and 35: €50 asks €10 a month),
//   and one tap starts that monthly gift to the same appeal, its details prefilled in this tab
//   but never restored from the session; a monthly donor is not asked;
// - WhatsApp beside the other ways to share, with the appeal's title and link;
// - beside the ways to pay, in both checkouts: who processes the payment, and the fundraising
//   standards' marks from the settings' `charity.standards`;
// - a cookie answer given on one storefront is honoured on the other where the hosts share a
//   parent domain (www.charity.test and gifts.charity.test, resolved to loopback), and an
//   answer older than 6 months is not.

// www.charity.test and gifts.charity.test (hosts of the e2e sites, support/site.ts) resolve to
// loopback in this spec's browser (a launch option: for the whole file, as Playwright requires).
test.use({
  launchOptions: [
    async ({ launchOptions }: { launchOptions: LaunchOptions }, use: (options: LaunchOptions) => Promise<void>) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), SHARED_PARENT_RESOLVER_RULE] });
    },
    { scope: 'worker' },
  ],
});

const EMERGENCY = '/appeal/gaza-emergency';
const APPEAL = 'Gaza emergency appeal';

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

const STANDARDS: Record<SiteInfo['country'], { name: RegExp; href: RegExp }[]> = {
  IE: [
    { name: /Charities Regulator/, href: /^https:\/\/www\.charitiesregulator\.ie\// },
    { name: /Triple Lock/, href: /^https:\/\/www\.charitiesinstituteireland\.ie\// },
  ],
  GB: [{ name: /Fundraising Regulator/, href: /^https:\/\/www\.fundraisingregulator\.org\.uk\// }],
};

/** Beside the ways to pay: who processes the payment and the standards' marks with their links. */
async function expectTrustAtPayment(page: Page, site: SiteInfo) {
  const trust = page.locator('[data-payment-trust]');
  await expect(trust).toBeVisible();
  await expect(trust.locator('[data-processor]')).toHaveText('Payments processed securely by Stripe');
  const marks = trust.getByRole('list', { name: 'Fundraising standards' }).getByRole('link');
  await expect(marks).toHaveCount(STANDARDS[site.country].length);
  for (const [i, standard] of STANDARDS[site.country].entries()) {
    await expect(marks.nth(i)).toHaveAccessibleName(standard.name);
    await expect(marks.nth(i)).toHaveAttribute('href', standard.href);
  }
  // Above Pay: the trust line comes before the button in the page's order.
  const [trustBox, payBox] = [await trust.boundingBox(), await page.locator('[data-donate-button], [data-pay]').first().boundingBox()];
  expect(trustBox!.y).toBeLessThan(payBox!.y);
}

/** From the appeal to the payment step of a gift of `amount` (a card filled, not yet sent). */
async function toPayment(page: Page, site: SiteInfo, kind: 'Single' | 'Monthly', amount: string) {
  await enterTestPaymentMode(page, site, EMERGENCY);
  await startDonation(page, EMERGENCY, kind, amount);
  await fillAddressByLookup(page, site);
  await fillPreferences(page, site);
  await fillGiftAid(page, site, false);
  await expect(page).toHaveURL(`${EMERGENCY}/checkout/payment`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

async function donate(page: Page) {
  await fillCard(page);
  await page.locator('[data-donate-button]').click();
  await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test('a one-off thank-you asks for a monthly gift; one tap starts it, details prefilled in this tab only; WhatsApp shares the appeal; the processor and the standards beside the ways to pay', async ({ page, site }) => {
      await toPayment(page, site, 'Single', '50');
      await expectTrustAtPayment(page, site);
      // The processor follows the method chosen.
      const paypal = page.getByLabel('PayPal', { exact: true });
      if (await paypal.count()) {
        await paypal.check();
        await expect(page.locator('[data-processor]')).toHaveText('Payments processed securely by PayPal');
      }
      await page.getByLabel('Card', { exact: true }).check();
      await expect(page.locator('[data-processor]')).toHaveText('Payments processed securely by Stripe');
      await donate(page);

      // Under the recap: €50 once → the monthly preset nearest €12.50, €10.
      const ask = page.locator('[data-monthly-ask]');
      await expect(ask.getByRole('heading', { level: 2 })).toHaveText(`Could you give ${site.currency}10 a month?`);
      const recapBox = (await page.locator('#recap-heading').boundingBox())!;
      expect((await ask.boundingBox())!.y).toBeGreaterThan(recapBox.y);

      // WhatsApp beside the other ways to share, with the appeal's title and its link.
      const share = page.locator('[data-next-action]');
      await expect(share.locator('[data-share]')).toBeVisible();
      const whatsapp = share.getByRole('link', { name: 'Share on WhatsApp' });
      await expect(whatsapp).toBeVisible();
      const href = new URL((await whatsapp.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/');
      expect(href.searchParams.get('text')).toBe(`I've just donated to ${APPEAL}. Will you join me? ${new URL(EMERGENCY, page.url()).href}`);

      // One tap: the monthly gift's first step, the same appeal, that amount, the details prefilled.
      const button = ask.getByRole('button', { name: `Give ${site.currency}10 a month` });
      if (viewport.name === 'phone') await button.tap();
      else await button.click();
      await expect(page).toHaveURL(`${EMERGENCY}/checkout`);
      await expect(page.getByRole('heading', { level: 1, name: 'Name & email' })).toBeVisible();
      await expect(page.locator('[data-donation-summary]')).toContainText(`${site.currency}10 monthly donation to ${APPEAL}`);
      await expect(page.getByLabel('First name')).toHaveValue('Aoife');
      await expect(page.getByLabel('Last name')).toHaveValue('Byrne');
      await expect(page.getByLabel('Email address')).toHaveValue('aoife@example.ie');
      // The hand-over is the tab's memory: the session keeps no details, and a reload drops them (SPEC §4).
      const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
      expect(session).not.toContain('Aoife');
      expect(session).not.toContain('aoife@example.ie');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Name & email' })).toBeVisible();
      await expect(page.locator('[data-donation-summary]')).toContainText(`${site.currency}10 monthly donation to ${APPEAL}`);
      await expect(page.getByLabel('First name')).toHaveValue('');
    });

    test('a monthly donor is not asked to give monthly', async ({ page, site }) => {
      await toPayment(page, site, 'Monthly', '21');
      await donate(page);
      await expect(page.locator('[data-recap="type"]')).toHaveText('Monthly');
      await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
      await expect(page.locator('[data-monthly-ask]')).toHaveCount(0);
    });

    test('the gift checkout shows the processor and the standards beside the ways to pay, above Pay', async ({ page, site }) => {
      await addGift(page, site, '/gifts/goat', 'Donation added, thanks for showing your support.');
      await page.goto(`${site.giftsURL}/checkout`);
      await expect(page.locator('[data-checkout-form]')).toBeVisible();
      await expectTrustAtPayment(page, site);
    });
  });
}

test.describe('one cookie answer for both storefronts where their hosts share a parent domain', () => {
  test.use({ storedConsent: null });

  const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Your cookie choices' });
  const origin = (site: SiteInfo, storefront: 'main' | 'gifts') => `http://${SHARED_PARENT[storefront]}:${site.port}`;

  for (const viewport of VIEWPORTS) {
    test(`on a ${viewport.name}: answered on one storefront, not asked on the other, either way round`, async ({ browser, site }) => {
      for (const [first, second] of [
        ['main', 'gifts'],
        ['gifts', 'main'],
      ] as const) {
        const context = await browser.newContext(viewport.use);
        const page = await context.newPage();
        await page.goto(`${origin(site, first)}/`);
        await expect(dialogOf(page)).toBeVisible();
        const choice = first === 'main' ? 'Accept all' : 'Reject all';
        const button = dialogOf(page).getByRole('button', { name: choice });
        if (viewport.name === 'phone') await button.tap();
        else await button.click();
        await expect(dialogOf(page)).toHaveCount(0);
        // The other storefront, in the same tab: the answer holds there, and its store has it.
        await page.goto(`${origin(site, second)}/`);
        await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cw_consent'))).toContain(`"statistics":${first === 'main'}`);
        await expect(dialogOf(page)).toBeHidden();
        const cookie = (await context.cookies()).find((c) => c.name === 'cw_consent');
        expect(cookie?.domain).toBe(`.${SHARED_PARENT.domain}`);
        // Roughly 6 months ahead: the cookie goes when the answer does.
        expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(180 * 86_400_000);
        expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(185 * 86_400_000);
        await context.close();
      }
    });
  }

  test('an answer older than 6 months is not honoured on either storefront: the dialog asks again', async ({ browser, site }) => {
    const context = await browser.newContext();
    const old = new Date(Date.now() - 200 * 86_400_000).toISOString();
    const value = JSON.stringify({ state: { choice: { statistics: true, marketing: true, decidedAt: old }, embeds: {} }, version: 1 });
    await context.addCookies([{ name: 'cw_consent', value: encodeURIComponent(value), domain: `.${SHARED_PARENT.domain}`, path: '/', expires: Math.floor(Date.now() / 1000) + 86_400 }]);
    const page = await context.newPage();
    for (const storefront of ['gifts', 'main'] as const) {
      await page.goto(`${origin(site, storefront)}/`);
      await expect(dialogOf(page)).toBeVisible();
      // Not taken as this storefront's answer, and deleted from the shared domain.
      const local = await page.evaluate(() => window.localStorage.getItem('cw_consent'));
      expect((JSON.parse(local ?? 'null') as { state?: { choice?: unknown } } | null)?.state?.choice ?? null).toBeNull();
      expect((await context.cookies()).filter((c) => c.name === 'cw_consent')).toEqual([]);
    }
    await context.close();
  });

  test('where the hosts share no parent (localhost and gifts.localhost), each storefront asks for itself', async ({ browser, site }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.mainURL}/`);
    await dialogOf(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(dialogOf(page)).toHaveCount(0);
    await page.goto(`${site.giftsURL}/`);
    await expect(dialogOf(page)).toBeVisible();
    expect((await context.cookies()).filter((c) => c.name === 'cw_consent')).toEqual([]);
    await context.close();
  });
});
