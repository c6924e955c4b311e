import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { checkoutRules, flagRules, previewRequestOf } from './edge-rules';
import { attributionFrom, COOKIE, FLAG_KEYS, isUuid } from './flags';
import { isCheckoutPath } from './security-headers';

const production = parseConfig({ APP_ENV: 'production', ADMIN_SECRET: 'admin-s3cret', PAYMENT_SECRET: 'pay-s3cret' });
const staging = parseConfig({ APP_ENV: 'staging', ADMIN_SECRET: 'admin-s3cret', PAYMENT_SECRET: 'pay-s3cret' });
const UUID = '3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';

const flags = (path: string, config = production, secure = false) => flagRules({ url: new URL(`http://localhost:3000${path}`), secure, config });
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
    const right = await flags('/about-us?secret=admin-s3cret&x=1');
    expect(cookie(right, COOKIE.admin)).toMatchObject({ value: '1', maxAge: 86_400, path: '/' });
    expect(right.location).toBe('/about-us?x=1');
    for (const decision of [await flags('/about-us?secret=admin-s3cre'), await flags('/about-us?secret='), await flags('/about-us?secret=admin-s3cret', staging)]) {
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

  it('passes a right payment secret on in a session cookie and drops a wrong one, out of the URL either way', async () => {
    const right = await flags('/donate?paymentSecret=pay-s3cret&type=single');
    expect(cookie(right, COOKIE.paymentSecret)).toMatchObject({ value: 'pay-s3cret', sameSite: 'strict' });
    expect(cookie(right, COOKIE.paymentSecret)?.maxAge).toBeUndefined(); // for the browser session
    expect(right.location).toBe('/donate?type=single');
    const wrong = await flags('/donate?paymentSecret=guess');
    expect(wrong.cookies).toEqual([]);
    expect(wrong.location).toBe('/donate');
  });

  it('asks for draft mode with the token, or out of it, and comes back without the preview query', async () => {
    expect(await flags('/news/draft?previewMode=1&previewToken=tok-1&x=2')).toMatchObject({ location: '/news/draft?x=2', preview: { token: 'tok-1' }, cookies: [] });
    expect(previewRequestOf(new URL('http://h/a?previewMode=false&previewToken=t'))).toEqual({ token: null });
    expect(previewRequestOf(new URL('http://h/a?previewMode=1'))).toEqual({ token: null });
    expect(previewRequestOf(new URL(`http://h/a?previewToken=${'x'.repeat(513)}`))).toEqual({ token: null });
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
  it('enforce a fresh nonce policy on IE checkout pages only', () => {
    const checkout = checkoutRules({ pathname: '/appeal/gaza-emergency/checkout/payment', country: 'IE', nonce: () => 'NONCE' })!;
    expect(checkout.requestHeaders['content-security-policy']).toContain("'nonce-NONCE' 'strict-dynamic'");
    expect(checkout.responseHeaders['Content-Security-Policy']).toBe(checkout.requestHeaders['content-security-policy']);
    expect(checkoutRules({ pathname: '/checkout', country: 'GB' })).toBeNull();
    expect(checkoutRules({ pathname: '/about-us', country: 'IE' })).toBeNull();
    const a = checkoutRules({ pathname: '/checkout', country: 'IE' })!.requestHeaders['content-security-policy'];
    const b = checkoutRules({ pathname: '/checkout', country: 'IE' })!.requestHeaders['content-security-policy'];
    expect(a).not.toBe(b);
    expect(['/checkout', '/donate/single/checkout', '/a/b/checkout/thank-you', '/checkout/'].every(isCheckoutPath)).toBe(true);
    expect(['/checkouts', '/checkout/a/b', '/about-us', '/mycheckout'].some(isCheckoutPath)).toBe(false);
  });
});
