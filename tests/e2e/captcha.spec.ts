import type { APIRequestContext, Page } from '@playwright/test';
import { expect, storedOrders, test, asOwnDonor } from './support/fixtures';
import { fillAddressByLookup, fillCard, startDonation, fillPreferences } from './support/donation-steps';
import { addGift, fillAndPay } from './support/gift-checkout';
import { freshAddress, send } from './support/http';
import type { SiteInfo } from './support/site';

// The captcha (Cloudflare Turnstile; docs/architecture.md "Captcha") as a donor meets it: IE
// runs as production with a site key, against the sandbox's stand-in for Turnstile's widget
// script and siteverify (sandbox/turnstile.ts). The script loads only where a settings flag asks
// for a captcha (the seed's captcha_card: the payment step, the gift checkout, once Card is
// chosen), never on content pages. Every card order carries a token the backend (the sandbox)
// verified, once (CONTRACT §6): the site passes it on untouched (CAPTCHA_VERIFY=backend), so a
// site that spent it first would get every order refused as a duplicate.
// GB (staging) has no site key: no script anywhere, the sandbox provider's tokens.

const EMERGENCY = '/appeal/gaza-emergency';
const WIDGET_SCRIPT = /\/turnstile\/v0\/api\.js\?/;

interface StoredOrder {
  id: string;
  kind: string;
  body: { captchaToken?: string | null };
}

interface Verified {
  token: string;
  action: string;
}

/** Every request for the captcha's script this page makes from now on. */
function widgetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (WIDGET_SCRIPT.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function verifiedTokens(site: SiteInfo, request: APIRequestContext): Promise<Verified[]> {
  const response = await request.get(`${site.sandboxURL}/_sandbox/captcha`, { headers: { 'x-sandbox-token': site.sandboxToken } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { verified: Verified[] }).verified;
}

test.beforeEach(async ({ sandbox, page }) => {
  await sandbox.clearFaults();
  await asOwnDonor(page); // the burst limits count this journey on its own
});

test('content pages never load the captcha script', async ({ page, site }) => {
  const seen = widgetRequests(page);
  for (const path of ['/', EMERGENCY, '/about-us']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`${site.giftsURL}/gifts/goat`);
  await expect(page.locator('[data-add-to-basket][data-basket-ready]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => 'turnstile' in window)).toBe(false);
});

test('a card donation loads the widget on the payment step only, and carries a token the provider verified', async ({ page, site, request }) => {
  const seen = widgetRequests(page);
  await startDonation(page, EMERGENCY, 'Single', '25');
  await fillAddressByLookup(page, site);
  await fillPreferences(page, site);
  if (site.country === 'GB') {
    await page.getByLabel(/^No, I am not a UK taxpayer/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Before a method that needs the captcha is chosen, nothing of it has loaded.
  expect(seen).toEqual([]);
  await page.getByLabel('Card', { exact: true }).check();
  if (site.appEnv === 'production') {
    await expect.poll(() => seen.length).toBe(1);
    expect(new URL(seen[0]!).origin).toBe(site.sandboxURL);
    await expect(page.locator('[data-captcha] [data-sandbox-turnstile-widget]')).toHaveCount(1);
  }
  await page.getByLabel('Name on card').fill('Aoife Byrne');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.locator('[data-donate-button]').click();
  await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`));
  const orderID = new URL(page.url()).searchParams.get('orderID')!;

  const order = (await storedOrders<StoredOrder>(request, site)).find((o) => o.id === orderID)!;
  if (site.appEnv === 'production') {
    expect(await verifiedTokens(site, request)).toContainEqual(expect.objectContaining({ token: order.body.captchaToken, action: 'donation' }));
  } else {
    expect(seen).toEqual([]);
    expect(order.body.captchaToken).toMatch(/^sandbox-captcha-donation-/);
  }
});

test('the gift checkout loads the widget once Card is chosen, and its order carries a verified token', async ({ page, site, request }) => {
  const seen = widgetRequests(page);
  await addGift(page, site, '/gifts/goat', 'Donation added, thanks for showing your support.');
  expect(seen).toEqual([]);
  await page.goto(`${site.giftsURL}/checkout`);
  await fillAndPay(page, site);
  await expect(page).toHaveURL(/\/checkout\?orderID=\d+$/, { timeout: 15_000 });
  const orderID = new URL(page.url()).searchParams.get('orderID')!;
  const order = (await storedOrders<StoredOrder>(request, site)).find((o) => o.id === orderID)!;
  if (site.appEnv === 'production') {
    expect(seen).toHaveLength(1);
    const verified = await verifiedTokens(site, request);
    expect(verified.filter((v) => v.token === order.body.captchaToken).map((v) => v.action)).toEqual(['gift_order']);
  } else {
    expect(seen).toEqual([]);
    expect(order.body.captchaToken).toMatch(/^sandbox-captcha-gift_order-/);
  }
});

test('production refuses the sandbox provider’s tokens and tokens the provider never issued', async ({ site, request }) => {
  test.skip(site.appEnv !== 'production', 'staging takes the sandbox provider’s tokens');
  const orders = await storedOrders<StoredOrder>(request, site);
  const card = orders.find((o) => o.kind === 'donation' && o.body.captchaToken?.startsWith('fake-turnstile.'));
  expect(card, 'an earlier test’s card donation to replay').toBeTruthy();
  const post = (captchaToken: string) =>
    send(site, '/api/donation/order', {
      from: freshAddress(),
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-donation-page': EMERGENCY },
      body: { ...card!.body, captchaToken },
    });
  // The sandbox provider's: refused by the site itself (no provider issued it), nothing spent.
  const sandboxToken = await post('sandbox-captcha-donation-0001');
  expect(sandboxToken.status).toBe(400);
  expect(sandboxToken.json<{ errorMessage: string }>().errorMessage).toBe('Please confirm you are not a robot, then try again.');
  // A forged token, and the earlier order's own (spent): refused by the backend, which verifies, and its message shown.
  for (const captchaToken of ['fake-turnstile.sandbox-turnstile-site-key.donation.00000000000000000000000000000000x', card!.body.captchaToken!]) {
    const answer = await post(captchaToken);
    expect(answer.status, captchaToken).toBe(400);
    expect(answer.json<{ errorMessage: string }>().errorMessage, captchaToken).toMatch(/^The captcha could not be verified \((invalid-input-response|timeout-or-duplicate)\)/);
  }
  expect((await storedOrders<StoredOrder>(request, site)).length).toBe(orders.length);
});

test('the first order after a settings webhook meets the flags the backend has now', async ({ site, sandbox, request }) => {
  const orders = await storedOrders<StoredOrder>(request, site);
  const card = orders.find((o) => o.kind === 'donation' && o.body.captchaToken);
  expect(card, 'an earlier test’s card donation to build on').toBeTruthy();
  const { captchaToken: _spent, ...withoutToken } = card!.body as Record<string, unknown>;
  const post = () =>
    send(site, '/api/donation/order', {
      from: freshAddress(),
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-donation-page': EMERGENCY },
      body: withoutToken,
    });
  const main = (await sandbox.settings('main')) as unknown as { checkout: Record<string, unknown> };
  const setCaptchaCard = async (on: boolean) => {
    const edit = await sandbox.edit({ storefront: 'main', settings: { checkout: { ...main.checkout, captcha_card: on } } });
    expect(edit.webhook).toMatchObject({ called: true, status: 200 });
  };
  expect(main.checkout.captcha_card).toBe(true);
  try {
    // The order rules have read the settings (captcha on): no token, refused by the site.
    expect((await post()).json()).toMatchObject({ statusCode: 400, errorMessage: 'Please confirm you are not a robot, then try again.' });
    await setCaptchaCard(false);
    const made = await post();
    expect(made.status).toBe(201);
    await setCaptchaCard(true);
    expect((await post()).json()).toMatchObject({ statusCode: 400, errorMessage: 'Please confirm you are not a robot, then try again.' });
  } finally {
    await setCaptchaCard(true);
  }
});

test('a 3-D Secure card with captcha_card on: through the challenge to the thank-you, one order completed, its token verified once', async ({
  page,
  site,
  sandbox,
  request,
}) => {
  const main = (await sandbox.settings('main')) as unknown as { checkout: Record<string, unknown> };
  expect(main.checkout.captcha_card).toBe(true); // the seed's: the captcha is asked of this card
  const before = await storedOrders<StoredOrder & { state: string }>(request, site);
  const verifiedBefore = (await verifiedTokens(site, request)).length;
  await startDonation(page, EMERGENCY, 'Single', '30');
  await fillAddressByLookup(page, site);
  await fillPreferences(page, site);
  if (site.country === 'GB') {
    await page.getByLabel(/^No, I am not a UK taxpayer/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await fillCard(page, '4000 0000 0000 3220'); // Stripe's published 3-D Secure 2 test card
  await page.locator('[data-donate-button]').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible();
  const orderID = new URL(page.url()).searchParams.get('orderID')!;

  // Exactly one new order, completed by the resend (which carried no token), not a second one.
  const after = await storedOrders<StoredOrder & { state: string }>(request, site);
  const made = after.filter((o) => !before.some((b) => b.id === o.id));
  expect(made.map((o) => [o.id, o.state])).toEqual([[orderID, 'completed']]);
  const token = made[0]!.body.captchaToken!;
  expect(token).toMatch(site.appEnv === 'production' ? /^fake-turnstile\./ : /^sandbox-captcha-donation-/);
  // The token verified once, with the donation's action, when the order was made; nothing else verified since.
  const verified = (await verifiedTokens(site, request)).slice(verifiedBefore);
  expect(verified.map((v) => [v.token, v.action])).toEqual([[token, 'donation']]);
});
