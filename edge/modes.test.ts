import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { signModeToken } from './mode-token';
import { paymentModeFor } from './modes';

const SECRET = 'pay-secret-pay-secret-pay-secret-00';
const production = parseConfig({ APP_ENV: 'production', PAYMENT_SECRET: SECRET });
const staging = parseConfig({ APP_ENV: 'staging' });
const HOUR = 3600;

describe('paymentModeFor', () => {
  it('is live in production without a token, test with a valid one', async () => {
    const token = await signModeToken('test', SECRET, 8 * HOUR);
    expect(await paymentModeFor(new Headers(), production)).toBe('live');
    expect(await paymentModeFor(new Headers({ 'x-payment-token': 'wrong' }), production)).toBe('live');
    expect(await paymentModeFor(new Headers({ 'x-payment-token': token }), production)).toBe('test');
  });

  it('never takes the payment secret itself, in the header or the cookie (issue 31)', async () => {
    for (const headers of [{ 'x-payment-token': SECRET }, { 'x-payment-secret': SECRET }, { cookie: `cw_payment_secret=${SECRET}` }, { cookie: `cw_payment_token=${SECRET}` }] as Record<string, string>[]) {
      expect(await paymentModeFor(new Headers(headers), production), JSON.stringify(headers)).toBe('live');
    }
  });

  it('refuses an expired token, one signed with another secret, an admin token, and a tampered one', async () => {
    const now = Date.now();
    const token = await signModeToken('test', SECRET, 8 * HOUR, now);
    expect(await paymentModeFor(new Headers({ 'x-payment-token': token }), production, now + 8 * HOUR * 1000 + 1)).toBe('live');
    expect(await paymentModeFor(new Headers({ 'x-payment-token': await signModeToken('test', `${SECRET}x`, HOUR) }), production)).toBe('live');
    expect(await paymentModeFor(new Headers({ 'x-payment-token': await signModeToken('admin', SECRET, HOUR) }), production)).toBe('live');
    const [mode, expires, signature] = token.split('.');
    expect(await paymentModeFor(new Headers({ 'x-payment-token': `${mode}.${Number(expires) + 60}.${signature}` }), production)).toBe('live');
    // A token claiming to last longer than any this site signs.
    expect(await paymentModeFor(new Headers({ 'x-payment-token': await signModeToken('test', SECRET, 48 * HOUR) }), production)).toBe('live');
  });

  it('reads the session cookie a client without scripts keeps', async () => {
    const token = await signModeToken('test', SECRET, HOUR);
    expect(await paymentModeFor(new Headers({ cookie: `a=1; cw_payment_token=${encodeURIComponent(token)}` }), production)).toBe('test');
    expect(await paymentModeFor(new Headers({ cookie: 'cw_payment_token=nope' }), production)).toBe('live');
    expect(await paymentModeFor(new Headers({ cookie: 'cw_payment_token=%E0%A4%A' }), production)).toBe('live');
  });

  it('is test on staging', async () => {
    expect(await paymentModeFor(new Headers(), staging)).toBe('test');
  });

  it('stays live in production when no payment secret is configured', async () => {
    const noSecret = parseConfig({ APP_ENV: 'production' });
    expect(await paymentModeFor(new Headers({ 'x-payment-token': '' }), noSecret)).toBe('live');
    expect(await paymentModeFor(new Headers({ 'x-payment-token': await signModeToken('test', '', HOUR) }), noSecret)).toBe('live');
  });
});
