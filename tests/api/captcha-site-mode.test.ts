import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { fromPeer } from '@/tests/support/next-request';
import { EMPTY_SETTINGS, type SiteSettings } from '@/features/settings';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { CAPTCHA_MISSING } from '@/features/checkout/data';
import { createDonationOrderHandler } from '@/features/donation/order-handler';
import { DONATION_PAGE_HEADER } from '@/features/donation/minimum';
import goldenIe from '@/tests/fixtures/golden/donation/ie-single-card-5pct.json';
import { FAKE_TURNSTILE_SECRET, fakeTurnstileToken } from '@/sandbox/turnstile';
import { control, startTestSandbox } from '@/tests/support/sandbox';

// CAPTCHA_VERIFY=site (a backend that does not verify): the donation route verifies each token
// with siteverify (the sandbox's stand-in, over HTTP), tied to the order's Idempotency-Key. The
// hostile probe of issue 37: one token, three orders (1048–1050); a card calling itself a wallet
// to skip the card's captcha (1043, 1044).

vi.mock('server-only', () => ({}));
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_live_unitTestKey0001';
  process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = '0x4AAAAAAAunitTestKey';
});

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
const saved = { ...process.env };
const CAPTCHA_CARD: SiteSettings = { ...EMPTY_SETTINGS, checkout: { ...EMPTY_SETTINGS.checkout, captchaCard: true } };
let restoreLog: () => void;
const THREE_DS = 'pm_card_threeDSecure2Required';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  restoreLog = setLogSink(() => undefined);
});
afterAll(async () => {
  restoreLog();
  await sandbox.cleanup();
});
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

function route() {
  Object.assign(process.env, {
    BACKEND_URL: 'http://127.0.0.1:9',
    APP_ENV: 'production',
    DEFAULT_COUNTRY: 'IE',
    CAPTCHA_VERIFY: 'site',
    TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: `${sandbox.url}/turnstile/v0/siteverify`,
  });
  resetConfigForTests();
  const sent: { key: string; body: unknown }[] = [];
  const handler = createDonationOrderHandler(
    { settings: async () => CAPTCHA_CARD, minimum: async () => 5 },
    {
      limiter: new MemoryRateLimiter({ limit: 1000, windowMs: 60_000 }),
      send: async (body, key) => {
        sent.push({ key, body });
        // A 3-D Secure card waits, as a backend answers it (CONTRACT §6); its resend completes.
        const details = (body as { payment: { details: { stripe_payment_method_id: string; stripe_payment_intent_id?: string } } }).payment.details;
        if (details.stripe_payment_method_id === THREE_DS && !details.stripe_payment_intent_id) {
          return { status: 201, body: { order_id: [{ value: String(9000 + sent.length) }], state: [{ value: 'requires_action' }], payment_intent_client_secret: `pi_3Site${sent.length}x_secret_abc` } };
        }
        return { status: 201, body: { order_id: [{ value: String(9000 + sent.length) }], state: [{ value: 'completed' }] } };
      },
    },
  );
  return { handler, sent };
}

async function post(handler: (r: Request) => Promise<Response>, body: unknown, key: string) {
  const request = new Request('http://localhost/api/donation/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, [DONATION_PAGE_HEADER]: '/appeal/gaza-emergency' },
    body: JSON.stringify(body),
  });
  fromPeer(request.headers, '192.0.2.44');
  const response = await handler(request);
  return { status: response.status, ...((await response.json()) as { errorMessage: string | null }) };
}

describe('CAPTCHA_VERIFY=site against siteverify', () => {
  it('one token makes one order: the same attempt sent again passes, other orders with the token do not', async () => {
    const { handler, sent } = route();
    const token = fakeTurnstileToken('donation');
    const body = { ...structuredClone(goldenIe), captchaToken: token };
    const attempt = crypto.randomUUID();
    expect(await post(handler, body, attempt)).toMatchObject({ status: 201 });
    // The answer was lost: the same attempt again, even with a new card id (a new authorisation).
    const again = structuredClone(body);
    again.payment.details.stripe_payment_method_id = 'pm_2QdZl2LkdIwHu7ix8a4bYc3D';
    expect(await post(handler, again, attempt)).toMatchObject({ status: 201 });
    // The probe: the same token under two more keys.
    for (const other of [crypto.randomUUID(), crypto.randomUUID()]) expect(await post(handler, body, other)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(sent.map((s) => s.key)).toEqual([attempt, attempt]);
    const { body: captcha } = (await control(sandbox, 'GET', '/_sandbox/captcha')) as { body: { verified: { token: string }[]; refused: { token: string; codes: string[] }[] } };
    expect(captcha.verified.filter((v) => v.token === token)).toHaveLength(1);
    expect(captcha.refused.filter((r) => r.token === token).map((r) => r.codes)).toEqual([['timeout-or-duplicate'], ['timeout-or-duplicate']]);
  });

  it('skips siteverify for a waiting order’s own resend only, never for any body naming a PaymentIntent (issue 46)', async () => {
    const { handler, sent } = route();
    const token = fakeTurnstileToken('donation');
    const body = structuredClone(goldenIe) as typeof goldenIe & { payment: { details: Record<string, string> } };
    body.payment.details.stripe_payment_method_id = THREE_DS;
    const first = await post(handler, { ...body, captchaToken: token }, crypto.randomUUID());
    expect(first).toMatchObject({ status: 201, orderStatus: 'requires_action' });
    const intent = (first as unknown as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    const { captchaToken: _token, ...withoutToken } = body;
    const resend = (details: Record<string, string>, extra: Record<string, unknown> = {}) =>
      post(handler, { ...withoutToken, ...extra, payment: { ...body.payment, details: { ...body.payment.details, ...details } } }, crypto.randomUUID());
    const captcha = async () => ((await control(sandbox, 'GET', '/_sandbox/captcha')) as { body: { verified: { token: string }[]; refused: { token: string }[] } }).body;
    const before = await captcha();
    // A PaymentIntent the site never relayed, another card on the waiting one, with no token or a forged one: a new order, refused.
    const forged = 'fake-turnstile.sandbox-turnstile-site-key.donation.1.00000000000000000000000000000000';
    expect(await resend({ stripe_payment_intent_id: 'pi_3NeverSeen0001' })).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(await resend({ stripe_payment_intent_id: 'pi_3NeverSeen0001' }, { captchaToken: forged })).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(await resend({ stripe_payment_intent_id: intent, stripe_payment_method_id: 'pm_card_visa' })).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(await resend({ stripe_payment_intent_id: intent, stripe_payment_method_id: 'pm_card_chargeDeclined' }, { captchaToken: forged })).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(sent).toHaveLength(1);
    // Its own resend: no token, nothing verified, passed on.
    expect(await resend({ stripe_payment_intent_id: intent })).toMatchObject({ status: 201, orderStatus: 'completed' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).not.toHaveProperty('captchaToken');
    const after = await captcha();
    expect(after.verified.filter((v) => v.token === token)).toHaveLength(1);
    expect(after.verified.length).toBe(before.verified.length);
    expect(after.refused.map((r) => r.token)).toEqual([...before.refused.map((r) => r.token), forged, forged]);
  });

  it('a card payment calling itself a wallet needs the card’s captcha; a forged or missing token sends nothing', async () => {
    const { handler, sent } = route();
    const { captchaToken: _token, ...withoutToken } = structuredClone(goldenIe);
    const wallet = { ...withoutToken, payment: { ...withoutToken.payment, details: { ...withoutToken.payment.details, wallet: 'apple_pay' } } };
    expect(await post(handler, wallet, crypto.randomUUID())).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(await post(handler, { ...wallet, captchaToken: 'fake-turnstile.sandbox-turnstile-site-key.donation.1.00000000000000000000000000000000' }, crypto.randomUUID())).toMatchObject({
      status: 400,
      errorMessage: CAPTCHA_MISSING,
    });
    expect(sent).toEqual([]);
    expect(await post(handler, { ...wallet, captchaToken: fakeTurnstileToken('donation') }, crypto.randomUUID())).toMatchObject({ status: 201 });
  });
});
