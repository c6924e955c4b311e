import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('has working defaults for the sandbox', () => {
    const config = parseConfig({});
    expect(config.BACKEND_URL).toBe('http://127.0.0.1:4000');
    expect(config.DEFAULT_COUNTRY).toBe('IE');
    expect(config.GIFTS_HOSTS).toEqual(['gifts.localhost']);
    expect(config.MAIN_HOSTS).toEqual(['localhost', '127.0.0.1']);
    expect(config.BACKEND_HTTP_AUTH).toBeUndefined();
  });

  it('normalises lists and trailing slashes', () => {
    const config = parseConfig({ BACKEND_URL: 'https://cms.example.org/', GIFTS_HOSTS: ' Gifts.Example.org, ,shop.example.org ' });
    expect(config.BACKEND_URL).toBe('https://cms.example.org');
    expect(config.GIFTS_HOSTS).toEqual(['gifts.example.org', 'shop.example.org']);
  });

  it('names every bad variable, and hides secrets', () => {
    let error: unknown;
    try {
      parseConfig({ BACKEND_URL: 'not a url', DEFAULT_COUNTRY: 'FR', BACKEND_HTTP_AUTH: 'no-colon-secret' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('BACKEND_URL: must be an http(s) URL');
    expect(message).toContain('"not a url"');
    expect(message).toContain('DEFAULT_COUNTRY: must be IE or GB (got "FR")');
    expect(message).toContain('BACKEND_HTTP_AUTH: must be user:password (got (hidden))');
    expect(message).not.toContain('no-colon-secret');
  });

  it('takes a Redis URL, or none, and never shows one it refuses (it may carry a password)', () => {
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
    expect(parseConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ REDIS_URL: 'redis://:pw@10.0.0.5:6379/0' }).REDIS_URL).toBe('redis://:pw@10.0.0.5:6379/0');
    expect(parseConfig({ REDIS_URL: 'rediss://cache.example.org:6380' }).REDIS_URL).toBe('rediss://cache.example.org:6380');
    let message = '';
    try {
      parseConfig({ REDIS_URL: 'http://user:hunter2@cache.example.org' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    expect(message).toContain('(got (hidden))');
    expect(message).not.toContain('hunter2');
  });

  it('has the backend verify the captcha unless told the site must (CAPTCHA_VERIFY)', () => {
    expect(parseConfig({}).CAPTCHA_VERIFY).toBe('backend');
    expect(parseConfig({ CAPTCHA_VERIFY: '' }).CAPTCHA_VERIFY).toBe('backend');
    expect(parseConfig({ CAPTCHA_VERIFY: 'site' }).CAPTCHA_VERIFY).toBe('site');
    expect(() => parseConfig({ CAPTCHA_VERIFY: 'both' })).toThrow(/CAPTCHA_VERIFY: must be backend or site \(got "both"\)/);
  });

  it('refuses a non-http backend URL', () => {
    expect(() => parseConfig({ BACKEND_URL: 'ftp://cms.example.org' })).toThrow(/BACKEND_URL/);
  });

  it('takes a tag-manager container id, or none', () => {
    expect(parseConfig({}).NEXT_PUBLIC_GTM_ID).toBeUndefined();
    expect(parseConfig({ NEXT_PUBLIC_GTM_ID: '' }).NEXT_PUBLIC_GTM_ID).toBe('');
    expect(parseConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD' }).NEXT_PUBLIC_GTM_ID).toBe('GTM-AB12CD');
    expect(() => parseConfig({ NEXT_PUBLIC_GTM_ID: 'G-12345' })).toThrow(/NEXT_PUBLIC_GTM_ID: must be a container id/);
  });

  it('checks the payment providers’ publishable keys, and never takes a live key for test mode or back', () => {
    const ok = parseConfig({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcdefgh', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST: 'pk_test_51abcdefgh', NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'AbCdEfGhIjKlMnOpQrSt-123', NEXT_PUBLIC_REVOLUT_PUBLIC_KEY: 'pk_abcdefgh1234', NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST: '' });
    expect(ok.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY).toBe('pk_live_51abcdefgh');
    expect(ok.NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST).toBeUndefined();
    expect(() => parseConfig({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcdefgh' })).toThrow(/NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: must be a live publishable key/);
    expect(() => parseConfig({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST: 'pk_live_51abcdefgh' })).toThrow(/NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST: must be a test publishable key/);
    expect(() => parseConfig({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_live_51abcdefgh' })).toThrow(/NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY/);
    expect(() => parseConfig({ NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'short' })).toThrow(/NEXT_PUBLIC_PAYPAL_CLIENT_ID: must be a PayPal/);
    expect(() => parseConfig({ NEXT_PUBLIC_REVOLUT_PUBLIC_KEY: 'sk_abcdefgh1234' })).toThrow(/NEXT_PUBLIC_REVOLUT_PUBLIC_KEY: must be a Revolut/);
  });

  it('refuses to start in production with a guessable secret shorter than 32 characters, naming it (issue 31)', () => {
    const long = 'x'.repeat(32);
    for (const name of ['ADMIN_SECRET', 'PAYMENT_SECRET', 'REVALIDATE_SECRET']) {
      let message = '';
      try {
        parseConfig({ [name]: 'probe-pay' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, name).toContain(`${name}: must be at least 32 characters when APP_ENV is production`);
      expect(message).not.toContain('probe-pay');
      expect(() => parseConfig({ APP_ENV: 'production', [name]: 'y'.repeat(31) }), name).toThrow(ConfigError);
      expect(parseConfig({ APP_ENV: 'production', [name]: long })[name as 'ADMIN_SECRET']).toBe(long);
      // Staging takes live payments from no one: the sandbox's short defaults stay usable there.
      expect(parseConfig({ APP_ENV: 'staging', [name]: 'probe-pay' })[name as 'ADMIN_SECRET']).toBe('probe-pay');
    }
    expect(parseConfig({ APP_ENV: 'production', ADMIN_SECRET: '' }).ADMIN_SECRET).toBeUndefined(); // unset: the mode is off
  });
});
