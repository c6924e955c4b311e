import { expect, storedOrders, test } from './fixtures';
import { addGift, fillAndPay } from '../e2e/support/gift-checkout';

// Smoke, gifts shop: a gift into the basket, then the checkout to the order the sandbox
// accepted. The full journeys: tests/e2e/gifts-shop.spec.ts.

interface StoredOrder {
  id: string;
  kind: string;
  state: string;
  body: { order: { order_items: { purchased_entity: { sku: string } }[] } };
}

test('gifts shop: a gift from the basket through the checkout to the order the sandbox accepted', async ({ page, site, request }) => {
  await addGift(page, site, '/gifts/goat', 'Donation added, thanks for showing your support.');
  await expect(page.locator('[data-basket-banner]')).toContainText('in your basket');
  await page.goto(`${site.giftsURL}/checkout`);
  await fillAndPay(page, site);

  const thanks = page.locator('[data-thank-you]');
  await expect(thanks.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?orderID=\d+$/);
  const orderID = new URL(page.url()).searchParams.get('orderID')!;
  await expect(thanks).toHaveAttribute('data-order-id', orderID);
  const order = (await storedOrders<StoredOrder>(request, site)).find((o) => o.id === orderID);
  expect(order, `order ${orderID} in the sandbox`).toMatchObject({ kind: 'gift', state: 'completed' });
  expect(order!.body.order.order_items.map((item) => item.purchased_entity.sku)).toEqual(['GIFT-GOAT']);
});
