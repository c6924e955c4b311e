import type { APIRequestContext, Page } from '@playwright/test';
import { expect, storedOrders, test, type RawClient, type SandboxClient, type Storefront, asOwnDonor } from './support/fixtures';
import { fillAddressByLookup, fillGiftAid, fillPreferences, startDonation } from './support/donation-steps';
import { addGift, fillBuyer } from './support/gift-checkout';
import { E2E_SECRETS, type SiteInfo } from './support/site';

// Revolut Pay takes no money before the site has checked the order (issue 37 §3, CONTRACT §6):
// /api/checkout/revolut-order runs the order route's own checks on the order about to be
// placed before any Revolut order exists; the donor's payment (the sandbox provider's payment
// window, on the sandbox's stand-in for Revolut's Merchant API, sandbox/revolut.ts) only
// authorises it; the order route captures it after the backend's 201 and cancels it when the
// order is refused. The stand-in records every call, so each journey shows where the money went.
// IE runs in live mode, where Revolut Pay has no key: the journeys use the tab's test mode (the
// payment secret). GB's settings do not offer Revolut Pay: the journeys there turn it on.

const EMERGENCY = '/appeal/gaza-emergency';

interface StandInOrder {
  id: string;
  state: string;
  amount: number;
  currency: string;
  capture_mode: string;
}
interface RevolutCall {
  action: string;
  orderId: string | null;
  effect: string;
}
interface SandboxOrder {
  id: string;
  state: string;
  body: { payment: { type: string; details: { revolut_order_id?: string } } };
}

async function revolutLog(request: APIRequestContext, site: SiteInfo): Promise<{ orders: StandInOrder[]; calls: RevolutCall[] }> {
  const response = await request.get(`${site.sandboxURL}/_sandbox/revolut`, { headers: { 'x-sandbox-token': site.sandboxToken } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { orders: StandInOrder[]; calls: RevolutCall[] };
}

/** The stand-in's orders and calls made since `before` (its log of an earlier moment). */
async function madeSince(request: APIRequestContext, site: SiteInfo, before: { orders: StandInOrder[] }) {
  const now = await revolutLog(request, site);
  const known = new Set(before.orders.map((o) => o.id));
  const orders = now.orders.filter((o) => !known.has(o.id));
  const ids = new Set(orders.map((o) => o.id));
  return { orders, calls: now.calls.filter((c) => c.orderId !== null && ids.has(c.orderId)).map((c) => [c.action, c.effect]) };
}

/** The tab takes test payments on this storefront's origin (IE runs in live mode). */
async function testModeOn(page: Page, site: SiteInfo, url: string) {
  if (site.appEnv !== 'production') return;
  await page.goto(`${url}?paymentSecret=${E2E_SECRETS.payment}`);
  await expect(page).toHaveURL(url);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cw_payment_token'))).toMatch(/^test\./);
}

/**
 * GB's settings offer no Revolut Pay: an editor turns it on for the test (and back off after).
 * A checkout may be drawn once more with the settings it had (stale while revalidating): the
 * checkout is asked for until it offers Revolut Pay, before the donor comes.
 */
async function offerRevolutPay(sandbox: SandboxClient, raw: RawClient, site: SiteInfo, storefront: Storefront): Promise<() => Promise<void>> {
  if (site.country === 'IE') return async () => undefined;
  const { checkout } = (await sandbox.settings(storefront)) as unknown as { checkout: Record<string, unknown> };
  const checkoutPath = storefront === 'main' ? `${EMERGENCY}/checkout/payment` : '/checkout';
  const offered = async () => /revolutPay\\?":true/.test(await (await raw.get(storefront, checkoutPath)).text());
  expect((await sandbox.edit({ storefront, settings: { checkout: { ...checkout, revolut_pay: true } } })).webhook).toMatchObject({ called: true, status: 200 });
  await expect.poll(offered, { timeout: 20_000 }).toBe(true);
  return async () => {
    await sandbox.edit({ storefront, settings: { checkout } });
    await expect.poll(offered, { timeout: 20_000 }).toBe(false);
  };
}

async function chooseRevolutPay(page: Page) {
  await page.getByLabel('Revolut Pay', { exact: true }).check();
}

/** A €25 (£25) single donation up to its payment step, paying with Revolut Pay. */
async function donationToPayment(page: Page, site: SiteInfo) {
  await testModeOn(page, site, `${site.mainURL}${EMERGENCY}`);
  await startDonation(page, EMERGENCY, 'Single', '25', site.country === 'GB' ? 'aoife@example.co.uk' : 'aoife@example.ie');
  await fillAddressByLookup(page, site);
  await fillPreferences(page, site);
  await fillGiftAid(page, site, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await chooseRevolutPay(page);
  await expect(page.getByText('You will confirm your donation with Revolut Pay when you press the donate button.')).toBeVisible();
}

/** Presses the button: the Revolut Pay window (the stand-in's) opens, pays at once and closes itself. */
async function payInRevolutWindow(page: Page, button: string) {
  const popup = page.waitForEvent('popup');
  await page.locator(button).click();
  await popup;
}

test.beforeEach(async ({ sandbox, page }) => {
  await sandbox.clearFaults();
  await asOwnDonor(page); // the burst limits count this journey on its own
});

test.describe('a Revolut Pay donation', () => {
  test('is authorised for the donation and its fee, and captured exactly once, after the backend made the order', async ({ page, site, request, sandbox, raw }) => {
    const restore = await offerRevolutPay(sandbox, raw, site, 'main');
    try {
      const before = await revolutLog(request, site);
      await donationToPayment(page, site);
      await payInRevolutWindow(page, '[data-donate-button]');
      await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`));
      const orderID = new URL(page.url()).searchParams.get('orderID');

      const { orders, calls } = await madeSince(request, site, before);
      // €25 and the 5% fee the step adds by default.
      expect(orders).toEqual([expect.objectContaining({ amount: 2625, currency: site.country === 'GB' ? 'GBP' : 'EUR', capture_mode: 'manual', state: 'completed' })]);
      expect(calls).toEqual([
        ['create', 'created'],
        ['pay', 'authorised'],
        ['capture', 'captured'],
      ]);
      const order = (await storedOrders<SandboxOrder>(request, site)).find((o) => o.id === orderID)!;
      expect(order.state).toBe('completed');
      expect(order.body.payment).toMatchObject({ gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: orders[0]!.id } });
    } finally {
      await restore();
    }
  });

  test('refused by the backend: the donor sees why, the authorisation is cancelled and nothing is captured', async ({ page, site, request, sandbox, raw }) => {
    const restore = await offerRevolutPay(sandbox, raw, site, 'main');
    try {
      const before = await revolutLog(request, site);
      const ordersBefore = (await storedOrders<SandboxOrder>(request, site)).length;
      await donationToPayment(page, site);
      await sandbox.setFault({ path: '/commerce/order/create', status: 422, message: 'This donation could not be accepted just now.', times: 1 });
      await payInRevolutWindow(page, '[data-donate-button]');
      await expect(page.locator('[data-form-error]')).toContainText('This donation could not be accepted just now.');
      await expect(page).toHaveURL(`${EMERGENCY}/checkout/payment`);

      const { orders, calls } = await madeSince(request, site, before);
      expect(orders).toEqual([expect.objectContaining({ amount: 2625, state: 'cancelled' })]);
      // Looked up before the cancel: a completed (captured) order is never cancelled (issue 46).
      expect(calls).toEqual([
        ['create', 'created'],
        ['pay', 'authorised'],
        ['retrieve', 'none'],
        ['cancel', 'cancelled'],
      ]);
      expect((await storedOrders<SandboxOrder>(request, site)).length).toBe(ordersBefore);
    } finally {
      await restore();
    }
  });

  // fixme (issue 46, open): after the reload the resumed journey's Pay times out; the unit tests hold the resume rule
  // (attempt-storage.test.ts resumableRevolut) and the server's side (sandbox 422, grants), the browser journey does not yet.
  test('the order’s answer lost, a reload, the same donation again: that Revolut order goes on, one order and one capture (issue 46)', async ({ page, site, request, sandbox, raw }) => {
    const restore = await offerRevolutPay(sandbox, raw, site, 'main');
    try {
      const before = await revolutLog(request, site);
      await donationToPayment(page, site);
      // The order reaches the site (and the backend), its answer never reaches the browser.
      let lost = 0;
      await page.route('**/api/donation/order', async (route) => {
        if (lost > 0) return route.continue();
        lost += 1;
        await route.fetch();
        await route.abort('connectionreset');
      });
      await payInRevolutWindow(page, '[data-donate-button]');
      await expect.poll(() => lost).toBe(1);
      await expect(page.locator('[data-donate-button]')).toBeEnabled({ timeout: 15_000 });
      await page.unroute('**/api/donation/order');

      // The donor reloads and enters the same donation again (SPEC §4 drops the form on a restore).
      await page.reload();
      await donationToPayment(page, site);
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await page.locator('[data-donate-button]').click();
      await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`), { timeout: 20_000 });
      expect(popups).toBe(0); // no second Revolut Pay window: the kept authorisation is resumed

      const { orders, calls } = await madeSince(request, site, before);
      expect(orders).toEqual([expect.objectContaining({ amount: 2625, state: 'completed' })]);
      expect(calls.filter(([, effect]) => effect === 'captured')).toHaveLength(1);
      const paidWith = (await storedOrders<SandboxOrder>(request, site)).filter((o) => o.body.payment.details.revolut_order_id === orders[0]!.id);
      expect(paidWith).toHaveLength(1);
      expect(paidWith[0]!.id).toBe(new URL(page.url()).searchParams.get('orderID'));
    } finally {
      await restore();
    }
  });

  test('an amount the appeal does not take never gets a Revolut order, whatever the browser lets through', async ({ page, site, request, sandbox, raw }) => {
    const restore = await offerRevolutPay(sandbox, raw, site, 'main');
    try {
      const before = await revolutLog(request, site);
      await donationToPayment(page, site);
      // A browser that skips the chooser's rules: €2 where the appeal's minimum is €5.
      await page.route('**/api/checkout/revolut-order', async (route) => {
        const body = route.request().postDataJSON() as { order: { order_items: { unit_price: { number: string } }[]; field_fundraising_costs: number } };
        body.order.order_items[0]!.unit_price.number = '2.00';
        body.order.field_fundraising_costs = 0;
        await route.continue({ postData: JSON.stringify(body) });
      });
      await payInRevolutWindow(page, '[data-donate-button]');
      // The route's refusal, shown by the payment method (the window it opened is closed again).
      await expect(page.locator('[data-provider="redirect"] [role="alert"]')).toHaveText(`The minimum donation is ${site.currency}5`);
      await expect(page.locator('[data-donate-button]')).toBeEnabled();
      const { orders, calls } = await madeSince(request, site, before);
      expect(orders).toEqual([]);
      expect(calls).toEqual([]);
    } finally {
      await restore();
    }
  });
});

test.describe('a Revolut Pay gift order', () => {
  async function giftToPayment(page: Page, site: SiteInfo) {
    await testModeOn(page, site, `${site.giftsURL}/gifts/goat`);
    await addGift(page, site, '/gifts/goat', /Donation added|Added to your basket/);
    await page.goto(`${site.giftsURL}/checkout`);
    await fillBuyer(page, site);
    if (site.country === 'GB') await page.locator('#giftaid-no').check();
    await chooseRevolutPay(page);
  }

  /** The thank-you, one Revolut order since `since` for the goat (€30 in IE, £25 in GB) authorised and captured once, and the order paid with it. */
  async function expectGiftPaidOnce(page: Page, request: APIRequestContext, site: SiteInfo, since: { orders: StandInOrder[] }) {
    const thanks = page.locator('[data-thank-you]');
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    const { orders, calls } = await madeSince(request, site, since);
    expect(orders).toEqual([expect.objectContaining({ amount: site.country === 'GB' ? 2500 : 3000, capture_mode: 'manual', state: 'completed' })]);
    expect(calls).toEqual([
      ['create', 'created'],
      ['pay', 'authorised'],
      ['capture', 'captured'],
    ]);
    const id = await thanks.getAttribute('data-order-id');
    const order = (await storedOrders<SandboxOrder>(request, site)).find((o) => o.id === id)!;
    expect(order.body.payment.details.revolut_order_id).toBe(orders[0]!.id);
  }

  test('is captured once after the backend made the order; refused, its authorisation is cancelled', async ({ page, site, request, sandbox, raw }) => {
    const restore = await offerRevolutPay(sandbox, raw, site, 'gifts');
    try {
      const before = await revolutLog(request, site);
      await giftToPayment(page, site);
      await sandbox.setFault({ path: '/commerce/order/create', status: 422, message: 'This order could not be accepted just now.', times: 1 });
      await payInRevolutWindow(page, '[data-pay]');
      await expect(page.locator('[data-checkout-error]')).toContainText('This order could not be accepted just now.');
      const refused = await madeSince(request, site, before);
      expect(refused.calls).toEqual([
        ['create', 'created'],
        ['pay', 'authorised'],
        ['retrieve', 'none'],
        ['cancel', 'cancelled'],
      ]);

      // Pay again: a new Revolut order, captured once the order is made.
      const middle = await revolutLog(request, site);
      await payInRevolutWindow(page, '[data-pay]');
      await expectGiftPaidOnce(page, request, site, middle);
    } finally {
      await restore();
    }
  });

  test('an unknown outcome (a 5xx): Pay again goes on with the same Revolut order, no second one, captured once with the order', async ({ page, site, request, sandbox, raw }) => {
    const restore = await offerRevolutPay(sandbox, raw, site, 'gifts');
    try {
      const before = await revolutLog(request, site);
      await giftToPayment(page, site);
      await sandbox.setFault({ path: '/commerce/order/create', status: 503, message: 'Orders are paused for a moment.', times: 1 });
      await payInRevolutWindow(page, '[data-pay]');
      await expect(page.locator('[data-checkout-error]')).toContainText('Orders are paused for a moment.');
      // The order may have been made: the authorisation is left as it is, neither captured nor cancelled.
      expect((await madeSince(request, site, before)).calls).toEqual([
        ['create', 'created'],
        ['pay', 'authorised'],
      ]);

      // The same order again: no Revolut window, the same authorisation, captured once the order is made.
      let windows = 0;
      page.on('popup', () => (windows += 1));
      await page.locator('[data-pay]').click();
      await expectGiftPaidOnce(page, request, site, before);
      expect(windows).toBe(0);
    } finally {
      await restore();
    }
  });
});
