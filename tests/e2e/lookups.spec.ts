import { request as playwrightRequest, type Page } from '@playwright/test';
import { findAddresses } from '../../sandbox/lookup';
import { LOQATE_FAKE_KEY, LOQATE_FIND_PATH, LOQATE_RETRIEVE_PATH } from '../../sandbox/loqate';
import { startInstance, type Service } from '../../scripts/cluster/services';
import { expect, storedOrders, test, type SandboxClient, asOwnDonor } from './support/fixtures';
import { fillAddressByLookup, startDonation, fillGiftAid, fillPreferences } from './support/donation-steps';
import { addGift, fillAndPay } from './support/gift-checkout';
import { serverEnv, type SiteInfo } from './support/site';

// Each test is another donor: the burst limits count its orders on its own.
test.beforeEach(async ({ page }) => asOwnDonor(page));

// Issue 31, end to end on both sites: the address and bank look-ups never block a donor when
// the look-up service is down (sandbox faults make it answer 503), and a backend's order
// message is shown exactly as sent (4xx, HTML-decoded) or replaced by SPEC's generic text (5xx).
// Issue 37: with ADDRESS_PROVIDER=loqate (a second `next start` of the same build, on the
// sandbox's stand-in of Loqate) a donor's look-up works end to end, and Loqate's billed
// Retrieve is refused without this visitor's own Find.

const HUNGER = '/appeal/hunger-crisis';
const SUBMIT_THREW = "Sorry, we couldn't submit the form. Please review your payment details and try again.";
const ADDRESS_DOWN = 'We could not look up addresses just now. Please enter your address below.';
const MODULUS_MESSAGE = 'The account number is not valid for this sort code. Please check both.';
/** Passes Vocalink's modulus rules (the offline check) and the sandbox's own (the order's judge). */
const GB_ACCOUNT = { sortCode: '20-00-00', accountNumber: '41000455' };
const IE_IBAN = 'IE29 AIBK 9311 5212 3456 78';

interface SandboxOrder {
  id: string;
  state: string;
  body: { payment: { type: string; details: Record<string, string> }; profile: { address: Record<string, string> } };
}

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
});

function startMonthly(page: Page, amount: string) {
  return startDonation(page, HUNGER, 'Monthly', amount, 'aoife@example.com');
}

async function payByBank(page: Page, site: SiteInfo, account: { sortCode: string; accountNumber: string } = GB_ACCOUNT) {
  await page.getByLabel('Bank account').check();
  await page.getByLabel('Account holder name').fill('Aoife Byrne');
  if (site.country === 'GB') {
    await page.getByLabel('Sort code').fill(account.sortCode);
    await page.getByLabel('Account number').fill(account.accountNumber);
  } else {
    await page.getByLabel('IBAN').fill(IE_IBAN);
  }
  await page.getByLabel(site.country === 'GB' ? /only person required to authorise/ : /I authorise Concern Aid/).check();
  await page.locator('[data-donate-button]').click();
}

async function reachPayment(page: Page, site: SiteInfo, amount: string, origin = '') {
  await startDonation(page, `${origin}${HUNGER}`, 'Monthly', amount, 'aoife@example.com');
  await fillAddressByLookup(page, site);
  await fillPreferences(page, site);
  await fillGiftAid(page, site, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

async function lookupDown(sandbox: SandboxClient, path: '/bank/validate' | '/address/find') {
  await sandbox.setFault({ path, status: 503, message: 'Look-up service unavailable' });
}

test.describe('look-ups down', () => {
  test('a monthly direct debit goes through while the bank look-up answers 503 (checked offline)', async ({ page, site, sandbox, request }) => {
    await reachPayment(page, site, '12');
    await lookupDown(sandbox, '/bank/validate');
    await sandbox.clearRequests();
    await payByBank(page, site);
    await expect(page).toHaveURL(new RegExp(`${HUNGER}/checkout/thank-you\\?orderID=\\d+$`));
    const orderID = new URL(page.url()).searchParams.get('orderID');
    // The service was asked, and failed: the site checked the account itself.
    expect((await sandbox.requests()).some((r) => r.path === '/bank/validate')).toBe(true);
    const [order] = await storedOrders<SandboxOrder>(request, site);
    expect(order).toMatchObject({ id: orderID, state: 'completed' });
    if (site.country === 'GB') expect(order!.body.payment.details).toMatchObject({ sort_code: '200000', account_number: '41000455' });
    else expect(order!.body.payment.details).toMatchObject({ iban: 'IE29AIBK93115212345678' });
  });

  test('with the bank look-up down, the offline modulus check still refuses a wrong UK account', async ({ page, site, sandbox, request }) => {
    test.skip(site.country !== 'GB', 'UK accounts only (an IBAN checksum is checked in the browser first)');
    await reachPayment(page, site, '13');
    await lookupDown(sandbox, '/bank/validate');
    const before = (await storedOrders<SandboxOrder>(request, site)).length;
    await payByBank(page, site, { sortCode: '20-00-00', accountNumber: '41000001' });
    await expect(page.locator('#dd-account_number-error')).toHaveText(MODULUS_MESSAGE);
    await expect(page.getByLabel('Account number')).toBeFocused();
    expect((await storedOrders<SandboxOrder>(request, site)).length).toBe(before);
  });

  test('with the address look-up down the donor is told so and types the address by hand', async ({ page, site, sandbox }) => {
    await startMonthly(page, '14');
    await lookupDown(sandbox, '/address/find');
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
    await page.getByLabel(site.country === 'GB' ? 'Find your address by postcode' : 'Find your address by eircode').fill(site.country === 'GB' ? 'SW1A 1AA' : 'D02 X285');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByRole('status').filter({ hasText: ADDRESS_DOWN })).toBeVisible();
    await page.getByLabel('Address line 1').fill('1 Main Street');
    await page.getByLabel('Town or city').fill(site.country === 'GB' ? 'London' : 'Dublin');
    await page.getByLabel(site.country === 'GB' ? 'Postcode' : 'Eircode', { exact: true }).fill(site.country === 'GB' ? 'SW1A 1AA' : 'D02 X285');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  });
});

test.describe('backend messages (SPEC §8)', () => {
  const SENT = 'Your bank said &quot;no&quot; &amp; asked you to call them &#8211; ref&nbsp;42 &lt;AB-7&gt;';
  const SHOWN = 'Your bank said "no" & asked you to call them \u2013 ref\u00a042 <AB-7>';
  // A 5xx carries the backend's words too (issue 37 §5): shown, decoded, as any refusal's.
  const DOWN_SENT = 'Our payment service is down &ndash; nothing was charged. Please try again in a few minutes.';
  const DOWN_SHOWN = 'Our payment service is down \u2013 nothing was charged. Please try again in a few minutes.';
  // A 5xx whose message is the server's internals (markup, a path, a stack): logged, never shown (issue 46).
  const LEAK_SENT = '&lt;b&gt;PDOException&lt;/b&gt;: SQLSTATE[HY000] in /var/www/html/core/lib/Database.php:42';

  test('a donation: a 4xx or a plain 5xx message is shown exactly as sent, decoded; a leaking 5xx or no answer gives the generic message', async ({ page, site, sandbox }) => {
    await reachPayment(page, site, '15');
    await sandbox.setFault({ path: '/commerce/order/create', status: 422, message: SENT, times: 1 });
    await payByBank(page, site);
    const alert = page.locator('[data-form-error]');
    await expect(alert).toHaveText(SHOWN);
    await expect(page.locator('[data-donate-button]')).toBeEnabled();
    await sandbox.setFault({ path: '/commerce/order/create', status: 503, message: DOWN_SENT, times: 1 });
    await page.getByLabel('Account holder name').fill('Aoife M Byrne'); // a new attempt
    await page.locator('[data-donate-button]').click();
    await expect(alert).toHaveText(DOWN_SHOWN);
    await expect(page.locator('[data-donate-button]')).toBeEnabled();
    await sandbox.setFault({ path: '/commerce/order/create', status: 500, message: LEAK_SENT, times: 1 });
    await page.getByLabel('Account holder name').fill('Aoife Byrne'); // a new attempt
    await page.locator('[data-donate-button]').click();
    await expect(alert).toHaveText(SUBMIT_THREW);
    await expect(page.locator('[data-donate-button]')).toBeEnabled();
    // No answer at all (the connection drops): SPEC's own sentence.
    await sandbox.setFault({ path: '/commerce/order/create', drop: true, times: 1 });
    await page.locator('[data-donate-button]').click();
    await expect(alert).toHaveText(SUBMIT_THREW);
  });

  test('a gift order: a 4xx or a plain 5xx message is shown exactly as sent, decoded; a leaking 5xx or no answer gives the generic message', async ({ page, site, sandbox }) => {
    await addGift(page, site, '/gifts/goat', 'Donation added, thanks for showing your support.');
    await page.goto(`${site.giftsURL}/checkout`);
    await sandbox.setFault({ path: '/commerce/order/create', status: 409, message: SENT, times: 1 });
    await fillAndPay(page, site);
    const alert = page.locator('[data-checkout-error]');
    await expect(alert).toHaveText(SHOWN);
    await expect(page.locator('[data-pay]')).toBeEnabled();
    await sandbox.setFault({ path: '/commerce/order/create', status: 500, message: DOWN_SENT, times: 1 });
    await page.locator('[data-pay]').click();
    await expect(alert).toHaveText(DOWN_SHOWN);
    await expect(page.locator('[data-pay]')).toBeEnabled();
    await sandbox.setFault({ path: '/commerce/order/create', status: 500, message: LEAK_SENT, times: 1 });
    await page.locator('[data-pay]').click();
    await expect(alert).toHaveText(SUBMIT_THREW);
    await expect(page.locator('[data-pay]')).toBeEnabled();
    await sandbox.setFault({ path: '/commerce/order/create', drop: true, times: 1 });
    await page.locator('[data-pay]').click();
    await expect(alert).toHaveText(SUBMIT_THREW);
  });
});

test.describe('the address look-up through Loqate (issue 37)', () => {
  let loqate: Service | undefined;
  /** The Loqate instance: the same build as the site's, on the port after its sandbox's. */
  const originOf = (site: SiteInfo) => `http://localhost:${site.port + 4}`;

  test.beforeAll(async ({ site }, testInfo) => {
    testInfo.setTimeout(90_000);
    loqate = await startInstance(`loqate-${site.country}`, site.port + 4, {
      ...process.env,
      ...serverEnv(site.country),
      APP_ENV: site.appEnv,
      BACKEND_URL: site.sandboxURL,
      ADDRESS_PROVIDER: 'loqate',
      ADDRESS_PROVIDER_KEY: LOQATE_FAKE_KEY,
      ADDRESS_PROVIDER_URL: `${site.sandboxURL}/loqate`,
    });
  });
  test.afterAll(async () => {
    await loqate?.stop();
  });

  test('a donor finds and chooses an address, and the order carries it', async ({ page, site, sandbox, request }) => {
    const expected = findAddresses(site.country, site.country === 'GB' ? 'SW1A 1AA' : 'D02 X285').items[0]!;
    await sandbox.clearRequests();
    await reachPayment(page, site, '17', originOf(site));
    // Find, then the chosen address retrieved, both from Loqate's stand-in.
    const asked = (await sandbox.requests()).map((r) => r.path);
    expect(asked).toContain(LOQATE_FIND_PATH);
    expect(asked.filter((p) => p === LOQATE_RETRIEVE_PATH)).toHaveLength(1);
    expect(asked).not.toContain('/address/find');
    const session = (await page.context().cookies(`${originOf(site)}/api/checkout/address`)).find((c) => c.name === 'address_lookup');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/checkout/address' });
    await payByBank(page, site);
    await expect(page).toHaveURL(new RegExp(`${HUNGER}/checkout/thank-you\\?orderID=\\d+$`));
    const orderID = new URL(page.url()).searchParams.get('orderID');
    const [order] = await storedOrders<SandboxOrder>(request, site);
    expect(order).toMatchObject({ id: orderID, state: 'completed' });
    expect(order!.body.profile.address).toMatchObject({ address_line1: expected.address_line1, locality: expected.locality, postal_code: expected.postal_code, country_code: site.country });
  });

  test('a Retrieve without this visitor’s Find is refused, and Loqate is not called', async ({ site, sandbox }) => {
    const origin = originOf(site);
    const route = `${origin}/api/checkout/address`;
    const refused = { message: 'That address choice has expired. Please select Find address again, or enter your address below.' };
    const postcode = site.country === 'GB' ? 'SW1A1AA' : 'D02X285';
    const donor = await playwrightRequest.newContext();
    const stranger = await playwrightRequest.newContext();
    try {
      await sandbox.clearRequests();
      // A bare Loqate id, no Find at all.
      const bare = await stranger.get(`${route}?id=${encodeURIComponent(`${site.country}-${postcode}-0`)}`, { failOnStatusCode: false });
      expect([bare.status(), await bare.json()]).toEqual([403, refused]);
      // The donor's Find: signed ids, and the session's cookie.
      const found = await donor.get(`${route}?postcode=${postcode}`);
      expect(found.headers()['set-cookie']).toMatch(/^address_lookup=[A-Za-z0-9_-]{22}; Max-Age=1800; Path=\/api\/checkout\/address; HttpOnly; SameSite=Strict/);
      const { items } = (await found.json()) as { items: { id: string }[] };
      const id = encodeURIComponent(items[0]!.id);
      // Copied to another client: refused; the donor's own: retrieved.
      const copied = await stranger.get(`${route}?id=${id}`, { failOnStatusCode: false });
      expect([copied.status(), await copied.json()]).toEqual([403, refused]);
      expect((await sandbox.requests()).filter((r) => r.path === LOQATE_RETRIEVE_PATH)).toHaveLength(0);
      const mine = await donor.get(`${route}?id=${id}`);
      expect(mine.status()).toBe(200);
      expect(((await mine.json()) as { item: { postal_code: string } }).item.postal_code.replace(' ', '')).toBe(postcode);
      expect((await sandbox.requests()).filter((r) => r.path === LOQATE_RETRIEVE_PATH)).toHaveLength(1);
    } finally {
      await donor.dispose();
      await stranger.dispose();
    }
  });
});
