import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { COOKIE, edgeRules, isUuid, previewRequestOf } from './edge-rules';
import { isCheckoutPath } from './security-headers';

const production = parseConfig({ APP_ENV: 'production', ADMIN_SECRET: 'admin-s3cret', PAYMENT_SECRET: 'pay-s3cret', DEFAULT_COUNTRY: 'IE' });
const staging = parseConfig({ APP_ENV: 'staging', ADMIN_SECRET: 'admin-s3cret', PAYMENT_SECRET: 'pay-s3cret', DEFAULT_COUNTRY: 'GB' });
const UUID = '3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';

const rules = (path: string, config = production, host = 'localhost:3000') => edgeRules({ url: new URL(`http://localhost:3000${path}`), host, config, nonce: () => 'NONCE' });
const cookie = (decision: Awaited<ReturnType<typeof rules>>, name: string) => decision.cookies.find((c) => c.name === name);

describe('edge rules', () => {
  it('sets the attribution cookie for a UUID source code and ignores anything else', async () => {
    const decision = await rules(`/appeal/x?source=${UUID.toUpperCase()}`);
    expect(decision.action).toBe('next');
    expect(cookie(decision, COOKIE.source)).toMatchObject({ value: UUID, maxAge: 30 * 86_400, httpOnly: false, path: '/' });
    expect(decision.responseHeaders['Cache-Control']).toBe('private, no-store');
    for (const bad of ['abc', '', `${UUID}x`, "1' OR '1'='1", '3f2b8c1e7d4a4b9e9c2f1a2b3c4d5e6f']) {
      const ignored = await rules(`/appeal/x?source=${encodeURIComponent(bad)}`);
      expect(ignored.cookies, bad).toEqual([]);
      expect(ignored.responseHeaders['Cache-Control']).toBeUndefined();
    }
    expect(isUuid(` ${UUID} `)).toBe(true);
  });

  it('sets the admin cookie for one day only in production and only with the right secret, and takes the secret out of the URL', async () => {
    const right = await rules('/about-us?secret=admin-s3cret&x=1');
    expect(cookie(right, COOKIE.admin)).toMatchObject({ value: '1', maxAge: 86_400 });
    expect(right).toMatchObject({ action: 'redirect', location: '/about-us?x=1' });
    for (const decision of [await rules('/about-us?secret=admin-s3cre'), await rules('/about-us?secret='), await rules('/about-us?secret=admin-s3cret', staging)]) {
      expect(cookie(decision, COOKIE.admin)).toBeUndefined();
      expect(decision).toMatchObject({ action: 'redirect', location: '/about-us' });
    }
    const noSecretConfigured = await rules('/about-us?secret=', parseConfig({ APP_ENV: 'production' }));
    expect(noSecretConfigured.cookies).toEqual([]);
  });

  it('turns test-suite mode on by query, and off with test-suite=0', async () => {
    const on = await rules('/?test-suite');
    expect(cookie(on, COOKIE.testSuite)).toMatchObject({ value: '1' });
    expect(cookie(on, COOKIE.testSuite)?.maxAge).toBeUndefined(); // a session cookie
    expect(on).toMatchObject({ action: 'redirect', location: '/' });
    expect(cookie(await rules('/?test-suite=0'), COOKIE.testSuite)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('moves a right payment secret into a one-minute cookie and out of the URL; drops a wrong one', async () => {
    const right = await rules('/donate?paymentSecret=pay-s3cret&type=single');
    expect(cookie(right, COOKIE.paymentSecret)).toMatchObject({ value: 'pay-s3cret', maxAge: 60, sameSite: 'strict' });
    expect(right).toMatchObject({ action: 'redirect', location: '/donate?type=single' });
    const wrong = await rules('/donate?paymentSecret=guess');
    expect(wrong.cookies).toEqual([]);
    expect(wrong).toMatchObject({ action: 'redirect', location: '/donate' });
  });

  it('rewrites preview requests to app/api/preview with the token and the way back', async () => {
    const decision = await rules('/news/draft?previewMode=1&previewToken=tok-1&x=2');
    expect(decision).toMatchObject({ action: 'rewrite', location: '/api/preview', requestHeaders: { 'x-preview-path': '/news/draft?x=2', 'x-preview-token': 'tok-1' } });
    expect(previewRequestOf(new URL('http://h/a?previewMode=false&previewToken=t'))).toEqual({ path: '/a', token: null });
    expect(previewRequestOf(new URL('http://h/a?previewMode=1'))).toEqual({ path: '/a', token: null });
    expect(previewRequestOf(new URL(`http://h/a?previewToken=${'x'.repeat(513)}`))?.token).toBeNull();
    expect(previewRequestOf(new URL('http://h/a?x=1'))).toBeNull();
  });

  it('enforces a nonce CSP on IE checkout pages only', async () => {
    const checkout = await rules('/appeal/gaza-emergency/checkout/payment');
    expect(checkout.requestHeaders['content-security-policy']).toContain("'nonce-NONCE' 'strict-dynamic'");
    expect(checkout.responseHeaders['Content-Security-Policy']).toBe(checkout.requestHeaders['content-security-policy']);
    expect((await rules('/checkout', staging)).responseHeaders['Content-Security-Policy']).toBeUndefined();
    expect((await rules('/about-us')).responseHeaders['Content-Security-Policy']).toBeUndefined();
    expect(['/checkout', '/donate/single/checkout', '/a/b/checkout/thank-you', '/checkout/'].every(isCheckoutPath)).toBe(true);
    expect(['/checkouts', '/checkout/a/b', '/about-us', '/mycheckout'].some(isCheckoutPath)).toBe(false);
  });

  it('does nothing for an unknown host (the rewrites answer it 403)', async () => {
    const decision = await rules(`/?secret=admin-s3cret&source=${UUID}`, production, 'evil.example');
    expect(decision).toEqual({ action: 'next', location: null, cookies: [], requestHeaders: {}, responseHeaders: {} });
  });

  it('marks cookies secure on https', async () => {
    const decision = await edgeRules({ url: new URL(`https://localhost/?source=${UUID}`), host: 'localhost', config: production });
    expect(cookie(decision, COOKIE.source)?.secure).toBe(true);
  });
});
