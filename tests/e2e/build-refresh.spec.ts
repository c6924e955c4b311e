import type { Page } from '@playwright/test';
import { expect, storedOrders, test, asOwnDonor } from './support/fixtures';
import { addGift } from './support/gift-checkout';
import { fillAddressByLookup, fillCard, fillGiftAid, fillPreferences, startDonation } from './support/donation-steps';

// A deployment in the middle of a checkout (SPEC §4 'Build refresh', issue 37): a new build id
// appears while the donor is on step 2. No step change reloads the tab (a reload would drop
// the donor's answers, SPEC §4), the donation completes as one order, and the first
// navigation out of the checkout reloads the page.

const EMERGENCY = '/appeal/gaza-emergency';
const ADDED = 'Donation added, thanks for showing your support.';

interface SandboxOrder {
  id: string;
  kind: string;
  body: { user: { mail: string } };
}

/** /build.txt answers the running build until `deploy()`, then a newer one; counts full page loads and checks. */
async function watchDeploys(page: Page) {
  const state = { deployed: false, checksAfterDeploy: 0, loads: 0 };
  await page.route('**/build.txt', async (route) => {
    if (!state.deployed) return route.continue();
    state.checksAfterDeploy += 1;
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'a-newer-build' });
  });
  page.on('load', () => (state.loads += 1));
  return {
    state,
    deploy() {
      state.deployed = true;
    },
  };
}

test.beforeEach(async ({ page }) => {
  await asOwnDonor(page); // the burst limits count this journey on its own
});

test.describe('a deployment during a checkout', () => {
  test('the donation checkout is never reloaded; one order; the first page out of it reloads', async ({ page, site, request }) => {
    const email = `deploy-${Date.now()}@example.${site.country === 'GB' ? 'co.uk' : 'ie'}`;
    const watch = await watchDeploys(page);
    const before = (await storedOrders<SandboxOrder>(request, site)).length;
    await startDonation(page, EMERGENCY, 'Single', '15', email);
    await expect(page).toHaveURL(`${EMERGENCY}/checkout/address`);
    const loads = watch.state.loads;

    watch.deploy();
    await fillAddressByLookup(page, site);
    await expect(page).toHaveURL(`${EMERGENCY}/checkout/preferences`);
    await fillPreferences(page, site);
    if (site.country === 'GB') await fillGiftAid(page, site, false);
    await expect(page).toHaveURL(`${EMERGENCY}/checkout/payment`);
    // The answers survived every step: no reload brought back an empty step 1.
    await expect(page.locator('[data-donate-button]')).toHaveText(`Donate ${site.currency}15.75`);
    await fillCard(page);
    await page.locator('[data-donate-button]').click();
    await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible();
    const orderID = new URL(page.url()).searchParams.get('orderID')!;

    // The tab did see the new build (each step change asked), and never reloaded for it.
    expect(watch.state.checksAfterDeploy, 'build.txt asked during the checkout').toBeGreaterThanOrEqual(3);
    expect(watch.state.loads, 'full page loads during the checkout').toBe(loads);
    const orders = (await storedOrders<SandboxOrder>(request, site)).filter((o) => o.body.user.mail === email);
    expect(orders.map((o) => o.id)).toEqual([orderID]);
    expect((await storedOrders<SandboxOrder>(request, site)).length).toBe(before + 1);

    // Out of the checkout, back to the appeal: that navigation reloads the tab once.
    await page.locator('[data-appeal-link]').click();
    await expect(page).toHaveURL(EMERGENCY);
    await expect.poll(() => watch.state.loads, { message: 'the first page out of the checkout reloads' }).toBe(loads + 1);
    await expect(page.locator('form[data-donation-chooser]').first()).toBeVisible();
  });

  test('the gift shop: cards and checkout are not reloaded; leaving them reloads', async ({ page, site }) => {
    const watch = await watchDeploys(page);
    await addGift(page, site, '/gifts/goat', ADDED);
    await page.goto(`${site.giftsURL}/cards`);
    await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible();
    const loads = watch.state.loads;

    watch.deploy();
    // A goat's card is posted: nothing to write before the checkout.
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('[data-checkout-form]')).toBeVisible();
    await expect.poll(() => watch.state.checksAfterDeploy).toBeGreaterThanOrEqual(1);
    await page.getByLabel('First name').fill('Aoife');
    await page.waitForTimeout(500);
    expect(watch.state.loads, 'full page loads in /cards and /checkout').toBe(loads);
    await expect(page.getByLabel('First name')).toHaveValue('Aoife');

    // 'Back to basket' leaves the checkout: the basket page reloads once.
    await page.locator('[data-back-to-basket]').click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect.poll(() => watch.state.loads, { message: 'the first page out of the checkout reloads' }).toBe(loads + 1);
  });
});
