import type { Page } from '@playwright/test';
import { expect, storedOrders, test, asOwnDonor } from './support/fixtures';
import { fillAddressByLookup, fillCard, fillGiftAid, fillPreferences } from './support/donation-steps';

// Typed amounts (issue 37 §2): a phone set to a comma-decimal region types "20,50", which is
// €20.50, never €2,050; what stays ambiguous is refused with the reason; the amount is echoed
// under the field as the site understood it; an amount far above the presets is asked about
// once, and one tap goes on. The donation chooser and the shop's custom price alike, IE and GB,
// at a phone's 390 px and a desktop's 1280 px.

const EMERGENCY = '/appeal/gaza-emergency';

interface SandboxOrder {
  id: string;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

test.beforeEach(async ({ sandbox, page }) => {
  await sandbox.clearFaults();
  await asOwnDonor(page); // the burst limits count this journey on its own
});

function chooserOf(page: Page) {
  return page.locator('form[data-donation-chooser]').first();
}

const WIDTHS = [
  { name: 'phone, 390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop, 1280 px', use: { viewport: { width: 1280, height: 900 } } },
] as const;

for (const width of WIDTHS) {
  test.describe(`typed amounts, ${width.name}`, () => {
    test.use(width.use);

    test('"20,50" is €20.50: echoed under the field, in the summary, the fee on it, and in the order', async ({ page, site, request }) => {
      await page.goto(EMERGENCY);
      const chooser = chooserOf(page);
      await chooser.getByLabel('Single', { exact: true }).check();
      const field = chooser.getByLabel(/^Other amount/);
      await field.fill('20,50');
      await expect(chooser.locator('[data-amount-echo]')).toHaveText(`That’s ${site.currency}20.50`);
      // The echo describes the field, and a screen reader hears it once the typing rests.
      await expect(field).toHaveAccessibleDescription(new RegExp(`That’s ${site.currency}20\\.50`));
      await expect(chooser.locator('[data-amount-echo-status]')).toHaveText(`That’s ${site.currency}20.50.`);
      await expect(chooser.locator('[data-amount-confirm]')).toHaveCount(0);
      await chooser.getByRole('button', { name: 'Donate now' }).click();
      await expect(page).toHaveURL(`${EMERGENCY}/checkout`);
      await expect(page.locator('[data-summary="amount"]').first()).toHaveText(`${site.currency}20.50`);
      await page.getByLabel('First name').fill('Aoife');
      await page.getByLabel('Last name').fill('Byrne');
      await page.getByLabel('Email address').fill('aoife@example.ie');
      await page.getByLabel('Phone number (optional)').fill('+353 1 417 7700');
      await page.getByRole('button', { name: 'Continue' }).click();
      await fillAddressByLookup(page, site);
      await fillPreferences(page, site);
      await fillGiftAid(page, site, false);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      // The pre-ticked 5 % is 5 % of €20.50 (€1.025, rounded half up), not of €2,050.
      await expect(page.getByLabel(`Add ${site.currency}1.03 to cover card and processing fees`)).toBeChecked();
      const summary = page.locator('[data-donation-summary]');
      await expect(summary.locator('[data-summary="amount"]')).toHaveText(`${site.currency}20.50`);
      await expect(summary.locator('[data-summary="fee"]')).toHaveText(`${site.currency}1.03`);
      await expect(summary.locator('[data-summary="total"]')).toHaveText(`${site.currency}21.53`);
      await fillCard(page);
      await page.locator('[data-donate-button]').click();
      await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`));
      const orderID = new URL(page.url()).searchParams.get('orderID');
      const [order] = await storedOrders<SandboxOrder>(request, site);
      expect(order!.id).toBe(orderID);
      expect(order!.body.order).toMatchObject({
        field_fundraising_costs: 1.03,
        field_fundraising_formula: '5%',
        order_items: [{ unit_price: { number: '20.50', currency_code: site.country === 'GB' ? 'GBP' : 'EUR' } }],
      });
    });

    test('an ambiguous amount is refused with the reason and goes nowhere; marks that make no number too', async ({ page, site }) => {
      await page.goto(`${EMERGENCY}/single?type=single`);
      const chooser = chooserOf(page);
      const field = chooser.getByLabel(/^Other amount/);
      await field.fill('1.000');
      // Nothing is understood, so nothing is echoed.
      await expect(chooser.locator('[data-amount-echo]')).toHaveText('');
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(chooser.getByRole('alert')).toHaveText(`"1.000" could mean ${site.currency}1,000 or ${site.currency}1. Please type 1000 or 1`);
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(`${EMERGENCY}/single?type=single`);
      await field.fill('1,000,50');
      await expect(chooser.getByRole('alert')).toHaveCount(0); // typing clears the error
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(chooser.getByRole('alert')).toHaveText("The commas and points in this amount don't make a number. Please type it like 1000.50 or 1000,50");
      await field.fill('12,505');
      await expect(chooser.locator('[data-amount-echo]')).toHaveText(`That’s ${site.currency}12,505`);
      await field.fill('20,');
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(chooser.getByRole('alert')).toHaveText(`Please add the ${site.country === 'GB' ? 'pence' : 'cents'} after the comma, e.g. 20,50, or remove the comma`);
      await expect(page).toHaveURL(`${EMERGENCY}/single?type=single`);
      // The minimum still applies to a comma amount.
      await field.fill('4,99');
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(chooser.getByRole('alert')).toHaveText(`The minimum donation is ${site.currency}5`);
    });

    test('an amount far above the presets is asked about; changing it asks again; one tap goes on', async ({ page, site }) => {
      await page.goto(`${EMERGENCY}/single?type=single`);
      const chooser = chooserOf(page);
      const field = chooser.getByLabel(/^Other amount/);
      const question = chooser.getByRole('group', { name: /is much more than most gifts here/ });
      // An ordinary amount is never asked about (the largest single preset is €100: up to €1,000).
      await field.fill('1000');
      await expect(chooser.locator('[data-amount-echo]')).toHaveText(`That’s ${site.currency}1,000`);
      await expect(question).toHaveCount(0);
      await field.fill('2050');
      await expect(question).toContainText(`${site.currency}2,050 is much more than most gifts here. Is that right?`);
      await expect(question.getByRole('button', { name: `Yes, give ${site.currency}2,050` })).toBeVisible();
      // Continue does not use it: the question's button takes the focus.
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${EMERGENCY}/single?type=single`);
      await expect(question.getByRole('button', { name: `Yes, give ${site.currency}2,050` })).toBeFocused();
      // 'Change amount' goes back to the field; another large amount asks about itself.
      await question.getByRole('button', { name: 'Change amount' }).click();
      await expect(field).toBeFocused();
      await field.fill('2.050,50');
      await expect(question.getByRole('button', { name: `Yes, give ${site.currency}2,050.50` })).toBeVisible();
      // Monthly: ten times its largest preset (€35) is the line.
      await chooser.getByLabel('Monthly', { exact: true }).check();
      await expect(page).toHaveURL(`${EMERGENCY}/monthly?type=monthly`);
      await expect(chooser.getByLabel('Monthly', { exact: true })).toBeChecked();
      await field.fill('350');
      await expect(question).toHaveCount(0);
      await field.fill('351');
      await expect(question.getByRole('button', { name: `Yes, give ${site.currency}351` })).toBeVisible();
      await chooser.getByLabel('Single', { exact: true }).check();
      await expect(page).toHaveURL(`${EMERGENCY}/single?type=single`);
      await field.fill('2050');
      await question.getByRole('button', { name: `Yes, give ${site.currency}2,050` }).click();
      await expect(page).toHaveURL(`${EMERGENCY}/checkout`);
      await expect(page.locator('[data-summary="amount"]').first()).toHaveText(`${site.currency}2,050`);
      // Back on the amount step, the confirmed amount is shown again and not asked about twice.
      await page.goto(`${EMERGENCY}/single?type=single`);
      await expect(field).toHaveValue('2050');
      await expect(question).toHaveCount(0);
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${EMERGENCY}/checkout`);
    });

    test("the shop's custom price follows the same rules", async ({ page, site }) => {
      await page.goto(`${site.giftsURL}/corporate/company-donation`);
      await expect(page.locator('[data-add-to-basket][data-basket-ready]')).toBeVisible();
      const field = page.getByLabel(/Your amount/);
      await expect(field).toHaveAttribute('inputmode', 'decimal');
      await field.fill('1.000');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'could mean' })).toHaveText(`"1.000" could mean ${site.currency}1,000 or ${site.currency}1. Please type 1000 or 1`);
      await expect(field).toBeFocused();
      await field.fill('12,50');
      await expect(page.locator('[data-amount-echo]')).toHaveText(`That’s ${site.currency}12.50`);
      await expect(page.getByRole('alert').filter({ hasText: 'could mean' })).toHaveCount(0);
      // Over €1,000 / £1,000: asked once, one tap adds it.
      await field.fill('1.250,50');
      await expect(page.locator('[data-amount-echo]')).toHaveText(`That’s ${site.currency}1,250.50`);
      const question = page.getByRole('group', { name: /is much more than most gifts here/ });
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await expect(question.getByRole('button', { name: `Yes, pay ${site.currency}1,250.50` })).toBeFocused();
      await expect(page.locator('[data-basket-banner]')).not.toContainText('in your basket');
      await question.getByRole('button', { name: `Yes, pay ${site.currency}1,250.50` }).click();
      await expect(page.locator('[data-basket-banner]')).toContainText('in your basket');
      await page.goto(`${site.giftsURL}/basket`);
      await expect(page.locator('[data-total]')).toHaveText(`${site.currency}1,250.50`);
    });
  });
}
