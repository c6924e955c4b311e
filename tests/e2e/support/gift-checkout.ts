import { expect, type Page } from '@playwright/test';
import type { SiteInfo } from './site';

// The gifts shop's steps as a buyer takes them, for the journeys: add a gift from its page,
// and fill and pay the checkout (the same fields and sandbox card as gifts-shop.spec.ts: IE
// takes the card through the fixtures' Stripe.js stand-in, GB through the sandbox card).

/** Opens a gift's page and presses 'Add to basket' once the basket was read. */
export async function addGift(page: Page, site: SiteInfo, path: string, toast: string | RegExp) {
  await page.goto(`${site.giftsURL}${path}`);
  await expect(page.locator('[data-add-to-basket][data-basket-ready]')).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  // One confirmation (issue 40): the basket banner, headed by SPEC §4's add text.
  await expect(page.locator('[data-basket-banner] [data-add-message]').filter({ hasText: toast })).toBeVisible();
}

export const postcodeFor = (site: SiteInfo) => (site.country === 'GB' ? 'SW1A 1AA' : 'D02 XY45');

/** The open checkout's buyer and address as Aoife Byrne; `firstName: ''` leaves that field empty, `title: null` the title (optional) as it starts. */
export async function fillBuyer(page: Page, site: SiteInfo, { firstName = 'Aoife', title = 'Ms' as string | null } = {}) {
  await expect(page.locator('[data-checkout-form]')).toBeVisible();
  if (title) await page.getByLabel('Title').selectOption(title);
  if (firstName) await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Byrne');
  await page.locator('#buyer-email').fill('aoife@example.com');
  await page.locator('#address-address_line1').fill('1 Main Street');
  await page.locator('#address-locality').fill(site.country === 'GB' ? 'London' : 'Dublin');
  await page.locator('#address-postal_code').fill(postcodeFor(site));
}

/** Fills the open checkout as Aoife Byrne (no Gift Aid in GB) and presses Pay. */
export async function fillAndPay(page: Page, site: SiteInfo) {
  await fillBuyer(page, site);
  await payByTestCard(page, site);
}

/** The buyer's part filled: no Gift Aid in GB, Stripe's test Visa, and Pay. */
export async function payByTestCard(page: Page, site: SiteInfo) {
  if (site.country === 'GB') await page.locator('#giftaid-no').check();
  await page.locator('#payment-method-card').check();
  await page.locator('#card-name').fill('Aoife Byrne');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.locator('[data-pay]').click();
}

/** No part of the page is wider than the screen. */
export async function expectNoSideways(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(client);
}
