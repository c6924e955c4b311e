import type { Locator, Page } from '@playwright/test';
import { expect, storedOrders, test, asOwnDonor } from './support/fixtures';
import { useTestPaymentMode, fillCard } from './support/donation-steps';
import type { SiteInfo } from './support/site';

// The donation checkout as a donor sees it, phone first (DESIGN 'The donor's face'): at 390 px,
// 360 px and 1280 px, from the appeal's amount step to thank-you in test mode. Every step shows
// the gift (amount and the appeal's name), the main button is full width on a phone and a tap
// high, nothing scrolls sideways; without a phone number the preferences still ask SPEC §9's
// every question (issue 37) and the order carries the answers; the fee is offered in money; the
// thank-you page recaps the gift and offers a next action.

const EMERGENCY = '/appeal/gaza-emergency';
const TEST_MODE_NOTICE = 'Test mode: no real money is taken';

const VIEWPORTS = [
  { name: 'phone 390', width: 390, height: 844, phone: true },
  { name: 'phone 360', width: 360, height: 740, phone: true },
  { name: 'desktop 1280', width: 1280, height: 800, phone: false },
] as const;

interface SandboxOrder {
  id: string;
  state: string;
  body: { profile: Record<string, unknown>; order: Record<string, unknown> };
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(scroll, `horizontal scroll on ${where}`).toBeLessThanOrEqual(inner);
}

/** The gift is in view on arrival: the folded line on a phone, the card beside the form on a desktop. */
async function expectGiftInView(page: Page, site: SiteInfo, phone: boolean, appeal: string, amount: string) {
  const summary = page.locator('[data-donation-summary]');
  await expect(summary).toBeInViewport();
  if (phone) {
    const line = summary.getByRole('button', { name: `${site.currency}${amount} single donation to ${appeal}` });
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect(summary.locator('[data-summary="amount"]')).toBeHidden();
  } else {
    await expect(summary.locator('[data-summary="amount"]')).toHaveText(`${site.currency}${amount}`);
    await expect(summary.locator('[data-summary="appeal"]')).toHaveText(appeal);
    await expect(summary.locator('[data-summary="type"]')).toHaveText('Single');
  }
  await expect(summary.getByRole('link', { name: 'Change your donation' })).toHaveAttribute('href', `${EMERGENCY}/single?type=single`);
}

/** The step's main button: full width of its form on a phone, a tap high, 16 px or more. */
async function expectMainButton(page: Page, button: Locator, phone: boolean) {
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const form = (await page.locator('[data-checkout-step] form').first().boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await button.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  if (phone) expect(Math.abs(box.width - form.width)).toBeLessThanOrEqual(1);
  else expect(box.width).toBeLessThan(form.width);
}

async function atStep(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page.locator('nav[aria-label="Donation steps"] [aria-current="step"]')).toContainText(name);
}

test.beforeEach(async ({ sandbox, page }) => {
  await sandbox.clearFaults();
  await asOwnDonor(page); // the burst limits count this journey on its own
});

for (const viewport of VIEWPORTS) {
  test.describe(`donation checkout at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.phone, hasTouch: viewport.phone });

    test('the gift in view on every step, phone-sized controls, money fee, and a thank-you that leads on', async ({ page, site, sandbox, request }) => {
      const phone = viewport.phone;
      const appeal = (await sandbox.entity(EMERGENCY)).title;
      const count = site.country === 'GB' ? 5 : 4;
      await useTestPaymentMode(page, site);

      // The appeal's amount step.
      await page.goto(`${EMERGENCY}/single?type=single`);
      const chooser = page.locator('form[data-donation-chooser]');
      await chooser.getByLabel('Single', { exact: true }).check();
      await chooser.getByLabel(/^Other amount/).fill('50');
      await chooser.getByRole('button', { name: 'Continue' }).click();

      // 1 Name & email, without a phone number.
      await expect(page).toHaveURL(`${EMERGENCY}/checkout`);
      await atStep(page, 'Name & email');
      if (phone) await expect(page.getByText(`Step 1 of ${count} · Name & email`)).toBeVisible();
      await expectGiftInView(page, site, phone, appeal, '50');
      await expectMainButton(page, page.getByRole('button', { name: 'Continue' }), phone);
      await expectNoSidewaysScroll(page, 'details');
      if (phone) {
        // The folded summary opens to the figures.
        await page.locator('[data-donation-summary]').getByRole('button', { name: new RegExp(`^${site.currency}50 single donation`) }).click();
        await expect(page.locator('[data-summary="appeal"]')).toHaveText(appeal);
        await expect(page.locator('[data-summary="total"]')).toHaveText(`${site.currency}52.50`);
        await expectNoSidewaysScroll(page, 'details, summary open');
      }
      await page.getByLabel('First name').fill('Aoife');
      await page.getByLabel('Last name').fill('Byrne');
      await page.getByLabel('Email address').fill('aoife@example.org');
      await page.getByRole('button', { name: 'Continue' }).click();

      // 2 Address, typed.
      await expect(page).toHaveURL(`${EMERGENCY}/checkout/address`);
      await atStep(page, 'Address');
      if (phone) await expect(page.getByText(`Step 2 of ${count} · Address`)).toBeVisible();
      await expectGiftInView(page, site, phone, appeal, '50');
      await expectMainButton(page, page.getByRole('button', { name: 'Continue' }), phone);
      await expectNoSidewaysScroll(page, 'address');
      await page.getByLabel('Address line 1').fill('1 Main Street');
      await page.getByLabel('Town or city').fill(site.country === 'GB' ? 'York' : 'Westport');
      await page.getByLabel(site.country === 'GB' ? 'Postcode' : 'Eircode', { exact: true }).fill(site.country === 'GB' ? 'YO1 7HH' : 'F28 X2Y5');
      await page.getByRole('button', { name: 'Continue' }).click();

      // 3 Preferences: no phone number, and still every question SPEC §9 asks (issue 37).
      await expect(page).toHaveURL(`${EMERGENCY}/checkout/preferences`);
      await atStep(page, 'Preferences');
      await expectGiftInView(page, site, phone, appeal, '50');
      await expectMainButton(page, page.getByRole('button', { name: 'Continue' }), phone);
      await expectNoSidewaysScroll(page, 'preferences');
      if (site.country === 'GB') {
        await expect(page.getByRole('checkbox')).toHaveCount(4);
        await page.getByLabel('Yes, I would like to hear from you by email').check();
        await page.getByLabel('Yes, I would like to hear from you by SMS').check();
        await expect(page.getByLabel('Do NOT contact me by post')).toBeVisible();
      } else {
        await expect(page.getByRole('radio')).toHaveCount(8);
        await page.getByRole('group', { name: "I'm happy to hear from you by email" }).getByLabel('Yes').check();
        await page.getByRole('group', { name: "I'm happy to hear from you by SMS" }).getByLabel('Yes').check();
        await page.getByRole('group', { name: "I'm happy to hear from you by WhatsApp" }).getByLabel('No').check();
      }
      await page.getByRole('button', { name: 'Continue' }).click();

      // GB 4 Gift Aid.
      if (site.country === 'GB') {
        await expect(page).toHaveURL(`${EMERGENCY}/checkout/giftaid`);
        await atStep(page, 'Gift Aid');
        await expectGiftInView(page, site, phone, appeal, '50');
        await expectMainButton(page, page.getByRole('button', { name: 'Continue' }), phone);
        await expectNoSidewaysScroll(page, 'gift aid');
        await page.getByLabel('Yes, I want to Gift Aid my donation').check();
        await page.getByRole('button', { name: 'Continue' }).click();
      }

      // Payment: test mode said, the fee in money (5% by default), SPEC's choices behind Change.
      await expect(page).toHaveURL(`${EMERGENCY}/checkout/payment`);
      await atStep(page, 'Payment');
      if (phone) await expect(page.getByText(`Step ${count} of ${count} · Payment`)).toBeVisible();
      await expectGiftInView(page, site, phone, appeal, '50');
      await expect(page.locator('[data-test-mode]')).toHaveText(TEST_MODE_NOTICE);
      await expect(page.getByText('Secure payment · Registered charity · Receipt by email')).toBeVisible();
      const cover = page.getByLabel(`Add ${site.currency}2.50 to cover card and processing fees`);
      await expect(cover).toBeChecked();
      await expect(page.locator('#fee-formula')).toHaveText('5% of the donation amount');
      await expect(page.getByLabel('2% of the donation amount', { exact: false })).toBeHidden();
      await page.getByRole('button', { name: 'Change the fee' }).click();
      await expect(page.getByLabel(`2% of the donation amount (${site.currency}1)`)).toBeVisible();
      await expect(page.getByLabel(`5% of the donation amount (${site.currency}2.50)`)).toBeChecked();
      await expect(page.getByLabel(`7% of the donation amount (${site.currency}3.50)`)).toBeVisible();
      await page.getByLabel('No transaction fee applied').check();
      await expect(cover).not.toBeChecked();
      await expect(page.locator('[data-summary="total"]')).toHaveText(`${site.currency}50`);
      await cover.check(); // back to the percentage last chosen
      await expect(page.getByLabel(`5% of the donation amount (${site.currency}2.50)`)).toBeChecked();
      await expect(page.locator('[data-summary="fee"]')).toHaveText(`${site.currency}2.50`);
      const donate = page.locator('[data-donate-button]');
      await expect(donate).toHaveText(`Donate ${site.currency}52.50`);
      await expectMainButton(page, donate, phone);
      await expectNoSidewaysScroll(page, 'payment');
      await fillCard(page);
      await expectNoSidewaysScroll(page, 'payment, card');
      await donate.click();

      // Thank you: recap, what happens next, one next action.
      await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible();
      const orderID = new URL(page.url()).searchParams.get('orderID')!;
      await expect(page.locator('[data-recap="amount"]')).toHaveText(`${site.currency}50`);
      await expect(page.locator('[data-recap="type"]')).toHaveText('Single');
      await expect(page.locator('[data-recap="appeal"]')).toHaveText(appeal);
      await expect(page.locator('[data-recap="total"]')).toHaveText(`${site.currency}52.50`);
      await expect(page.locator('[data-order-id]')).toHaveText(orderID);
      await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
      await expect(page.getByText('We have sent your receipt to aoife@example.org.')).toBeVisible();
      if (site.country === 'GB') await expect(page.getByText(`we will claim an extra ${site.currency}12.50 from HMRC`)).toBeVisible();
      const next = page.locator('[data-next-action]');
      await expect(next.locator('[data-share]')).toBeVisible();
      await expect(next.locator('[data-share]')).toHaveText(/^(Share this appeal|Copy link to share)$/);
      await expect(next.locator('[data-appeal-link]')).toHaveAttribute('href', EMERGENCY);
      await expectNoSidewaysScroll(page, 'thank-you');

      // What was sent: the answers as given, with no phone number (IE's phone question unanswered).
      const order = (await storedOrders<SandboxOrder>(request, site)).find((o) => o.id === orderID)!;
      expect(order.state).toBe('completed');
      expect(order.body.profile).toMatchObject(
        site.country === 'GB'
          ? { field_phone: null, field_contact_email: 'allowed', field_contact_phone: 'denied', field_contact_sms: 'allowed', field_contact_post: 'allowed', field_contact_whatsapp: 'not_asked' }
          : { field_phone: null, field_contact_email: 'allowed', field_contact_phone: 'not_asked', field_contact_sms: 'allowed', field_contact_post: 'not_asked', field_contact_whatsapp: 'denied' },
      );
      expect(order.body.order).toMatchObject({ field_fundraising_costs: 2.5, field_fundraising_formula: '5%', field_internal_tags: expect.arrayContaining(['test_mode']) });
    });
  });
}

test.describe('step 1 after Donate on the appeal page, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the amount and the appeal in the frame its heading first shows in, not "Loading your donation…"', async ({ page, site, sandbox }) => {
    const appeal = (await sandbox.entity(EMERGENCY)).title;
    await page.goto(EMERGENCY);
    // What the document holds the moment step 1's heading is added (a MutationObserver runs after React's commit, before
    // the browser paints it): the navigation stays in this document, so the record survives it.
    await page.evaluate(() => {
      const w = window as unknown as { firstFrame?: { summary: string | null; loading: boolean } };
      const observer = new MutationObserver(() => {
        const step = document.querySelector('[data-checkout-step="details"]');
        if (!step?.querySelector('h1')) return;
        const summary = step.querySelector('[data-donation-summary] button')?.textContent ?? null;
        w.firstFrame = { summary, loading: step.querySelector('[data-donation-summary]') === null && step.textContent!.includes('Loading your donation') };
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('[data-donation-hero]').getByRole('button', { name: 'Donate now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Name & email' })).toBeFocused();
    const settled = await page.locator('[data-donation-summary] button').first().textContent();
    expect(settled?.startsWith(site.currency) && settled.endsWith(` single donation to ${appeal}`), `the settled summary line: ${settled}`).toBe(true);
    const first = await page.evaluate(() => (window as unknown as { firstFrame?: { summary: string | null; loading: boolean } }).firstFrame);
    expect(first, 'step 1 arrived in this document').toBeDefined();
    expect(first).toEqual({ summary: settled, loading: false });
  });
});
