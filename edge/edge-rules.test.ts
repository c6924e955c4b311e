import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { parseConfig } from './config';
import { checkoutRules, flagRules, previewRequestOf } from './edge-rules';
import { attributionFrom, COOKIE, FLAG_KEYS, isUuid } from './flags';
import { verifyModeToken } from './mode-token';
import { guessLimit } from './secret';
import { isCheckoutPath } from './security-headers';

const ADMIN = 'admin-s3cret-admin-s3cret-admin-s3cret';
const PAY = 'pay-s3cret-pay-s3cret-pay-s3cret-pay';
const production = parseConfig({ APP_ENV: 'production', ADMIN_SECRET: ADMIN, PAYMENT_SECRET: PAY });
const staging = parseConfig({ APP_ENV: 'staging', ADMIN_SECRET: ADMIN, PAYMENT_SECRET: PAY });
const UUID = '3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';

/** Each call a client of its own, with room for its guesses (the lockout has its own tests). */
const roomy = () => guessLimit(new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }), 'client');
const flags = (path: string, config = production, secure = false) => flagRules({ url: new URL(`http://localhost:3000${path}`), secure, config, guesses: roomy() });
const cookie = (decision: Awaited<ReturnType<typeof flags>>, name: string) => decision.cookies.find((c) => c.name === name);

describe('attribution', () => {
  it('keeps a UUID source code and ignores anything else', () => {
    expect(attributionFrom(`?source=${UUID.toUpperCase()}`)).toBe(UUID);
    expect(attributionFrom(`?x=1&source=${UUID}`)).toBe(UUID);
    for (const bad of ['abc', '', `${UUID}x`, "1' OR '1'='1", '3f2b8c1e7d4a4b9e9c2f1a2b3c4d5e6f']) expect(attributionFrom(`?source=${encodeURIComponent(bad)}`), bad).toBeNull();
    expect(attributionFrom('')).toBeNull();
    expect(isUuid(` ${UUID} `)).toBe(true);
  });
});

describe('flag rules', () => {
  it('sets the admin cookie for one day only in production and only with the right secret, and always takes the secret out of the URL', async () => {
    const right = await flags(`/about-us?secret=${ADMIN}&x=1`);
    expect(cookie(right, COOKIE.admin)).toMatchObject({ maxAge: 86_400, path: '/' });
    expect(right.location).toBe('/about-us?x=1');
    for (const decision of [await flags(`/about-us?secret=${ADMIN.slice(0, -1)}`), await flags('/about-us?secret='), await flags(`/about-us?secret=${ADMIN}`, staging)]) {
      expect(decision.cookies).toEqual([]);
      expect(decision.location).toBe('/about-us');
    }
    expect((await flags('/about-us?secret=', parseConfig({ APP_ENV: 'production' }))).cookies).toEqual([]);
  });

  it('turns test-suite mode on by query, and off with test-suite=0', async () => {
    const on = await flags('/?test-suite=1');
    expect(cookie(on, COOKIE.testSuite)).toMatchObject({ value: '1' });
    expect(cookie(on, COOKIE.testSuite)?.maxAge).toBeUndefined(); // a session cookie
    expect(on.location).toBe('/');
    expect(cookie(await flags('/?test-suite=0'), COOKIE.testSuite)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('passes a right payment secret on as a signed token in a session cookie and drops a wrong one, out of the URL either way', async () => {
    const right = await flags(`/donate?paymentSecret=${PAY}&type=single`);
    expect(cookie(right, COOKIE.paymentToken)).toMatchObject({ sameSite: 'strict' });
    expect(cookie(right, COOKIE.paymentToken)?.maxAge).toBeUndefined(); // for the browser session
    expect(right.location).toBe('/donate?type=single');
    const wrong = await flags('/donate?paymentSecret=guess');
    expect(wrong.cookies).toEqual([]);
    expect(wrong.location).toBe('/donate');
  });

  it('turns preview on by previewMode, with the token to check, or off, and comes back without the preview query (SPEC §6)', async () => {
    expect(await flags('/news/draft?previewMode=1&previewToken=tok-1&x=2')).toMatchObject({ location: '/news/draft?x=2', preview: { on: true, byMode: true, token: 'tok-1' }, cookies: [] });
    expect(previewRequestOf(new URL('http://h/a?previewMode=false&previewToken=t'))).toEqual({ on: false, byMode: false, token: null });
    expect(previewRequestOf(new URL('http://h/a?previewMode=0'))).toEqual({ on: false, byMode: false, token: null });
    // previewMode alone turns preview mode on, whatever becomes of a token (issue 37); there is no token to check.
    for (const query of ['previewMode=1', 'previewMode', 'previewMode=true']) expect(previewRequestOf(new URL(`http://h/a?${query}`)), query).toEqual({ on: true, byMode: true, token: null });
    expect(previewRequestOf(new URL(`http://h/a?previewMode=1&previewToken=${'x'.repeat(513)}`))).toEqual({ on: true, byMode: true, token: null });
    // A token alone (the editors' links of before) still asks for preview, through the token only; an unusable one alone does not.
    expect(previewRequestOf(new URL('http://h/a?previewToken=t'))).toEqual({ on: true, byMode: false, token: 't' });
    expect(previewRequestOf(new URL(`http://h/a?previewToken=${'x'.repeat(513)}`))).toEqual({ on: false, byMode: false, token: null });
    expect(previewRequestOf(new URL('http://h/a?x=1'))).toBeNull();
    expect((await flags('/a?x=1')).preview).toBeNull();
  });

  it('marks cookies secure on https', async () => {
    expect(cookie(await flags('/?test-suite=1', production, true), COOKIE.testSuite)?.secure).toBe(true);
  });

  it('knows the flag keys; source is not one (it sets a cookie without a redirect)', () => {
    expect([...FLAG_KEYS].sort()).toEqual(['paymentSecret', 'previewMode', 'previewToken', 'secret', 'test-suite']);
  });
});

describe('checkout rules', () => {
  it('report a fresh nonce policy on IE checkout pages only, never enforce it (SPEC §9)', () => {
    const checkout = checkoutRules({ pathname: '/appeal/gaza-emergency/checkout/payment', country: 'IE', nonce: () => 'NONCE' })!;
    expect(checkout.requestHeaders['content-security-policy']).toContain("'nonce-NONCE' 'strict-dynamic'");
    expect(checkout.responseHeaders).toEqual({ 'Content-Security-Policy-Report-Only': checkout.requestHeaders['content-security-policy'] });
    expect(checkout.responseHeaders['Content-Security-Policy-Report-Only']).toContain('report-uri /api/csp-report');
    expect(checkout.responseHeaders['Content-Security-Policy-Report-Only']).toContain('report-to csp');
    expect(checkoutRules({ pathname: '/checkout', country: 'GB' })).toBeNull();
    expect(checkoutRules({ pathname: '/about-us', country: 'IE' })).toBeNull();
    const a = checkoutRules({ pathname: '/checkout', country: 'IE' })!.requestHeaders['content-security-policy'];
    const b = checkoutRules({ pathname: '/checkout', country: 'IE' })!.requestHeaders['content-security-policy'];
    expect(a).not.toBe(b);
    expect(['/checkout', '/donate/single/checkout', '/a/b/checkout/thank-you', '/checkout/'].every(isCheckoutPath)).toBe(true);
    expect(['/checkouts', '/checkout/a/b', '/about-us', '/mycheckout'].some(isCheckoutPath)).toBe(false);
  });
});

describe('secret guesses (issue 31)', () => {
  const shared = (limit = 3) => new MemoryRateLimiter({ limit, windowMs: 15 * 60_000 });
  const attempt = (path: string, limiter: MemoryRateLimiter, client = '203.0.113.9') => flagRules({ url: new URL(`http://localhost:3000${path}`), secure: true, config: production, guesses: guessLimit(limiter, client) });

  it('keeps a signed, expiring token in the cookies, never the secret', async () => {
    const decision = await flags(`/?secret=${ADMIN}&paymentSecret=${PAY}`);
    const admin = cookie(decision, COOKIE.admin)!.value;
    const payment = cookie(decision, COOKIE.paymentToken)!.value;
    expect(admin).not.toContain(ADMIN);
    expect(payment).not.toContain(PAY);
    expect(JSON.stringify(decision)).not.toContain(PAY);
    expect(await verifyModeToken(admin, 'admin', ADMIN, 86_400)).toBe(true);
    expect(await verifyModeToken(payment, 'test', PAY, 8 * 3600)).toBe(true);
    expect(await verifyModeToken(payment, 'admin', ADMIN, 86_400)).toBe(false);
    expect(await verifyModeToken(payment, 'test', PAY, 8 * 3600, Date.now() + 8 * 3600 * 1000 + 1000)).toBe(false);
  });

  it('holds a locked-out client\'s wrong guesses; its right secret still passes (issue 46)', async () => {
    const limiter = shared(3);
    for (let i = 0; i < 3; i += 1) expect((await attempt(`/?paymentSecret=guess-${i}`, limiter)).locked).toBeNull();
    const wrong = await attempt('/donate?paymentSecret=guess-4&test-suite=1', limiter);
    expect(wrong.locked?.retryAfterSeconds).toBeGreaterThan(0);
    expect(wrong.cookies).toEqual([]);
    const right = await attempt(`/donate?paymentSecret=${PAY}&test-suite=1`, limiter);
    expect(right.locked).toBeNull();
    expect(cookie(right, COOKIE.paymentToken)).toBeDefined();
    expect(cookie(await attempt(`/?secret=${ADMIN}`, limiter), COOKIE.admin)).toBeDefined();
    expect((await attempt('/?secret=wrong-again', limiter)).locked).not.toBeNull();
  });

  it('counts wrong guesses only: right secrets never use the allowance', async () => {
    const limiter = shared(2);
    for (let i = 0; i < 5; i += 1) expect(cookie(await attempt(`/?secret=${ADMIN}`, limiter), COOKIE.admin), `right #${i}`).toBeDefined();
    expect((await attempt('/?secret=wrong', limiter)).locked).toBeNull();
    expect((await attempt('/?secret=wrong', limiter)).locked).toBeNull();
    expect((await attempt('/?secret=wrong', limiter)).locked).not.toBeNull();
    expect(cookie(await attempt(`/?secret=${ADMIN}`, limiter), COOKIE.admin)).toBeDefined();
  });

  it('sets nothing for a secret where guesses are not counted (the middleware)', async () => {
    const decision = await flagRules({ url: new URL(`http://localhost:3000/?secret=${ADMIN}&paymentSecret=${PAY}`), secure: false, config: production });
    expect(decision).toMatchObject({ cookies: [], locked: null, location: '/' });
  });
});
