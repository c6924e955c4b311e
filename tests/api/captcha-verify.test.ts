import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { FAKE_TOKEN_PREFIX, FAKE_TURNSTILE_SECRET, FAKE_TURNSTILE_SITE_KEY, FAKE_WIDGET_SCRIPT } from '@/sandbox/turnstile';
import { control, setFault, startTestSandbox } from '@/tests/support/sandbox';
import { captchaIdempotencyKey, verifyCaptcha, type CaptchaCheck, type CaptchaVerifyOptions } from '@/features/checkout/captcha-verify';

// verifyCaptcha against the sandbox's stand-in for Turnstile's siteverify (sandbox/turnstile.ts),
// over HTTP, with tokens minted by the stand-in's own widget script.

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
let options: CaptchaVerifyOptions;
const logged: string[] = [];
let restoreLog: () => void;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  options = { appEnv: 'production', secret: FAKE_TURNSTILE_SECRET, verifyUrl: `${sandbox.url}/turnstile/v0/siteverify` };
  restoreLog = setLogSink((_level, event) => logged.push(event));
});
afterAll(async () => {
  restoreLog();
  await sandbox.cleanup();
});
afterEach(async () => {
  logged.length = 0;
  await control(sandbox, 'DELETE', '/_sandbox/faults');
});

/** A token as the stand-in's widget mints it, by running its script with a minimal DOM. */
async function widgetToken(action: string, siteKey = FAKE_TURNSTILE_SITE_KEY): Promise<string> {
  const window: Record<string, unknown> = {};
  const element = { appendChild() {}, setAttribute() {} };
  const document = { currentScript: null, querySelector: () => element, createElement: () => ({ setAttribute() {}, remove() {}, textContent: '' }) };
  new Function('window', 'document', 'location', FAKE_WIDGET_SCRIPT)(window, document, { href: 'http://localhost/?onload=loaded' });
  const turnstile = window.turnstile as { render(el: unknown, params: Record<string, unknown>): string; getResponse(id: string): string };
  return new Promise((resolve) => turnstile.render(element, { sitekey: siteKey, action, appearance: 'interaction-only', callback: resolve }));
}

/** The Idempotency-Key of the order a token came with. */
const ORDER_KEY = '0b6f3c1e-2d4a-4c5b-9e8f-1a2b3c4d5e6f';

async function check(token: string | null, changes: Partial<CaptchaCheck> = {}): Promise<CaptchaCheck> {
  return { token, action: 'donation', remoteip: '192.0.2.10', idempotencyKey: await captchaIdempotencyKey(token ?? '', ORDER_KEY), ...changes };
}

async function verified(): Promise<{ token: string; action: string; remoteip: string | null }[]> {
  return ((await control(sandbox, 'GET', '/_sandbox/captcha')).body as { verified: { token: string; action: string; remoteip: string | null }[] }).verified;
}

describe('verifyCaptcha (Turnstile siteverify)', () => {
  it('passes a token the widget minted, once, and the provider records it with the donor’s address', async () => {
    const token = await widgetToken('donation');
    expect(token.startsWith(FAKE_TOKEN_PREFIX)).toBe(true);
    expect(await verifyCaptcha(await check(token), options)).toEqual({ ok: true });
    expect(await verified()).toContainEqual(expect.objectContaining({ token, action: 'donation', remoteip: '192.0.2.10' }));
  });

  it('gives the first answer again for the same order, and refuses the token spent for another order', async () => {
    const token = await widgetToken('donation');
    const first = await check(token);
    expect(await verifyCaptcha(first, options)).toEqual({ ok: true });
    expect(await verifyCaptcha(first, options)).toEqual({ ok: true });
    expect(await verifyCaptcha(await check(token, { idempotencyKey: await captchaIdempotencyKey(token, crypto.randomUUID()) }), options)).toEqual({ ok: false, reason: 'rejected', codes: ['timeout-or-duplicate'] });
    expect(logged).toContain('captcha_rejected');
  });

  it('fails a forged token, a token for another site key, and one solved for another form', async () => {
    expect(await verifyCaptcha(await check(`${FAKE_TOKEN_PREFIX}made-up`), options)).toMatchObject({ ok: false, reason: 'rejected', codes: ['invalid-input-response'] });
    expect(await verifyCaptcha(await check(await widgetToken('donation', 'another-site-key')), options)).toMatchObject({ ok: false, reason: 'rejected' });
    expect(await verifyCaptcha(await check(await widgetToken('newsletter')), options)).toEqual({ ok: false, reason: 'rejected', codes: ['action-mismatch'] });
    expect(await verifyCaptcha(await check('x'.repeat(3000)), options)).toMatchObject({ ok: false, reason: 'rejected' });
  });

  it('is unavailable (never a pass) when siteverify times out or fails, and unconfigured with a wrong secret', async () => {
    await setFault(sandbox, { path: '/turnstile/v0/siteverify', latencyMs: 1_000, times: 1 });
    const started = Date.now();
    expect(await verifyCaptcha(await check(await widgetToken('donation')), { ...options, timeoutMs: 200 })).toEqual({ ok: false, reason: 'unavailable', codes: ['timeout'] });
    expect(Date.now() - started).toBeLessThan(900);
    await setFault(sandbox, { path: '/turnstile/v0/siteverify', status: 500, times: 1 });
    expect(await verifyCaptcha(await check(await widgetToken('donation')), options)).toEqual({ ok: false, reason: 'unavailable', codes: ['http-500'] });
    expect(await verifyCaptcha(await check(await widgetToken('donation')), { ...options, verifyUrl: 'http://127.0.0.1:9/siteverify' })).toEqual({ ok: false, reason: 'unavailable', codes: ['network-error'] });
    expect(await verifyCaptcha(await check(await widgetToken('donation')), { ...options, secret: 'not-the-secret' })).toEqual({ ok: false, reason: 'unconfigured', codes: ['invalid-input-secret'] });
    expect(logged).toEqual(expect.arrayContaining(['captcha_verify_unavailable', 'captcha_unconfigured']));
  });

  it('refuses the sandbox provider’s tokens in production without asking, and takes them on staging', async () => {
    const sandboxToken = 'sandbox-captcha-donation-0b1c';
    const never = (() => {
      throw new Error('siteverify must not be asked');
    }) as unknown as typeof fetch;
    expect(await verifyCaptcha(await check(sandboxToken), { ...options, fetch: never })).toEqual({ ok: false, reason: 'sandbox_token', codes: [] });
    expect(logged).toContain('captcha_sandbox_token_refused');
    expect(await verifyCaptcha(await check(sandboxToken), { ...options, appEnv: 'staging', secret: undefined, fetch: never })).toEqual({ ok: true });
  });

  it('refuses a missing token, and any real token when no secret is configured', async () => {
    expect(await verifyCaptcha(await check(null), options)).toEqual({ ok: false, reason: 'missing', codes: [] });
    expect(await verifyCaptcha(await check('   '), options)).toEqual({ ok: false, reason: 'missing', codes: [] });
    expect(await verifyCaptcha(await check(await widgetToken('donation')), { ...options, secret: undefined })).toEqual({ ok: false, reason: 'unconfigured', codes: ['missing-input-secret'] });
  });

  it('derives one UUID per token and order Idempotency-Key', async () => {
    const other = crypto.randomUUID();
    const key = await captchaIdempotencyKey('t', ORDER_KEY);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await captchaIdempotencyKey('t', ORDER_KEY)).toBe(key);
    expect(await captchaIdempotencyKey('t', other)).not.toBe(key);
    expect(await captchaIdempotencyKey('u', ORDER_KEY)).not.toBe(key);
  });
});
