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
});

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
const saved = { ...process.env };
const CAPTCHA_CARD: SiteSettings = { ...EMPTY_SETTINGS, checkout: { ...EMPTY_SETTINGS.checkout, captchaCard: true } };
let restoreLog: () => void;

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

  it('the order sent again after 3-D Secure completes without a second verification', async () => {
    const { handler, sent } = route();
    const body = { ...structuredClone(goldenIe), captchaToken: fakeTurnstileToken('donation') };
    expect(await post(handler, body, crypto.randomUUID())).toMatchObject({ status: 201 });
    const confirm = structuredClone(body) as typeof body & { payment: { details: Record<string, string> } };
    confirm.payment.details.stripe_payment_intent_id = 'pi_3MtwBwLkdIwHu7ix28a3tqPa';
    expect(await post(handler, confirm, crypto.randomUUID())).toMatchObject({ status: 201 });
    expect(sent).toHaveLength(2);
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
