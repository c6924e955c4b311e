import type { APIRequestContext, Page } from '@playwright/test';
import { expect, FAKE_STRIPE_JS, storedOrders, STRIPE_JS, test, asOwnDonor } from './support/fixtures';
import { fillAddressByLookup, startDonation, fillGiftAid, fillPreferences, fillCard } from './support/donation-steps';
import type { SiteInfo } from './support/site';

// A donor's retry after an unknown outcome is the same donation attempt (issue 29, item 1):
// the order goes again under the same Idempotency-Key, byte for byte, so the backend replays
// its first answer and never makes a second order or charge. The sandbox settings have
// captcha_card on, so every press would mint a fresh captcha token; on IE (live mode, Stripe.js)
// the card also authorises anew on each press, a new PaymentMethod each time, as real Stripe
// does. Neither may change the key.

const EMERGENCY = '/appeal/gaza-emergency';
const SUBMIT_THREW = "Sorry, we couldn't submit the form. Please review your payment details and try again.";

interface SandboxOrder {
  id: string;
  idempotency_key: string;
  state: string;
  body: { payment: { details: Record<string, string> }; captchaToken?: string | null };
}

interface Sent {
  key: string;
  body: string;
}

/**
 * Stripe.js whose card makes a new PaymentMethod on each authorisation (visa, then mastercard,
 * then visa…: both complete in the sandbox), as live Stripe gives a new pm_… id each time.
 */
const renewingStripeJs = (ids: string[]) => `${FAKE_STRIPE_JS}
;(function () {
  var Original = window.Stripe;
  var ids = ${JSON.stringify(ids)};
  var made = (window.__authorisations = []);
  function Stripe(key) {
    var stripe = Original(key);
    var create = stripe.createPaymentMethod;
    stripe.createPaymentMethod = function (params) {
      return create(params).then(function (result) {
        if (result.paymentMethod) {
          result.paymentMethod.id = ids[made.length % ids.length];
          made.push(result.paymentMethod.id);
        }
        return result;
      });
    };
    return stripe;
  }
  Stripe.version = Original.version;
  window.Stripe = Stripe;
})();`;

/** The preferences step, whichever channels it asks about (IE: e-mail, and WhatsApp where offered). */
async function answerPreferences(page: Page, site: SiteInfo) {
  if (site.country === 'GB') return fillPreferences(page, site);
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  await page.getByRole('group', { name: "I'm happy to hear from you by email" }).getByLabel('Yes').check();
  const whatsapp = page.getByRole('group', { name: "I'm happy to hear from you by WhatsApp" });
  if ((await whatsapp.count()) > 0) await whatsapp.getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A single card donation up to the payment step, with the card filled in (not yet sent). */
async function reachPayment(page: Page, site: SiteInfo, amount: string, { renewingCard = true, cardIds = ['pm_card_visa', 'pm_card_mastercard'], cardNumber = undefined as string | undefined } = {}) {
  if (renewingCard) await page.route(STRIPE_JS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: renewingStripeJs(cardIds) }));
  await startDonation(page, EMERGENCY, 'Single', amount, site.country === 'GB' ? 'aoife@example.co.uk' : 'aoife@example.ie');
  await fillAddressByLookup(page, site);
  await answerPreferences(page, site);
  await fillGiftAid(page, site, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await fillCard(page, cardNumber);
}

async function expectThankYou(page: Page): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`${EMERGENCY}/checkout/thank-you\\?orderID=\\d+$`), { timeout: 15_000 });
  return new URL(page.url()).searchParams.get('orderID')!;
}

/** The sends are one attempt: one key, one body (the first press's captcha token and card). */
function expectOneAttempt(sent: Sent[]) {
  expect(sent).toHaveLength(2);
  expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]!.key).toBe(sent[0]!.key);
  expect(sent[1]!.body).toBe(sent[0]!.body);
  expect(JSON.parse(sent[0]!.body).captchaToken).toMatch(/^(sandbox-captcha-|fake-turnstile\.)/);
}

test.beforeEach(async ({ sandbox, page }) => {
  await sandbox.clearFaults();
  await asOwnDonor(page); // the burst limits count this journey on its own
});

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
});

test.describe('a retried donation is the same attempt', () => {
  test('an order whose answer was lost is sent again under the same Idempotency-Key: one order, one charge', async ({ page, site, request, sandbox }) => {
    const settings = (await sandbox.settings('main')) as { checkout?: { captcha_card?: boolean } };
    expect(settings.checkout?.captcha_card).toBe(true); // every press mints a new captcha token
    await reachPayment(page, site, '35');
    const before = (await storedOrders<SandboxOrder>(request, site)).length;
    const sent: Sent[] = [];
    await page.route('**/api/donation/order', async (route) => {
      sent.push({ key: route.request().headers()['idempotency-key'] ?? '', body: route.request().postData() ?? '' });
      const response = await route.fetch();
      // The first order is taken and paid, but its answer never arrives: the browser sees a 502.
      if (sent.length === 1) await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null }) });
      else await route.fulfill({ response });
    });
    await page.locator('[data-donate-button]').click();
    const alert = page.locator('[data-form-error]');
    await expect(alert).toHaveText(SUBMIT_THREW);
    await expect(page.locator('[data-donate-button]')).toBeEnabled();
    await page.locator('[data-donate-button]').click();
    const orderID = await expectThankYou(page);
    expectOneAttempt(sent);
    const all = await storedOrders<SandboxOrder>(request, site);
    expect(all.length).toBe(before + 1);
    expect(all[0]).toMatchObject({ id: orderID, state: 'completed', idempotency_key: sent[0]!.key });
    if (site.appEnv === 'production') {
      // Live Stripe.js: one authorisation only, the retry re-sent it rather than making another.
      expect(await page.evaluate(() => (window as unknown as { __authorisations: string[] }).__authorisations)).toEqual(['pm_card_visa']);
      expect(all[0]!.body.payment.details.stripe_payment_method_id).toBe('pm_card_visa');
    }
  });

  for (const fault of [{ drop: true }, { status: 503 }] as const) {
    const what = 'drop' in fault ? 'the connection to the backend drops' : 'the backend answers 503';
    test(`${what} once: the next press sends the same attempt, and one order is made`, async ({ page, site, request, sandbox }) => {
      await reachPayment(page, site, '45');
      const before = (await storedOrders<SandboxOrder>(request, site)).length;
      const sent: Sent[] = [];
      await page.route('**/api/donation/order', async (route) => {
        sent.push({ key: route.request().headers()['idempotency-key'] ?? '', body: route.request().postData() ?? '' });
        await route.continue();
      });
      await sandbox.setFault({ path: '/commerce/order/create', times: 1, ...fault });
      await page.locator('[data-donate-button]').click();
      await expect(page.locator('[data-form-error]')).toBeVisible();
      await expect(page.locator('[data-donate-button]')).toBeEnabled();
      await page.locator('[data-donate-button]').click();
      const orderID = await expectThankYou(page);
      expectOneAttempt(sent);
      const all = await storedOrders<SandboxOrder>(request, site);
      expect(all.length).toBe(before + 1);
      expect(all[0]).toMatchObject({ id: orderID, state: 'completed', idempotency_key: sent[0]!.key });
    });
  }

  test('a definite refusal ends the attempt: after a declined card, the next card is a new order under a new key', async ({ page, site }) => {
    // The sandbox's own test ids here: the declined number must stay declined.
    await reachPayment(page, site, '55', { renewingCard: false });
    const sent: Sent[] = [];
    await page.route('**/api/donation/order', async (route) => {
      sent.push({ key: route.request().headers()['idempotency-key'] ?? '', body: route.request().postData() ?? '' });
      await route.continue();
    });
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.locator('[data-donate-button]').click();
    await expect(page.locator('[data-form-error]')).toHaveText('Your card was declined. Please try another card or payment method.');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.locator('[data-donate-button]').click();
    await expectThankYou(page);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(JSON.parse(sent[1]!.body).captchaToken).not.toBe(JSON.parse(sent[0]!.body).captchaToken);
  });
});

// ── Across a reload (issue 37 §4) ────────────────────────────────────────────────────────────
// SPEC §4 drops the form state on a restore, so the donor enters the donation again; the tab
// keeps only the open attempt's key (and a digest of the choices), and the same donation goes
// on under it. The backend (the sandbox) answers a known key as it did the first time, without
// verifying the fresh captcha token (CONTRACT §6).

const ATTEMPT_STORAGE = 'cw_donation_attempt';

async function keptAttempt(page: Page): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), ATTEMPT_STORAGE);
}

async function verifiedTokens(request: APIRequestContext, site: SiteInfo): Promise<string[]> {
  const response = await request.get(`${site.sandboxURL}/_sandbox/captcha`, { headers: { 'x-sandbox-token': site.sandboxToken } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { verified: { token: string }[] }).verified.map((v) => v.token);
}

/** Records each order the browser sends; the first one's answer is lost (a 502 after the backend took it) when `loseFirst`. */
async function recordOrders(page: Page, { loseFirst }: { loseFirst: boolean }): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route('**/api/donation/order', async (route) => {
    sent.push({ key: route.request().headers()['idempotency-key'] ?? '', body: route.request().postData() ?? '' });
    if (!loseFirst) return route.continue();
    const response = await route.fetch();
    if (sent.length === 1) await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null }) });
    else await route.fulfill({ response });
  });
  return sent;
}

test.describe('a reload keeps the attempt’s key until its outcome is known', () => {
  test('the answer lost, the page reloaded, the donation entered again: the same key, one order', async ({ page, site, request }) => {
    await reachPayment(page, site, '36');
    const before = (await storedOrders<SandboxOrder>(request, site)).length;
    const sent = await recordOrders(page, { loseFirst: true });
    await page.locator('[data-donate-button]').click();
    await expect(page.locator('[data-form-error]')).toHaveText(SUBMIT_THREW);
    // The tab keeps the key and a digest, never the donor's data.
    const kept = await keptAttempt(page);
    expect(JSON.parse(kept!)).toEqual({ key: sent[0]!.key, digest: expect.stringMatching(/^[0-9a-f]{64}$/), savedAt: expect.any(Number) });
    expect(kept).not.toMatch(/aoife|byrne/i);

    await page.reload();
    // The donor enters the donation again; live Stripe makes a new PaymentMethod, the widget a new token.
    await reachPayment(page, site, '36', { cardIds: ['pm_card_mastercard'] });
    await page.locator('[data-donate-button]').click();
    const orderID = await expectThankYou(page);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    const [first, again] = sent.map((s) => JSON.parse(s.body) as { captchaToken: string; payment: { details: Record<string, string> } });
    expect(again!.captchaToken).not.toBe(first!.captchaToken);
    if (site.appEnv === 'production') expect(again!.payment.details.stripe_payment_method_id).toBe('pm_card_mastercard');
    const all = await storedOrders<SandboxOrder>(request, site);
    expect(all.length).toBe(before + 1);
    expect(all[0]).toMatchObject({ id: orderID, state: 'completed', idempotency_key: sent[0]!.key });
    // The backend verified the first press's token only: the resend of a known key needs none.
    const verified = await verifiedTokens(request, site);
    expect(verified).toContain(first!.captchaToken);
    expect(verified).not.toContain(again!.captchaToken);
    expect(await keptAttempt(page)).toBeNull();
  });

  test('a 3-D Secure challenge cut short by a reload: the donation entered again completes the order that waited, and no second one', async ({ page, site, request }) => {
    const card = { renewingCard: false, cardNumber: '4000 0000 0000 3220' };
    await reachPayment(page, site, '37', card);
    const before = (await storedOrders<SandboxOrder>(request, site)).length;
    const sent = await recordOrders(page, { loseFirst: false });
    await page.locator('[data-donate-button]').click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    const [held] = await storedOrders<SandboxOrder>(request, site);
    expect(held).toMatchObject({ state: 'requires_action', idempotency_key: sent[0]!.key });

    await page.reload();
    await reachPayment(page, site, '37', card);
    await page.locator('[data-donate-button]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete authentication' }).click();
    const orderID = await expectThankYou(page);
    expect(orderID).toBe(held!.id);
    // The same attempt's key again, then the order sent with the authenticated intent.
    expect(sent.map((s) => s.key)).toEqual([sent[0]!.key, sent[0]!.key, expect.not.stringMatching(sent[0]!.key)]);
    const all = await storedOrders<SandboxOrder>(request, site);
    expect(all.length).toBe(before + 1);
    expect(all.find((o) => o.id === orderID)).toMatchObject({ state: 'completed' });
    expect(await keptAttempt(page)).toBeNull();
  });

  test('a retry after the captcha token expired goes on under the same key with no fresh token: one order', async ({ page, site, request }) => {
    await reachPayment(page, site, '38');
    const before = (await storedOrders<SandboxOrder>(request, site)).length;
    const sent = await recordOrders(page, { loseFirst: true });
    await page.locator('[data-donate-button]').click();
    await expect(page.locator('[data-form-error]')).toHaveText(SUBMIT_THREW);
    // Five minutes pass: every token issued so far is past Turnstile's validity.
    const expire = await request.post(`${site.sandboxURL}/_sandbox/captcha/expire`, { headers: { 'x-sandbox-token': site.sandboxToken } });
    expect(expire.ok()).toBe(true);
    const verifiedBefore = await verifiedTokens(request, site);
    await page.locator('[data-donate-button]').click();
    const orderID = await expectThankYou(page);
    expectOneAttempt(sent);
    const all = await storedOrders<SandboxOrder>(request, site);
    expect(all.length).toBe(before + 1);
    expect(all[0]).toMatchObject({ id: orderID, state: 'completed', idempotency_key: sent[0]!.key });
    expect(await verifiedTokens(request, site)).toEqual(verifiedBefore);
  });
});
