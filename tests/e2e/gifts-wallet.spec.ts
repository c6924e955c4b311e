import type { Page } from '@playwright/test';
import { expect, storedOrders, test, asOwnDonor } from './support/fixtures';
import { addGift, fillBuyer } from './support/gift-checkout';

// Each test is another donor: the burst limits count its orders on its own.
test.beforeEach(async ({ page }) => asOwnDonor(page));

// Apple Pay in the gift checkout (issue 31): Safari opens the sheet only inside the buyer's
// press, so show() must run in the Pay press's own submit listener, with no await before it
// (an awaited promise resumes after the listener has returned, even within the same task).

/**
 * Before any page script: every submit listener is marked while it runs, and the Stripe.js
 * stand-in's record (./support/fake-stripe.js) notes, for each show(), whether it ran in one.
 */
function markPresses() {
  let inPress = false;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const wrapped = new WeakMap<object, EventListener>();
  EventTarget.prototype.addEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (type !== 'submit' || typeof listener !== 'function') return add.call(this, type, listener, options);
    const marked = function (this: unknown, event: Event) {
      inPress = true;
      try {
        return listener.call(this, event);
      } finally {
        inPress = false;
      }
    };
    wrapped.set(listener, marked);
    return add.call(this, type, marked, options);
  };
  EventTarget.prototype.removeEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    return remove.call(this, type, (listener && wrapped.get(listener)) ?? listener, options);
  };
  const calls: unknown[][] = [];
  calls.push = (...items: unknown[][]) => Array.prototype.push.apply(calls, items.map((call) => (call[0] === 'paymentRequest.show' ? [...call, inPress ? 'in the press' : 'after the press'] : call)));
  (window as unknown as FakeStripe).__fakeStripe = { calls };
}

interface StoredOrder {
  id: string;
  state: string;
  body: { payment: unknown; captchaToken?: unknown };
}

type FakeStripe = { __fakeStripe?: { calls: unknown[][] } };
const shows = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as FakeStripe).__fakeStripe?.calls ?? [])).filter((call) => call[0] === 'paymentRequest.show');

test('Apple Pay opens its sheet in the Pay press itself, only once the fields are right, and pays the order', async ({ page, site, request }) => {
  test.skip(site.appEnv !== 'production', 'wallets need the Stripe key, which only the IE (live) site has');
  await page.addInitScript(() => {
    (window as unknown as { __fakeStripeWallets: object }).__fakeStripeWallets = { applePay: true, googlePay: false };
  });
  await page.addInitScript(markPresses);
  await addGift(page, site, '/gifts/goat', 'Donation added, thanks for showing your support.');
  await page.goto(`${site.giftsURL}/checkout`);
  await fillBuyer(page, site, { firstName: '' });
  await page.getByLabel('Apple Pay').check();
  await expect(page.getByText('You will confirm your order with Apple Pay when you press the Pay button.')).toBeVisible();

  // The first name is missing: the form says so and no sheet opens.
  await page.locator('[data-pay]').click();
  await expect(page.locator('#buyer-firstName')).toBeFocused();
  expect(await shows(page)).toEqual([]);

  await page.getByLabel('First name').fill('Aoife');
  await page.locator('[data-pay]').click();
  const thanks = page.locator('[data-thank-you]');
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  expect(await shows(page)).toEqual([['paymentRequest.show', 'in the press']]);
  const id = await thanks.getAttribute('data-order-id');
  const order = (await storedOrders<StoredOrder>(request, site)).find((o) => o.id === id);
  expect(order?.state).toBe('completed');
  expect(order!.body.payment).toEqual({ gateway: 'stripe_ie_live', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_visa', wallet: 'apple_pay' } });
  // The seed's settings ask for no captcha on wallets.
  expect(order!.body.captchaToken ?? null).toBeNull();
});
