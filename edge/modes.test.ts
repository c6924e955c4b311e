import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { paymentModeFor } from './modes';

const production = parseConfig({ APP_ENV: 'production', PAYMENT_SECRET: 'pay-secret' });
const staging = parseConfig({ APP_ENV: 'staging' });

describe('paymentModeFor', () => {
  it('is live in production without the secret, test with it', async () => {
    expect(await paymentModeFor(new Headers(), production)).toBe('live');
    expect(await paymentModeFor(new Headers({ 'x-payment-secret': 'wrong' }), production)).toBe('live');
    expect(await paymentModeFor(new Headers({ 'x-payment-secret': 'pay-secret' }), production)).toBe('test');
  });

  it('reads the session cookie a client without scripts keeps', async () => {
    expect(await paymentModeFor(new Headers({ cookie: 'a=1; cw_payment_secret=pay-secret' }), production)).toBe('test');
    expect(await paymentModeFor(new Headers({ cookie: 'cw_payment_secret=nope' }), production)).toBe('live');
    expect(await paymentModeFor(new Headers({ cookie: 'cw_payment_secret=%E0%A4%A' }), production)).toBe('live');
  });

  it('is test on staging', async () => {
    expect(await paymentModeFor(new Headers(), staging)).toBe('test');
  });

  it('stays live in production when no payment secret is configured', async () => {
    const noSecret = parseConfig({ APP_ENV: 'production' });
    expect(await paymentModeFor(new Headers({ 'x-payment-secret': '' }), noSecret)).toBe('live');
  });
});
