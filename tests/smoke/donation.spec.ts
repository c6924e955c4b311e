import { expect, storedOrders, test } from './fixtures';
import { fillAddressByLookup, fillGiftAid, fillPreferences, startDonation, fillCard } from '../e2e/support/donation-steps';

// Smoke, main site: the appeal page loads, the donor chooses an amount and steps through the
// checkout to the order the sandbox accepted. The full journeys: tests/e2e/donation.spec.ts.

const APPEAL = '/appeal/gaza-emergency';

interface StoredOrder {
  id: string;
  kind: string;
  state: string;
  body: { order: { order_items: { unit_price: { number: string } }[] } };
}

test('main site: a single card donation from the appeal page to the order the sandbox accepted', async ({ page, site, request }) => {
  // startDonation opens the appeal page and chooses the gift in its donation block.
  await startDonation(page, APPEAL, 'Single', '25', site.country === 'GB' ? 'aoife@example.co.uk' : 'aoife@example.ie');
  await expect(page).toHaveURL(`${APPEAL}/checkout/address`);
  await fillAddressByLookup(page, site);
  await fillPreferences(page, site);
  await fillGiftAid(page, site, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await fillCard(page);
  await page.locator('[data-donate-button]').click();

  await expect(page).toHaveURL(new RegExp(`${APPEAL}/checkout/thank-you\\?orderID=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible();
  const orderID = new URL(page.url()).searchParams.get('orderID')!;
  const order = (await storedOrders<StoredOrder>(request, site)).find((o) => o.id === orderID);
  expect(order, `order ${orderID} in the sandbox`).toMatchObject({ kind: 'donation', state: 'completed' });
  expect(order!.body.order.order_items[0]!.unit_price.number).toBe('25.00');
});
