import type { Locator, Page } from '@playwright/test';
import { expect, storedOrders, test, asOwnDonor } from './support/fixtures';
import { addGift, fillBuyer, payByTestCard } from './support/gift-checkout';
import { fillAddressByLookup, fillBankAccount, startDonation } from './support/donation-steps';
import type { SiteInfo } from './support/site';

// SPEC §9's contact preferences, word for word, on both checkouts (issue 37): GB asks opt-in
// email, phone and SMS and shows 'Do NOT contact me by post'; IE asks its four 'happy to hear
// from you' questions, WhatsApp among them. Asked whether or not a phone number was given,
// and sent as the donor answered.

const QUESTIONS = {
  GB: ['Yes, I would like to hear from you by email', 'Yes, I would like to hear from you by phone', 'Yes, I would like to hear from you by SMS', 'Do NOT contact me by post'],
  IE: ["I'm happy to hear from you by email", "I'm happy to hear from you by phone", "I'm happy to hear from you by SMS", "I'm happy to hear from you by WhatsApp"],
} as const;

interface SandboxOrder {
  id: string;
  body: { profile: Record<string, unknown> };
}

/** The preferences fieldset: each question's own words, in order (a GB checkbox's label, an IE question's legend). */
async function questionsOn(page: Page, site: SiteInfo): Promise<{ group: Locator; words: string[] }> {
  const group = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: site.country === 'GB' ? 'How would you like to hear from us?' : 'Can we keep in touch?' }) }).first();
  await expect(group).toBeVisible();
  const words = site.country === 'GB' ? await group.locator('li > label').allTextContents() : await group.locator('fieldset > legend').allTextContents();
  return { group, words };
}

/** GB: email and SMS ticked, post opt-out ticked (phone left unticked); IE: email No, phone left unanswered, SMS Yes, WhatsApp No. */
async function answer(page: Page, site: SiteInfo) {
  if (site.country === 'GB') {
    await page.getByLabel('Yes, I would like to hear from you by email', { exact: true }).check();
    await page.getByLabel('Yes, I would like to hear from you by SMS', { exact: true }).check();
    await page.getByLabel('Do NOT contact me by post', { exact: true }).check();
  } else {
    await page.getByRole('group', { name: "I'm happy to hear from you by email", exact: true }).getByLabel('No').check();
    await page.getByRole('group', { name: "I'm happy to hear from you by SMS", exact: true }).getByLabel('Yes').check();
    await page.getByRole('group', { name: "I'm happy to hear from you by WhatsApp", exact: true }).getByLabel('No').check();
  }
}

const ANSWERED = {
  GB: { field_contact_email: 'allowed', field_contact_phone: 'denied', field_contact_sms: 'allowed', field_contact_post: 'denied', field_contact_whatsapp: 'not_asked' },
  IE: { field_contact_email: 'denied', field_contact_phone: 'not_asked', field_contact_sms: 'allowed', field_contact_post: 'not_asked', field_contact_whatsapp: 'denied' },
} as const;

test.beforeEach(async ({ page }) => {
  await asOwnDonor(page); // the burst limits count this journey on its own
});

test.describe("SPEC §9's contact preferences", () => {
  test('the donation checkout asks every question, word for word, without a phone number, and sends the answers', async ({ page, site, request }) => {
    const email = `prefs-${Date.now()}@example.org`;
    await startDonation(page, '/appeal/gaza-emergency', 'Monthly', '12', email); // no phone number
    await fillAddressByLookup(page, site);
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    const { words } = await questionsOn(page, site);
    expect(words).toEqual([...QUESTIONS[site.country]]);
    await answer(page, site);
    await page.getByRole('button', { name: 'Continue' }).click();
    if (site.country === 'GB') {
      await page.getByLabel(/^No, I am not a UK taxpayer/).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await page.getByLabel('Bank account').check();
    await fillBankAccount(page, site);
    await page.locator('#dd-confirm').check();
    await page.locator('[data-donate-button]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible({ timeout: 15_000 });
    const orderID = new URL(page.url()).searchParams.get('orderID')!;
    const order = (await storedOrders<SandboxOrder>(request, site)).find((o) => o.id === orderID)!;
    expect(order.body.profile).toMatchObject({ field_phone: null, ...ANSWERED[site.country] });
  });

  test('the gift checkout asks every question, word for word, and sends the answers', async ({ page, site, request }) => {
    await addGift(page, site, '/gifts/goat', 'Donation added, thanks for showing your support.');
    await page.goto(`${site.giftsURL}/checkout`);
    await fillBuyer(page, site);
    const { words } = await questionsOn(page, site);
    expect(words).toEqual([...QUESTIONS[site.country]]);
    await answer(page, site);
    await payByTestCard(page, site);
    const thanks = page.locator('[data-thank-you]');
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    const id = (await thanks.getAttribute('data-order-id'))!;
    const order = (await storedOrders<SandboxOrder>(request, site)).find((o) => o.id === id)!;
    expect(order.body.profile).toMatchObject(ANSWERED[site.country]);
  });
});
