import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, control, startTestSandbox } from '@/tests/support/sandbox';
import { donationOrder, giftOrder, newKey } from '@/tests/support/orders';
import { FAKE_REVOLUT_SECRET } from './revolut';
import { startSandbox } from './server';
import { fakeTurnstileToken, sandboxProviderToken } from './turnstile';

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
let giftSku: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const gift = sandbox.store.current().products.find((p) => p.entity_bundle === 'gift' && p.fields.subtype === null)!;
  giftSku = gift.fields.prices[0]!.sku;
});
afterAll(() => sandbox.cleanup());

function order(body: unknown, key: string | null = newKey()) {
  return api(sandbox, '/commerce/order/create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
}

/** A Revolut order at the sandbox's stand-in (./revolut.ts), authorised by its checkout page. */
async function authorisedRevolutOrder(amount: number): Promise<string> {
  const created = await fetch(`${sandbox.url}/revolut/api/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${FAKE_REVOLUT_SECRET}`, 'Revolut-Api-Version': '2024-09-01', 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount, currency: 'EUR', capture_mode: 'manual' }),
  });
  const { id, token } = (await created.json()) as { id: string; token: string };
  await fetch(`${sandbox.url}/revolut/checkout/${token}/pay`, { method: 'POST' });
  return id;
}

const idOf = (body: unknown) => (body as { order_id: { value: string }[] }).order_id[0]!.value;
const stateOf = (body: unknown) => (body as { state: { value: string }[] }).state[0]!.value;

describe('orders (CONTRACT §6)', () => {
  it('completes a card donation with pm_card_visa and pm_card_mastercard', async () => {
    for (const pm of ['pm_card_visa', 'pm_card_mastercard']) {
      const { status, body } = await order(donationOrder({ payment: { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: pm } } }));
      expect(status).toBe(201);
      expect(idOf(body)).toMatch(/^\d+$/);
      expect(stateOf(body)).toBe('completed');
    }
  });

  it('declines pm_card_chargeDeclined with 402 and a message, and refuses unknown ids with 422', async () => {
    const declined = await order(donationOrder({ payment: { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_chargeDeclined' } } }));
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: expect.stringContaining('declined') });
    const unknown = await order(donationOrder({ payment: { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_made_up' } } }));
    expect(unknown.status).toBe(422);
  });

  it('holds a card that needs 3-D Secure in requires_action, then completes that very order once the intent comes back', async () => {
    const body = donationOrder({ payment: { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_threeDSecure2Required' } } });
    const first = await order(body);
    expect(first.status).toBe(201);
    expect(stateOf(first.body)).toBe('requires_action');
    const secret = (first.body as { payment_intent_client_secret: string }).payment_intent_client_secret;
    expect(secret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const intent = secret.split('_secret_')[0]!;
    // The resend carries no captcha token (CONTRACT §6: the waiting order's was verified once).
    const withIntent = (i: string, b = body) => ({ ...b, captchaToken: null, payment: { ...b.payment, details: { ...(b.payment as { details: object }).details, stripe_payment_intent_id: i } } });

    // Another order's body, or an intent that is not this order's, confirms nothing.
    expect((await order(withIntent(intent, donationOrder({ amount: '99.00', payment: body.payment })))).status).toBe(422);
    expect((await order(withIntent('pi_sbx1x0')))).toMatchObject({ status: 422 });

    const key = newKey();
    const confirmed = await order(withIntent(intent), key);
    expect(confirmed.status).toBe(201);
    expect(idOf(confirmed.body)).toBe(idOf(first.body));
    expect(stateOf(confirmed.body)).toBe('completed');
    // Idempotent, and no second order.
    expect(await order(withIntent(intent), key)).toEqual(confirmed);
    const { body: listed } = (await control(sandbox, 'GET', '/_sandbox/orders')) as { body: { orders: { id: string; state: string }[] } };
    expect(listed.orders.filter((o) => o.id === idOf(first.body))).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('returns the first order for a repeated Idempotency-Key and never makes a second', async () => {
    const key = newKey();
    const body = donationOrder();
    const [a, b] = await Promise.all([order(body, key), order(body, key)]);
    const c = await order(body, key);
    expect(a.status).toBe(201);
    expect(idOf(b.body)).toBe(idOf(a.body));
    expect(idOf(c.body)).toBe(idOf(a.body));
    const { body: listed } = (await control(sandbox, 'GET', '/_sandbox/orders')) as { body: { orders: { idempotency_key: string }[] } };
    expect(listed.orders.filter((o) => o.idempotency_key === key)).toHaveLength(1);
  });

  it('refuses a reused key with a different body', async () => {
    const key = newKey();
    await order(donationOrder({ amount: '10.00' }), key);
    const again = await order(donationOrder({ amount: '99.00' }), key);
    expect(again.status).toBe(422);
  });

  it('refuses a reused key with a different body while the first is still in flight, without its answer', async () => {
    const key = newKey();
    const [first, second] = await Promise.all([order(donationOrder({ amount: '10.00' }), key), order(donationOrder({ amount: '99.00' }), key)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(422);
    expect(second.body).toEqual({ message: expect.stringContaining('already used') });
    const { body: listed } = (await control(sandbox, 'GET', '/_sandbox/orders')) as { body: { orders: { idempotency_key: string }[] } };
    expect(listed.orders.filter((o) => o.idempotency_key === key)).toHaveLength(1);
  });

  it('requires a UUID Idempotency-Key', async () => {
    expect((await order(donationOrder(), null)).status).toBe(400);
    expect((await order(donationOrder(), 'not-a-uuid')).status).toBe(400);
  });

  it('keeps the body, state and key, and they survive a restart', async () => {
    const dataSandbox = await startTestSandbox();
    const key = newKey();
    const body = donationOrder({ recurring: true, payment: { gateway: 'gocardless', type: 'direct_debit_sepa', details: { account_name: 'Aoife Byrne', iban: 'IE29AIBK93115212345678', one_signatory: '1', debit_date: '2', accept_direct_debits: '1' } } });
    const first = await api(dataSandbox, '/commerce/order/create', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body) });
    expect(first.status).toBe(201);
    await dataSandbox.close();

    const restarted = await startSandbox({ port: 0, country: 'IE', dataDir: dataSandbox.dataDir, siteUrl: null, revalidateSecret: null, controlToken: 'test-control-token', previewToken: 'p' });
    try {
      const again = await api(restarted, '/commerce/order/create', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body) });
      expect(again).toEqual(first);
      const { body: listed } = (await control(restarted, 'GET', '/_sandbox/orders')) as { body: { orders: { id: string; idempotency_key: string; state: string; body: unknown; created_at: string }[] } };
      const row = listed.orders.find((o) => o.idempotency_key === key)!;
      expect(row).toMatchObject({ id: idOf(first.body), state: 'completed', body });
      expect(Date.parse(row.created_at)).not.toBeNaN();
      const next = await api(restarted, '/commerce/order/create', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() }, body: JSON.stringify(body) });
      expect(Number(idOf(next.body))).toBeGreaterThan(Number(idOf(first.body)));
    } finally {
      await restarted.close();
    }
  });

  it('takes UK and SEPA direct debits for monthly gifts only, checking the bank account', async () => {
    const sepa = (iban: string) => ({ gateway: 'gocardless', type: 'direct_debit_sepa', details: { account_name: 'Aoife Byrne', iban, one_signatory: '1', debit_date: '2', accept_direct_debits: '1' } });
    const sepaOrder = await order(donationOrder({ recurring: true, payment: sepa('IE29AIBK93115212345678') }));
    expect(sepaOrder.status).toBe(201);
    // The mandate's reference comes with a direct debit's order (issue 37), and only with one.
    expect((sepaOrder.body as { mandate_reference: string }).mandate_reference).toMatch(new RegExp(`^CA-${idOf(sepaOrder.body)}-[0-9A-F]{6}$`));
    expect((await order(donationOrder())).body).not.toHaveProperty('mandate_reference');
    const badIban = await order(donationOrder({ recurring: true, payment: sepa('IE29AIBK93115212345679') }));
    expect(badIban.status).toBe(422);
    expect((badIban.body as { message: string }).message).toContain('bank account could not be validated');
    expect((await order(donationOrder({ recurring: false, payment: sepa('IE29AIBK93115212345678') }))).status).toBe(422);
    // SPEC §9: one_signatory '1' for SEPA as for UK direct debits.
    const { one_signatory: _dropped, ...withoutSignatory } = sepa('IE29AIBK93115212345678').details;
    expect((await order(donationOrder({ recurring: true, payment: { ...sepa(''), details: withoutSignatory } }))).status).toBe(400);

    const gb = await startTestSandbox({ country: 'GB' });
    try {
      const uk = (account: string) => ({ gateway: 'gocardless', type: 'direct_debit_uk', details: { account_name: 'Tom Evans', sort_code: '200000', account_number: account, one_signatory: '1', debit_date: '1', accept_direct_debits: '1' } });
      const post = (body: unknown) => api(gb, '/commerce/order/create', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() }, body: JSON.stringify(body) });
      const ukOrder = await post(donationOrder({ recurring: true, currency: 'GBP', payment: uk('10000003') }));
      expect(ukOrder.status).toBe(201);
      expect((ukOrder.body as { mandate_reference: string }).mandate_reference).toMatch(/^CA-\d+-[0-9A-F]{6}$/);
      expect((await post(donationOrder({ recurring: true, currency: 'GBP', payment: uk('10000004') }))).status).toBe(422);
      const separated = { ...uk('10000003'), details: { ...uk('10000003').details, sort_code: '20-00-00' } };
      expect((await post(donationOrder({ recurring: true, currency: 'GBP', payment: separated }))).status).toBe(400);
      expect((await post(donationOrder({ recurring: true, currency: 'EUR', payment: uk('10000003') }))).status).toBe(400);
    } finally {
      await gb.cleanup();
    }
  });

  it('completes PayPal with well-formed ids, and Revolut Pay with an authorised Revolut order of the total (CONTRACT §6)', async () => {
    const paypal = (id: string) => ({ gateway: 'paypal', type: 'paypal_ec', details: { paypal_order_id: id } });
    expect((await order(donationOrder({ payment: paypal('5O190127TN364715T') }))).status).toBe(201);
    expect((await order(donationOrder({ payment: paypal('nope') }))).status).toBe(422);
    const revolut = (id: string) => ({ gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: id } });
    // 25.00 and its 1.25 fee (sandbox/revolut.test.ts has the rule's every case).
    expect((await order(donationOrder({ payment: revolut(await authorisedRevolutOrder(2625)) }))).status).toBe(201);
    expect((await order(donationOrder({ payment: revolut(newKey()) }))).status).toBe(422);
    expect((await order(donationOrder({ payment: revolut('x') }))).status).toBe(422);
  });

  it('refuses another Revolut order under a known key (422), and answers the same one as the first time (CONTRACT §6)', async () => {
    const revolut = (id: string) => ({ gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: id } });
    const key = newKey();
    const first = await authorisedRevolutOrder(2625);
    const made = await order(donationOrder({ payment: revolut(first) }), key);
    expect(made.status).toBe(201);
    // The same attempt again (a reload, a retry): the first answer, no second order.
    expect(await order(donationOrder({ payment: revolut(first) }), key)).toEqual(made);
    // A second authorisation under that key is not that order: one Revolut order belongs to one attempt.
    const second = await authorisedRevolutOrder(2625);
    expect((await order(donationOrder({ payment: revolut(second) }), key)).status).toBe(422);
    const { body: listed } = (await control(sandbox, 'GET', '/_sandbox/orders')) as { body: { orders: { idempotency_key: string }[] } };
    expect(listed.orders.filter((o) => o.idempotency_key === key)).toHaveLength(1);
  });

  it('takes monthly card, wallet, PayPal and Revolut Pay gifts only with the billing plan (SPEC §9)', async () => {
    const plan = { interval_unit: 'month', interval_count: 1, total_cycles: 0 };
    const payments = [
      { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_visa' } },
      { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_visa', wallet: 'google_pay' } },
      { gateway: 'paypal', type: 'paypal_ec', details: { paypal_order_id: '5O190127TN364715T', paypal_subscription_id: 'I-BW452GLLEP1G' } },
      // A monthly gift of 25.00, no fee.
      { gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: await authorisedRevolutOrder(2500) } },
    ];
    for (const payment of payments) {
      const without = await order(donationOrder({ recurring: true, payment }));
      expect(without.status, payment.type).toBe(422);
      expect(without.body).toEqual({ message: 'A monthly donation needs its billing plan.' });
      expect((await order(donationOrder({ recurring: true, payment: { ...payment, details: { ...payment.details, billing_plan: plan } } }))).status, payment.type).toBe(201);
      expect((await order(donationOrder({ recurring: true, payment: { ...payment, details: { ...payment.details, billing_plan: { ...plan, total_cycles: 12 } } } }))).status, payment.type).toBe(400);
    }
  });

  it('takes gift orders for catalogue SKUs, and refuses unknown ones', async () => {
    const ok = await order(giftOrder(giftSku));
    expect(ok.status).toBe(201);
    expect(stateOf(ok.body)).toBe('completed');
    const unknown = await order(giftOrder('GIFT-UNICORN'));
    expect(unknown.status).toBe(422);
  });
});

describe('bad order bodies answer 400 with a message, never a crash', () => {
  const valid = donationOrder();
  // Built as text: JSON.stringify of a 5,000-deep object would overflow the test's own stack.
  const deep = (n: number) => `${'{"a":'.repeat(n)}{}${'}'.repeat(n)}`;
  const cases: [string, string][] = [
    ['empty body', ''],
    ['not JSON', '{"order": '],
    ['JSON null', 'null'],
    ['JSON array', '[]'],
    ['JSON string', '"order"'],
    ['JSON number', '42'],
    ['empty object', '{}'],
    ['unknown order type', JSON.stringify({ ...valid, order: { ...valid.order, type: 'subscription' } })],
    ['order missing', JSON.stringify({ ...valid, order: undefined })],
    ['payment missing', JSON.stringify({ ...valid, payment: undefined })],
    ['user missing', JSON.stringify({ ...valid, user: undefined })],
    ['bad email', JSON.stringify({ ...valid, user: { mail: 'aoife@' } })],
    ['amount as number', JSON.stringify({ ...valid, order: { ...valid.order, order_items: [{ ...valid.order.order_items[0], unit_price: { number: 25, currency_code: 'EUR' } }] } })],
    ['negative amount', JSON.stringify({ ...valid, order: { ...valid.order, order_items: [{ ...valid.order.order_items[0], unit_price: { number: '-5.00', currency_code: 'EUR' } }] } })],
    ['zero amount', JSON.stringify({ ...valid, order: { ...valid.order, order_items: [{ ...valid.order.order_items[0], unit_price: { number: '0.00', currency_code: 'EUR' } }] } })],
    ['wrong currency', JSON.stringify({ ...valid, order: { ...valid.order, order_items: [{ ...valid.order.order_items[0], unit_price: { number: '5.00', currency_code: 'GBP' } }] } })],
    ['two order items', JSON.stringify({ ...valid, order: { ...valid.order, order_items: [valid.order.order_items[0], valid.order.order_items[0]] } })],
    ['giftaid as string', JSON.stringify({ ...valid, order: { ...valid.order, field_giftaid: 'yes' } })],
    ['source code not a UUID', JSON.stringify({ ...valid, order: { ...valid.order, field_source_code: 'SPRING' } })],
    ['unknown payment type', JSON.stringify({ ...valid, payment: { gateway: 'x', type: 'bitcoin', details: {} } })],
    ['card without payment method id', JSON.stringify({ ...valid, payment: { gateway: 'stripe', type: 'credit_card', details: {} } })],
    ['consent flag out of range', JSON.stringify({ ...valid, profile: { ...valid.profile, field_contact_email: 'yes please' } })],
    ['address missing', JSON.stringify({ ...valid, profile: { ...valid.profile, address: null } })],
    ['country code lower case', JSON.stringify({ ...valid, profile: { ...valid.profile, address: { ...valid.profile.address, country_code: 'ie' } } })],
    ['huge string', JSON.stringify({ ...valid, profile: { ...valid.profile, address: { ...valid.profile.address, given_name: 'A'.repeat(200_000) } } })],
    ['deep nesting', JSON.stringify({ ...valid, order: 'DEEP' }).replace('"DEEP"', deep(5_000))],
    ['pathological nesting', '['.repeat(200_000) + ']'.repeat(200_000)],
    ['prototype pollution attempt', '{"__proto__":{"admin":true},"order":{"type":"donation"}}'],
    ['gift order without items', JSON.stringify({ ...giftOrder('X'), order: { type: 'gift', order_items: [] } })],
    ['gift quantity as string', JSON.stringify({ ...giftOrder('X'), order: { type: 'gift', order_items: [{ ...giftOrder('X').order.order_items[0], quantity: '2' }] } })],
  ];

  it.each(cases)('%s', async (_name, raw) => {
    const response = await fetch(`${sandbox.url}/commerce/order/create?consumerId=test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: raw,
    });
    expect(response.status).toBe(raw.length > 1_000_000 ? 413 : 400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(5);
  });

  it('answers 413 past the body limit and 415 for another content type', async () => {
    const big = await fetch(`${sandbox.url}/commerce/order/create?consumerId=test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    const form = await fetch(`${sandbox.url}/commerce/order/create?consumerId=test`, { method: 'POST', headers: { 'Content-Type': 'text/plain', 'Idempotency-Key': newKey() }, body: 'hello' });
    expect(form.status).toBe(415);
  });

  it('is still up after all of that', async () => {
    expect((await order(donationOrder())).status).toBe(201);
  });
});

describe('captcha (CONTRACT §6: the backend verifies captchaToken, once)', () => {
  const card = (pm = 'pm_card_visa', extra: Record<string, unknown> = {}) => ({ gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: pm, ...extra } });
  const withToken = (body: object, captchaToken: string | null | undefined) => ({ ...body, captchaToken });
  const verified = async () => ((await control(sandbox, 'GET', '/_sandbox/captcha')).body as { verified: { token: string }[] }).verified.map((v) => v.token);
  const ordersFor = async (key: string) => ((await control(sandbox, 'GET', '/_sandbox/orders')).body as { orders: { idempotency_key: string }[] }).orders.filter((o) => o.idempotency_key === key);
  const setCheckout = async (changes: Record<string, unknown>) => {
    for (const storefront of ['main', 'gifts'] as const) {
      const current = sandbox.store.current().settings[storefront].checkout;
      expect((await control(sandbox, 'POST', '/_sandbox/content', { storefront, settings: { checkout: { ...current, ...changes } } })).status).toBe(200);
    }
  };

  it('verifies a card order’s token before charging, and refuses a missing, spent, forged or expired one with 400 and a message', async () => {
    expect(sandbox.store.current().settings.main.checkout.captcha_card).toBe(true);
    const missing = await order(withToken(donationOrder(), null));
    expect(missing).toMatchObject({ status: 400, body: { message: expect.stringContaining('needs a captcha token') } });
    const token = fakeTurnstileToken('donation');
    expect((await order(withToken(donationOrder(), token))).status).toBe(201);
    expect(await verified()).toContain(token);
    // One token, one order: the same token under another key is spent.
    const spent = await order(withToken(donationOrder(), token));
    expect(spent).toMatchObject({ status: 400, body: { message: expect.stringContaining('timeout-or-duplicate') } });
    expect((await order(withToken(donationOrder(), 'fake-turnstile.another-site-key.donation.1.00000000000000000000000000000000'))).body).toMatchObject({ message: expect.stringContaining('invalid-input-response') });
    // A token for another form, and one past Turnstile's five minutes.
    expect((await order(withToken(donationOrder(), fakeTurnstileToken('gift_order')))).body).toMatchObject({ message: expect.stringContaining('action-mismatch') });
    expect((await order(withToken(donationOrder(), fakeTurnstileToken('donation', new Date(Date.now() - 301_000))))).body).toMatchObject({ message: expect.stringContaining('timeout-or-duplicate') });
    // The site's sandbox provider (staging without a site key): verified once too.
    const staging = sandboxProviderToken('donation');
    expect((await order(withToken(donationOrder(), staging))).status).toBe(201);
    expect((await order(withToken(donationOrder(), staging))).status).toBe(400);
  });

  it('answers a resend of the same key as the first time without verifying again: a fresh token and a new PaymentMethod (a reload) are the same order', async () => {
    const key = newKey();
    const body = donationOrder({ amount: '41.00' });
    const first = await order(body, key);
    expect(first.status).toBe(201);
    const before = (await verified()).length;
    // The answer was lost; the donor reloads and sends the same donation again: a new token, a new card id.
    const again = await order(withToken({ ...body, payment: card('pm_card_mastercard') }, sandboxProviderToken('donation')), key);
    expect(again).toEqual(first);
    // Even the spent token, or none at all: the key's answer stands.
    expect(await order(body, key)).toEqual(first);
    expect(await order(withToken(body, null), key)).toEqual(first);
    expect(await verified()).toHaveLength(before);
    expect(await ordersFor(key)).toHaveLength(1);
    // What makes the order still counts: another amount under the key is refused.
    expect((await order(donationOrder({ amount: '42.00' }), key)).status).toBe(422);
  });

  it('keeps nothing under a key whose token was refused: the same attempt with a good token is then made', async () => {
    const key = newKey();
    const token = fakeTurnstileToken('donation');
    expect((await order(withToken(donationOrder(), token))).status).toBe(201);
    expect((await order(withToken(donationOrder({ amount: '43.00' }), token), key)).status).toBe(400);
    expect(await ordersFor(key)).toEqual([]);
    expect((await order(withToken(donationOrder({ amount: '43.00' }), fakeTurnstileToken('donation')), key)).status).toBe(201);
  });

  it('completes a 3-D Secure order sent again after a reload (same card, new key) without verifying a token', async () => {
    const body = donationOrder({ amount: '44.00', payment: card('pm_card_threeDSecure2Required') });
    const first = await order(body);
    expect(stateOf(first.body)).toBe('requires_action');
    const intent = (first.body as { payment_intent_client_secret: string }).payment_intent_client_secret.split('_secret_')[0]!;
    const before = (await verified()).length;
    const confirmed = await order(withToken({ ...body, payment: card('pm_card_threeDSecure2Required', { stripe_payment_intent_id: intent }) }, null));
    expect(confirmed.status).toBe(201);
    expect(idOf(confirmed.body)).toBe(idOf(first.body));
    expect(stateOf(confirmed.body)).toBe('completed');
    expect(await verified()).toHaveLength(before);
  });

  // Issue 46: order 1205 was completed by resends with another card and the token `not-a-real-token`.
  it('completes a waiting order only for its own PaymentIntent and card: another card, a declined one, or a resend with a token is refused', async () => {
    const body = donationOrder({ amount: '45.00', payment: card('pm_card_threeDSecure2Required') });
    const first = await order(body);
    expect(stateOf(first.body)).toBe('requires_action');
    const intent = (first.body as { payment_intent_client_secret: string }).payment_intent_client_secret.split('_secret_')[0]!;
    const resend = (pm: string, captchaToken: string | null) => order(withToken({ ...body, payment: card(pm, { stripe_payment_intent_id: intent }) }, captchaToken));
    const before = { verified: (await verified()).length, refused: ((await control(sandbox, 'GET', '/_sandbox/captcha')).body as { refused: unknown[] }).refused.length };
    for (const pm of ['pm_card_visa', 'pm_card_authenticationRequired', 'pm_card_chargeDeclined']) {
      expect(await resend(pm, null), pm).toMatchObject({ status: 422, body: { message: 'This payment could not be confirmed.' } });
    }
    // A forged token, and a good one: the resend is no new order, so no token belongs on it, and none is verified.
    for (const token of ['not-a-real-token', fakeTurnstileToken('donation')]) {
      expect(await resend('pm_card_visa', token), token).toMatchObject({ status: 400, body: { message: expect.stringContaining('carries no captcha token') } });
      expect(await resend('pm_card_threeDSecure2Required', token), token).toMatchObject({ status: 400 });
    }
    const captcha = (await control(sandbox, 'GET', '/_sandbox/captcha')).body as { verified: unknown[]; refused: unknown[] };
    expect({ verified: captcha.verified.length, refused: captcha.refused.length }).toEqual(before);
    const listed = async () => ((await control(sandbox, 'GET', '/_sandbox/orders')).body as { orders: { id: string; state: string }[] }).orders.filter((o) => o.id === idOf(first.body));
    expect(await listed()).toEqual([expect.objectContaining({ state: 'requires_action' })]);
    // Its own resend still completes it, once; the other card stays refused after that too.
    const confirmed = await resend('pm_card_threeDSecure2Required', null);
    expect(confirmed).toMatchObject({ status: 201 });
    expect(idOf(confirmed.body)).toBe(idOf(first.body));
    expect((await resend('pm_card_visa', null)).status).toBe(422);
    expect(await listed()).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('verifies the token of a new order that names a PaymentIntent of no waiting order: it makes no order', async () => {
    const before = ((await control(sandbox, 'GET', '/_sandbox/orders')).body as { orders: unknown[] }).orders.length;
    for (const token of ['not-a-real-token', null]) {
      const forged = await order(withToken(donationOrder({ payment: card('pm_card_visa', { stripe_payment_intent_id: 'pi_sbx999999x0' }) }), token));
      expect(forged.status).toBeGreaterThanOrEqual(400);
    }
    expect(((await control(sandbox, 'GET', '/_sandbox/orders')).body as { orders: unknown[] }).orders).toHaveLength(before);
  });

  it('follows the flags: a wallet only with captcha_wallet, a gift order with a payment too, nothing while the flags are off', async () => {
    const wallet = donationOrder({ payment: card('pm_card_visa', { wallet: 'apple_pay' }) });
    expect((await order(withToken(wallet, null))).status).toBe(201);
    const gift = giftOrder(giftSku);
    expect((await order(withToken(gift, null))).status).toBe(400);
    expect((await order(withToken(gift, sandboxProviderToken('donation')))).body).toMatchObject({ message: expect.stringContaining('action-mismatch') });
    expect((await order(gift)).status).toBe(201);
    const { payment: _payment, ...draft } = giftOrder(giftSku);
    expect((await order(withToken(draft, null))).status).toBe(201);
    try {
      await setCheckout({ captcha_card: false, captcha_wallet: '1' });
      expect((await order(withToken(donationOrder(), null))).status).toBe(201);
      expect((await order(withToken(wallet, null))).status).toBe(400);
    } finally {
      await setCheckout({ captcha_card: true, captcha_wallet: false });
    }
  });
});
