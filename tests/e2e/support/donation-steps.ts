import { expect, type Page } from '@playwright/test';
import { E2E_SECRETS, type SiteInfo } from './site';

// The donation checkout's later steps filled as a donor would, for the journeys and the
// layout-shift checks alike. Each waits for its step's heading and ends with Continue.

/** The tab takes test payments (SPEC §6): production needs the payment secret; staging always does. */
export async function useTestPaymentMode(page: Page, site: SiteInfo, path = '/appeal/gaza-emergency') {
  if (site.appEnv !== 'production') return;
  await page.goto(`${path}?paymentSecret=${E2E_SECRETS.payment}`);
  await expect(page).toHaveURL(path); // the secret has left the address, for the tab's session
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cw_payment_token'))).toMatch(/^test\./);
}

/** From an appeal page: the gift chosen in its chooser, then the first step (name and email) filled and continued. */
export async function startDonation(page: Page, path: string, kind: 'Single' | 'Monthly', amount: string, email = 'aoife@example.ie') {
  await page.goto(path);
  const chooser = page.locator('form[data-donation-chooser]').first();
  await chooser.getByLabel(kind, { exact: true }).check();
  await chooser.getByLabel(/^Other amount/).fill(amount);
  await chooser.getByRole('button', { name: 'Donate now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Name & email' })).toBeFocused();
  await page.getByLabel('First name').fill('Aoife');
  await page.getByLabel('Last name').fill('Byrne');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillAddressByLookup(page: Page, site: SiteInfo) {
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  const postcode = site.country === 'GB' ? 'SW1A 1AA' : 'D02 X285';
  await page.getByLabel(site.country === 'GB' ? 'Find your address by postcode' : 'Find your address by eircode').fill(postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
  const choose = page.getByLabel('Choose your address');
  await expect(choose).toBeVisible();
  await choose.selectOption({ index: 1 });
  await expect(page.getByLabel('Address line 1')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Every question is asked, phone number or not (SPEC §9; tests/e2e/contact-preferences.spec.ts reads them word for word). */
export async function fillPreferences(page: Page, site: SiteInfo) {
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  if (site.country === 'GB') {
    await page.getByLabel('Yes, I would like to hear from you by email').check();
    await page.getByLabel('Do NOT contact me by post').check();
  } else {
    await page.getByRole('group', { name: "I'm happy to hear from you by email" }).getByLabel('Yes').check();
    await page.getByRole('group', { name: "I'm happy to hear from you by WhatsApp" }).getByLabel('No').check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillGiftAid(page: Page, site: SiteInfo, yes: boolean) {
  if (site.country !== 'GB') return;
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Aid' })).toBeVisible();
  await page.getByLabel(yes ? 'Yes, I want to Gift Aid my donation' : /^No, I am not a UK taxpayer/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The payment step: Card chosen and a card filled in (not yet sent). */
export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Name on card').fill('Aoife Byrne');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** The bank account step's fields as Aoife Byrne: a valid UK sort code and account, or an Irish IBAN. */
export async function fillBankAccount(page: Page, site: SiteInfo) {
  await page.getByLabel('Account holder name').fill('Aoife Byrne');
  if (site.country === 'GB') {
    await page.getByLabel('Sort code').fill('20-00-00');
    await page.getByLabel('Account number').fill('10000003');
  } else {
    await page.getByLabel('IBAN').fill('IE29 AIBK 9311 5212 3456 78');
  }
}
