import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { signModeToken } from '@/edge/mode-token';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { EMPTY_SETTINGS, type SiteSettings } from '@/features/settings';
import goldenIe from '@/tests/fixtures/golden/donation/ie-single-card-5pct.json';
import goldenGb from '@/tests/fixtures/golden/donation/gb-single-card-giftaid.json';
import { CAPTCHA_MISSING, METHOD_UNAVAILABLE, ORDER_CHECK_UNAVAILABLE, type CaptchaCheck, type CaptchaVerdict, waitingIntents } from '@/features/checkout/data';
import { createDonationOrderHandler, FEE_SINGLE_ONLY, GIFT_AID_GB_ONLY, TEST_TAG_ON_LIVE, type DonationRuleSources } from './order-handler';
import monthlyGolden from '@/tests/fixtures/golden/donation/ie-monthly-card-school-name.json';
import { DONATION_PAGE_HEADER } from './minimum';
import { maximumMessage, minimumMessage } from './presets';

// The donation route's own checks, before any backend call: every money rule the browser
// applies (SPEC §5, §6, §9), again on the server.

vi.mock('server-only', () => ({}));
// Live card payments need a provider key (features/checkout/payment/keys.ts reads it at import).
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_live_unitTestKey0001';
  process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = '0x4AAAAAAAunitTestKey';
});

const saved = { ...process.env };
const CAPTCHA_ON: SiteSettings = { ...EMPTY_SETTINGS, checkout: { ...EMPTY_SETTINGS.checkout, captchaCard: true } };

type Body = typeof goldenIe;
const clone = (body: unknown): Body => structuredClone(body) as Body;

function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/api/donation/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), [DONATION_PAGE_HEADER]: '/appeal/gaza-emergency', ...headers },
    body: JSON.stringify(body),
  });
  fromPeer(request.headers, '192.0.2.10');
  return request;
}

function useEnv(env: Record<string, string>) {
  Object.assign(process.env, { BACKEND_URL: 'http://127.0.0.1:9', ...env });
  resetConfigForTests();
}

/** A handler whose rule sources answer as given, and whose backend records what it was sent. */
function route(sources: Partial<DonationRuleSources> = {}) {
  const sent: unknown[] = [];
  const bases: (string | null)[] = [];
  const handler = createDonationOrderHandler(
    {
      settings: async () => CAPTCHA_ON,
      minimum: async (base) => {
        bases.push(base);
        return 5;
      },
      // The provider passes every token here (its own rules: features/checkout/captcha-verify.test.ts).
      captcha: async () => ({ ok: true }),
      ...sources,
    },
    {
      limiter: new MemoryRateLimiter({ limit: 1000, windowMs: 60_000 }),
      send: async (body) => {
        sent.push(body);
        return { status: 201, body: { order_id: [{ value: '9001' }], state: [{ value: 'completed' }] } };
      },
    },
  );
  return { handler, sent, bases };
}

async function answer(handler: (r: Request) => Promise<Response>, body: unknown, headers?: Record<string, string>) {
  const response = await handler(post(body, headers));
  return { status: response.status, ...((await response.json()) as { errorMessage: string | null }) };
}

function quietly() {
  const restore = setLogSink(() => undefined);
  return restore;
}

afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

describe('POST /api/donation/order checks', () => {
  it('sends a donation that meets every rule', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const { handler, sent, bases } = route();
    expect(await answer(handler, goldenIe)).toMatchObject({ status: 201 });
    expect(sent).toHaveLength(1);
    expect(bases).toEqual(['/appeal/gaza-emergency']);
  });

  it('refuses a test gateway in production without the payment secret, and a live one on staging', async () => {
    const restore = quietly();
    try {
      const secret = 'secret-1-secret-1-secret-1-secret-1';
      useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', PAYMENT_SECRET: secret });
      const testBody = clone(goldenIe);
      testBody.payment.gateway = 'stripe_ie_test';
      testBody.order.field_internal_tags.push('test_mode');
      expect(await answer(route().handler, testBody)).toMatchObject({ status: 400, errorMessage: METHOD_UNAVAILABLE });
      expect(await answer(route().handler, testBody, { 'x-payment-secret': secret })).toMatchObject({ status: 400, errorMessage: METHOD_UNAVAILABLE }); // never the secret itself (issue 31)
      expect(await answer(route().handler, testBody, { 'x-payment-token': await signModeToken('test', secret, 3600) })).toMatchObject({ status: 201 });
      useEnv({ APP_ENV: 'staging', DEFAULT_COUNTRY: 'IE' });
      expect(await answer(route().handler, goldenIe)).toMatchObject({ status: 400, errorMessage: METHOD_UNAVAILABLE });
    } finally {
      restore();
    }
  });

  it('refuses another country’s currency', async () => {
    // Staging: a test gateway needs no provider key, so the currency is what is refused.
    useEnv({ APP_ENV: 'staging', DEFAULT_COUNTRY: 'GB' });
    const body = clone(goldenIe);
    body.payment.gateway = 'stripe_gb_test';
    expect(await answer(route().handler, body)).toMatchObject({ status: 400, errorMessage: 'The donation must be in the site currency.' });
  });

  it('refuses an amount under the donation block’s min_amount (the card tester’s cent) and over the maximum', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const restore = quietly();
    try {
      const { handler, sent } = route();
      for (const number of ['0.01', '4.99']) {
        const body = clone(goldenIe);
        body.order.order_items[0]!.unit_price.number = number;
        body.order.field_fundraising_costs = 0;
        expect(await answer(handler, body)).toMatchObject({ status: 400, errorMessage: minimumMessage(500, 'EUR') });
      }
      const huge = clone(goldenIe);
      huge.order.order_items[0]!.unit_price.number = '9999999.00';
      expect(await answer(handler, huge)).toMatchObject({ status: 400, errorMessage: maximumMessage('EUR') });
      expect(sent).toEqual([]);
    } finally {
      restore();
    }
  });

  it('answers 503 and sends nothing when the minimum or the settings cannot be read', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const restore = quietly();
    try {
      const down = async () => {
        throw new Error('502 Backend unreachable');
      };
      for (const sources of [{ minimum: down }, { settings: down }]) {
        const { handler, sent } = route(sources);
        expect(await answer(handler, goldenIe)).toMatchObject({ status: 503, errorMessage: ORDER_CHECK_UNAVAILABLE });
        expect(sent).toEqual([]);
      }
    } finally {
      restore();
    }
  });

  it('takes only SPEC §9’s fee on the amount, to the cent: 2, 5 or 7 %, 0.00 without it, none on a monthly gift (issue 46)', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const restore = quietly();
    try {
      const { handler, sent } = route();
      const single = (number: string, costs: number, formula: string) => {
        const body = clone(goldenIe);
        body.order.order_items[0]!.unit_price.number = number;
        Object.assign(body.order, { field_fundraising_costs: costs, field_fundraising_formula: formula });
        return body;
      };
      // €25: 2 % is €0.50, 5 % €1.25, 7 % €1.75; €10.10 at 5 % is €0.505, half up €0.51.
      for (const [number, costs, formula] of [['25.00', 0.5, '2%'], ['25.00', 1.25, '5%'], ['25.00', 1.75, '7%'], ['25.00', 0, 'without_fee'], ['10.10', 0.51, '5%']] as const) {
        expect(await answer(handler, single(number, costs, formula))).toMatchObject({ status: 201 });
      }
      expect(sent).toHaveLength(5);
      const wrong = [
        [single('25.00', 0.01, '5%'), 'it must be €1.25 (5% of the donation amount)'],
        [single('25.00', 1.26, '5%'), 'it must be €1.25 (5% of the donation amount)'],
        [single('25.00', 1.251, '5%'), 'it must be €1.25 (5% of the donation amount)'],
        [single('25.00', 1.25, '7%'), 'it must be €1.75 (7% of the donation amount)'],
        [single('25.00', 5, 'without_fee'), 'it must be €0 (No transaction fee applied)'],
        [single('25.00', 0, 'not_asked'), 'it must be €1.25 (5% of the donation amount)'],
        [single('10.10', 0.5, '5%'), 'it must be €0.51 (5% of the donation amount)'],
      ] as const;
      for (const [body, message] of wrong) {
        expect(await answer(handler, body)).toEqual({ status: 400, statusCode: 400, orderID: null, orderStatus: null, errorMessage: `The transaction fee does not match the donation: ${message}.` });
      }
      const monthly = structuredClone(monthlyGolden);
      expect(await answer(handler, monthly)).toMatchObject({ status: 201 });
      monthly.order.field_fundraising_formula = '5%';
      expect(await answer(handler, monthly)).toMatchObject({ status: 400, errorMessage: FEE_SINGLE_ONLY });
      expect(sent).toHaveLength(6);
    } finally {
      restore();
    }
  });

  it('refuses Gift Aid on an IE donation', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const body = clone(goldenIe);
    body.order.field_giftaid = true;
    expect(await answer(route().handler, body)).toMatchObject({ status: 400, errorMessage: GIFT_AID_GB_ONLY });
    // The GB golden order is a staging (test mode) one, with Gift Aid.
    useEnv({ APP_ENV: 'staging', DEFAULT_COUNTRY: 'GB' });
    expect(await answer(route().handler, goldenGb)).toMatchObject({ status: 201 });
  });

  it('refuses the test_mode tag on a live gateway', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const body = clone(goldenIe);
    body.order.field_internal_tags.push('test_mode');
    expect(await answer(route().handler, body)).toMatchObject({ status: 400, errorMessage: TEST_TAG_ON_LIVE });
  });

  it('takes the test_mode tag on Revolut Pay in test mode only (its one gateway serves both modes)', async () => {
    const revolut = (await import('@/tests/fixtures/golden/donation/ie-single-revolut.json')).default;
    const tagged = () => {
      const body = clone(revolut);
      body.order.field_internal_tags.push('test_mode');
      return body;
    };
    // (A live order with the tag is refused as any live gateway's: the test above.)
    useEnv({ APP_ENV: 'staging', DEFAULT_COUNTRY: 'IE', REVOLUT_SECRET_KEY_TEST: 'sk_test_abcdefgh' });
    expect(await answer(route().handler, tagged())).not.toMatchObject({ errorMessage: TEST_TAG_ON_LIVE });
  });

  it.each(['backend', 'site'])('refuses a card payment without a captcha token when the settings ask for one (CAPTCHA_VERIFY=%s)', async (CAPTCHA_VERIFY) => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', CAPTCHA_VERIFY });
    const body = clone(goldenIe) as Partial<Body>;
    delete body.captchaToken;
    expect(await answer(route().handler, body)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(await answer(route().handler, { ...body, captchaToken: '  ' })).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(await answer(route({ settings: async () => EMPTY_SETTINGS }).handler, body)).toMatchObject({ status: 201 });
  });

  it('by default passes the token on untouched to the backend, which verifies it, and spends nothing itself (CONTRACT §6)', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const asked: CaptchaCheck[] = [];
    // A provider that would refuse every token: the route must never ask it.
    const { handler, sent } = route({ captcha: async (check) => (asked.push(check), { ok: false, reason: 'rejected', codes: ['timeout-or-duplicate'] }) });
    expect(await answer(handler, goldenIe)).toMatchObject({ status: 201 });
    expect(asked).toEqual([]);
    expect(sent).toEqual([expect.objectContaining({ captchaToken: goldenIe.captchaToken })]);
    // No secret, no siteverify address: nothing is needed on the site to pass a token on.
    expect(await answer(route({ captcha: undefined }).handler, goldenIe)).toMatchObject({ status: 201 });
  });

  it('with CAPTCHA_VERIFY=site verifies the token with the provider before the order is sent, tied to the order’s Idempotency-Key', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', CAPTCHA_VERIFY: 'site' });
    const restore = quietly();
    try {
      const asked: CaptchaCheck[] = [];
      const provider = (verdict: CaptchaVerdict) => async (check: CaptchaCheck) => (asked.push(check), verdict);
      const refused = route({ captcha: provider({ ok: false, reason: 'rejected', codes: ['invalid-input-response'] }) });
      expect(await answer(refused.handler, goldenIe)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
      expect(refused.sent).toEqual([]);
      expect(asked[0]).toMatchObject({ token: goldenIe.captchaToken, action: 'donation' });
      expect(asked[0]!.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const down = route({ captcha: provider({ ok: false, reason: 'unavailable', codes: ['timeout'] }) });
      expect(await answer(down.handler, goldenIe)).toMatchObject({ status: 503, errorMessage: ORDER_CHECK_UNAVAILABLE });
      expect(down.sent).toEqual([]);
      const passed = route({ captcha: provider({ ok: true }) });
      const key = crypto.randomUUID();
      expect(await answer(passed.handler, goldenIe, { 'idempotency-key': key })).toMatchObject({ status: 201 });
      expect(passed.sent).toHaveLength(1);
      // The same attempt again (its answer lost), even with another card id (a new Stripe
      // PaymentMethod): the same siteverify key, so the provider gives its first answer.
      const otherCard = clone(goldenIe);
      otherCard.payment.details.stripe_payment_method_id = 'pm_other';
      await answer(passed.handler, otherCard, { 'idempotency-key': key.toUpperCase() });
      expect(asked.at(-1)!.idempotencyKey).toBe(asked.at(-2)!.idempotencyKey);
      // The same token under another order's key: another siteverify key, a duplicate at the provider.
      await answer(passed.handler, goldenIe, { 'idempotency-key': crypto.randomUUID() });
      expect(asked.at(-1)!.idempotencyKey).not.toBe(asked.at(-2)!.idempotencyKey);
      // The order sent again after 3-D Secure (the intent added, a key of its own, no token)
      // completes the order the verified token made: not verified, but only when it is a waiting
      // order's own resend, which the site relayed (issue 46). Any other body naming an intent needs its token.
      const before = asked.length;
      const { captchaToken: _token, ...afterChallenge } = clone(goldenIe);
      (afterChallenge.payment.details as Record<string, unknown>).stripe_payment_intent_id = 'pi_3WaitingUnit0001';
      expect(await answer(refused.handler, afterChallenge)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
      await waitingIntents.remember('donation', goldenIe.payment.details.stripe_payment_method_id, 'pi_3WaitingUnit0001_secret_unit');
      expect(await answer(refused.handler, afterChallenge)).toMatchObject({ status: 201 });
      expect(asked).toHaveLength(before);
    } finally {
      restore();
    }
  });

  it('with CAPTCHA_VERIFY=site a card payment claiming to be a wallet still needs the card’s captcha (issue 37)', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', CAPTCHA_VERIFY: 'site' });
    const claimsWallet = clone(goldenIe) as Partial<Body> & { payment: { details: Record<string, unknown> } };
    claimsWallet.payment.details.wallet = 'apple_pay';
    delete claimsWallet.captchaToken;
    const { handler, sent } = route();
    expect(await answer(handler, claimsWallet)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(sent).toEqual([]);
    // A real wallet payment with only the card flag on needs the token too (the checkout shows the widget for it).
    expect(await answer(handler, { ...claimsWallet, captchaToken: 'fake-turnstile.key.donation.1' })).toMatchObject({ status: 201 });
    // With the wallet flag alone, a wallet needs one and a card does not.
    const walletOnly = route({ settings: async () => ({ ...EMPTY_SETTINGS, checkout: { ...EMPTY_SETTINGS.checkout, captchaWallet: true } }) });
    expect(await answer(walletOnly.handler, claimsWallet)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    const { wallet: _wallet, ...cardDetails } = claimsWallet.payment.details;
    expect(await answer(walletOnly.handler, { ...claimsWallet, payment: { ...claimsWallet.payment, details: cardDetails } })).toMatchObject({ status: 201 });
    // The backend verifies (the default): it reads the wallet from the payment method, so the
    // site follows the flags as the body names the method.
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', CAPTCHA_VERIFY: 'backend' });
    expect(await answer(route().handler, claimsWallet)).toMatchObject({ status: 201 });
  });

  it.each(['backend', 'site'])('refuses the sandbox provider\'s token in production (CAPTCHA_VERIFY=%s)', async (CAPTCHA_VERIFY) => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', CAPTCHA_VERIFY });
    const restore = quietly();
    try {
      const { handler, sent } = route({ captcha: undefined });
      expect(await answer(handler, { ...goldenIe, captchaToken: 'sandbox-captcha-donation-1' })).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
      expect(sent).toEqual([]);
    } finally {
      restore();
    }
  });

  it('with CAPTCHA_VERIFY=site refuses a token it cannot verify for want of a secret, and takes the sandbox provider\'s on staging', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', CAPTCHA_VERIFY: 'site' });
    const restore = quietly();
    try {
      const { handler, sent } = route({ captcha: undefined });
      expect(await answer(handler, goldenIe)).toMatchObject({ status: 503, errorMessage: ORDER_CHECK_UNAVAILABLE });
      expect(sent).toEqual([]);
      useEnv({ APP_ENV: 'staging', DEFAULT_COUNTRY: 'GB', CAPTCHA_VERIFY: 'site' });
      expect(await answer(route({ captcha: undefined }).handler, goldenGb)).toMatchObject({ status: 201 });
    } finally {
      restore();
    }
  });

  it('refuses a gateway that does not take the payment type (a PayPal gateway with a card)', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const body = clone(goldenIe);
    body.payment.gateway = 'paypal_ec_ie_live';
    expect(await answer(route().handler, body)).toMatchObject({ status: 400, errorMessage: METHOD_UNAVAILABLE });
  });

  it('refuses NUL, other control characters and lone surrogates in any text field', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const restore = quietly();
    try {
      const { handler, sent } = route();
      const edits: ((b: Body) => void)[] = [
        (b) => (b.profile.address.given_name = 'Ao\u0000ife'),
        (b) => (b.profile.field_phone = '+353\u001b[31m'),
        (b) => (b.profile.address.locality = 'Dublin \ud800'),
        (b) => (b.profile.address.address_line1 = '52 Camden\u0085Street'),
        (b) => (b.user.mail = 'ao\u0000ife@example.ie'),
        (b) => (b.captchaToken = 'token\udc00'),
      ];
      for (const edit of edits) {
        const body = clone(goldenIe);
        edit(body);
        expect((await answer(handler, body)).status).toBe(400);
      }
      expect(sent).toEqual([]);
      // Real names with accents, emoji (a surrogate pair) and Irish letters pass.
      const fine = clone(goldenIe);
      fine.profile.address.given_name = 'Seán 🙂';
      expect((await answer(handler, fine)).status).toBe(201);
    } finally {
      restore();
    }
  });

  it('sends the golden body exactly when its source code has started (SPEC §5)', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const started: SiteSettings = { ...CAPTCHA_ON, sourceCodes: [{ code: goldenIe.order.field_source_code!, label: 'Christmas mailing', startsAt: '2020-01-01T00:00:00Z' }] };
    const { handler, sent } = route({ settings: async () => started });
    expect(await answer(handler, goldenIe)).toMatchObject({ status: 201 });
    expect(sent).toEqual([goldenIe]);
  });

  it('drops a source code the settings do not offer, or whose campaign starts in 2099, and sends the rest as it came', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const restore = quietly();
    try {
      const later: SiteSettings = { ...CAPTCHA_ON, sourceCodes: [{ code: goldenIe.order.field_source_code!, label: 'Next century', startsAt: '2099-01-01T00:00:00Z' }] };
      for (const settings of [CAPTCHA_ON, later]) {
        const { handler, sent } = route({ settings: async () => settings });
        expect(await answer(handler, goldenIe)).toMatchObject({ status: 201 });
        const expected = clone(goldenIe);
        (expected.order as { field_source_code: string | null }).field_source_code = null;
        expect(sent).toEqual([expected]);
      }
    } finally {
      restore();
    }
  });

  it('strips bidi and invisible format characters from the text the backend puts into e-mails', async () => {
    useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE' });
    const { handler, sent } = route();
    const body = clone(goldenIe);
    body.profile.address.given_name = '\u202EAo\u200Bife\uFEFF';
    body.profile.address.family_name = 'By\u2066rne\u2069\u200F';
    expect(await answer(handler, body)).toMatchObject({ status: 201 });
    const got = sent[0] as Body;
    expect(got.profile.address.given_name).toBe('Aoife');
    expect(got.profile.address.family_name).toBe('Byrne');
  });
});
