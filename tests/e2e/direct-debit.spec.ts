import type { Page } from '@playwright/test';
import { expect, storedOrders, test, asOwnDonor } from './support/fixtures';
import { fillAddressByLookup, fillGiftAid, fillPreferences, startDonation } from './support/donation-steps';
import type { SiteInfo } from './support/site';

// Direct debit as the banks require it (issue 37 §8), and the payment marks: GB shows the Direct
// Debit logo and the Direct Debit Guarantee in the scheme's words; IE shows the SEPA mandate the
// donor signs, naming the creditor, and the thank-you the mandate's reference from the backend.
// Every way to pay wears its own mark (an icon package's artwork, not typed words).

interface SandboxOrder {
  id: string;
  body: { user: { mail: string } };
  response: { mandate_reference?: string };
}

/** The settings' charity name: the mandate's creditor, the Guarantee's organisation. */
async function charityName(sandbox: { settings(s: 'main'): Promise<Record<string, unknown>> }): Promise<string> {
  const settings = await sandbox.settings('main');
  return (settings.charity as { name: string }).name;
}

async function toPayment(page: Page, site: SiteInfo, email: string) {
  await startDonation(page, '/appeal/gaza-emergency', 'Monthly', '12', email);
  await fillAddressByLookup(page, site);
  await fillPreferences(page, site);
  await fillGiftAid(page, site, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await asOwnDonor(page); // the burst limits count this journey on its own
});

test.describe('direct debit as the banks require', () => {
  test('each way to pay shows its own mark', async ({ page, site }) => {
    await toPayment(page, site, `marks-${Date.now()}@example.org`);
    const marks = (key: string) => page.locator(`#payment-method-${key} ~ span [data-mark]`);
    await expect(marks('card')).toHaveCount(3);
    expect(await marks('card').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')))).toEqual(['Visa', 'Mastercard', 'American Express']);
    // Artwork: filled paths, not a text box.
    for (const mark of await marks('card').all()) {
      expect(await mark.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
      expect(await mark.locator('text').count()).toBe(0);
      expect(await mark.locator('path').count()).toBeGreaterThan(0);
      await expect(mark).toHaveAttribute('aria-hidden', 'true');
    }
    if (site.appEnv !== 'production') await expect(marks('paypal')).toHaveAttribute('data-mark', 'PayPal');
    await expect(marks('bank_account')).toHaveCount(site.country === 'GB' ? 1 : 0);
    if (site.country === 'GB') await expect(marks('bank_account')).toHaveAttribute('data-mark', 'Direct Debit');
  });

  test('GB: the Direct Debit logo and Guarantee; IE: the SEPA mandate; the thank-you shows the mandate reference', async ({ page, site, sandbox, request }) => {
    const organisation = await charityName(sandbox);
    const email = `mandate-${Date.now()}@example.org`;
    await toPayment(page, site, email);
    await page.getByLabel('Bank account').check();
    await page.getByLabel('Account holder name').fill('Aoife Byrne');

    if (site.country === 'GB') {
      const terms = page.locator('[data-direct-debit-guarantee]');
      await expect(terms.getByRole('img', { name: 'Direct Debit' })).toBeVisible();
      const summary = terms.getByText('The Direct Debit Guarantee', { exact: true });
      await expect(summary).toBeVisible();
      const items = terms.locator('details > ul > li');
      await expect(items.first()).toBeHidden(); // closed until asked for
      await summary.click();
      await expect(items).toHaveCount(4);
      await expect(items.nth(0)).toHaveText('This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits');
      await expect(items.nth(1)).toHaveText(
        `If there are any changes to the amount, date or frequency of your Direct Debit ${organisation} will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request ${organisation} to collect a payment, confirmation of the amount and date will be given to you at the time of the request`,
      );
      await expect(items.nth(2)).toContainText(
        `If an error is made in the payment of your Direct Debit, by ${organisation} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society`,
      );
      await expect(items.nth(2).locator('li')).toHaveText(`If you receive a refund you are not entitled to, you must pay it back when ${organisation} asks you to`);
      await expect(items.nth(3)).toHaveText('You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.');
      await page.getByLabel('Sort code').fill('20-00-00');
      await page.getByLabel('Account number').fill('10000003');
      await page.getByLabel(/only person required to authorise/).check();
    } else {
      const mandate = page.locator('[data-sepa-mandate]');
      await expect(mandate.getByRole('heading', { name: 'SEPA Direct Debit mandate' })).toBeVisible();
      await expect(mandate.locator('[data-creditor]')).toHaveText(organisation);
      await expect(mandate.locator('[data-mandate-text]')).toHaveText(
        `By signing this mandate form, you authorise (A) ${organisation} to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from ${organisation}. ` +
          'As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. ' +
          'A refund must be claimed within 8 weeks starting from the date on which your account was debited. ' +
          'Your rights are explained in a statement that you can obtain from your bank.',
      );
      await page.getByLabel('IBAN').fill('IE29 AIBK 9311 5212 3456 78');
      await page.getByLabel(`I authorise ${organisation} to send instructions to my bank to debit my account, and my bank to debit my account in accordance with those instructions.`).check();
    }

    await page.locator('[data-donate-button]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible({ timeout: 15_000 });
    const orderID = new URL(page.url()).searchParams.get('orderID')!;
    const order = (await storedOrders<SandboxOrder>(request, site)).find((o) => o.id === orderID)!;
    expect(order.body.user.mail).toBe(email);
    const reference = order.response.mandate_reference!;
    expect(reference).toMatch(/^CA-\d+-[0-9A-F]{6}$/);
    await expect(page.locator('[data-mandate-reference]')).toHaveText(reference);
    await expect(page.getByText('Mandate reference', { exact: true })).toBeVisible();
    // A reload of the thank-you keeps it (the tab's session).
    await page.reload();
    await expect(page.locator('[data-mandate-reference]')).toHaveText(reference);
  });
});
