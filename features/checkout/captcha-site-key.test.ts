import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogReporter, setLogSink, type LogLevel } from '@/request/log';

vi.mock('server-only', () => ({}));
const { CAPTCHA_SITE_KEY_EVENT, REPORT_EVERY_MS, checkCaptchaSiteKey, flagsWithoutSiteKey, orderMeetsMissingKey, resetCaptchaSiteKeyReports } =
  await import('./captcha-site-key');

// A captcha flag on in production without the Turnstile site key (issue 46 §3): reported as an
// error (to Sentry) at start and on every settings webhook, never thrown; staging is not checked.

type Line = { level: LogLevel; event: string; data: Record<string, unknown> };
const off = { captchaCard: false, captchaWallet: false };
const noKey = { APP_ENV: 'production', NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined } as const;
const withKey = { APP_ENV: 'production', NEXT_PUBLIC_TURNSTILE_SITE_KEY: '0x4AAAAAAA' } as const;

let lines: Line[];
let reported: Line[];
let restore: (() => void)[];
beforeEach(() => {
  lines = [];
  reported = [];
  resetCaptchaSiteKeyReports();
  restore = [
    setLogSink((level, event, data) => lines.push({ level, event, data })),
    setLogReporter((level, event, data) => reported.push({ level, event, data })),
  ];
});
afterEach(() => restore.forEach((r) => r()));

describe('flagsWithoutSiteKey', () => {
  it('names each flag on, with its storefronts, only in production without a key', () => {
    const settings = { main: { captchaCard: true, captchaWallet: false }, gifts: { captchaCard: true, captchaWallet: true } };
    expect(flagsWithoutSiteKey(noKey, settings)).toEqual(['captcha_card (main, gifts)', 'captcha_wallet (gifts)']);
    const blank = { ...noKey, NEXT_PUBLIC_TURNSTILE_SITE_KEY: '   ' };
    expect(flagsWithoutSiteKey(blank, settings)).toEqual(['captcha_card (main, gifts)', 'captcha_wallet (gifts)']);
    expect(flagsWithoutSiteKey(withKey, settings)).toEqual([]);
    expect(flagsWithoutSiteKey({ APP_ENV: 'staging', NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined }, settings)).toEqual([]);
    expect(flagsWithoutSiteKey(noKey, { main: off, gifts: off })).toEqual([]);
  });
});

describe('checkCaptchaSiteKey', () => {
  for (const source of ['start', 'settings_webhook'] as const) {
    it(`reports a flag on without the site key as an error, to Sentry (${source})`, async () => {
      const read = vi.fn(async (storefront: 'main' | 'gifts') => (storefront === 'main' ? { captchaCard: true, captchaWallet: false } : off));
      await expect(checkCaptchaSiteKey(noKey, read, source)).resolves.toEqual(['captcha_card (main)']);
      expect(read.mock.calls.map((c) => c[0]).sort()).toEqual(['gifts', 'main']);
      const data = expect.objectContaining({ source, flags: 'captcha_card (main)', missing: 'NEXT_PUBLIC_TURNSTILE_SITE_KEY' });
      const error = { level: 'error', event: CAPTCHA_SITE_KEY_EVENT, data };
      expect(lines).toEqual([error]);
      expect(reported).toEqual([error]);
      expect(String(lines[0]!.data.message)).toContain('NEXT_PUBLIC_TURNSTILE_SITE_KEY is not set');
    });
  }

  it('says nothing with the key, with every flag off, or on staging; and then reads no settings without need', async () => {
    const read = vi.fn(async () => ({ captchaCard: true, captchaWallet: true }));
    await expect(checkCaptchaSiteKey(withKey, read, 'start')).resolves.toEqual([]);
    await expect(checkCaptchaSiteKey({ APP_ENV: 'staging', NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined }, read, 'settings_webhook')).resolves.toEqual([]);
    expect(read).not.toHaveBeenCalled();
    await expect(checkCaptchaSiteKey(noKey, async () => off, 'settings_webhook')).resolves.toEqual([]);
    expect(lines).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('settings it cannot read: a warning, nothing thrown, nothing reported as missing', async () => {
    const read = async (storefront: 'main' | 'gifts') => {
      if (storefront === 'gifts') throw new Error('backend answered 503');
      return { captchaCard: true, captchaWallet: false };
    };
    await expect(checkCaptchaSiteKey(noKey, read, 'settings_webhook')).resolves.toEqual([]);
    await expect(checkCaptchaSiteKey(noKey, async () => Promise.reject('not JSON'), 'start')).resolves.toEqual([]);
    expect(lines).toEqual([
      { level: 'warn', event: 'captcha_site_key_unchecked', data: { source: 'settings_webhook', error: 'backend answered 503' } },
      { level: 'warn', event: 'captcha_site_key_unchecked', data: { source: 'start', error: 'not JSON' } },
    ]);
    expect(reported).toEqual([]);
  });
});

describe('orderMeetsMissingKey', () => {
  it('is true while the key is missing, and says so at most every REPORT_EVERY_MS', () => {
    expect(orderMeetsMissingKey(withKey, ['captcha_card (main)'], 0)).toBe(false);
    expect(orderMeetsMissingKey(noKey, ['captcha_card (main)'], 1_000)).toBe(true);
    expect(orderMeetsMissingKey(noKey, ['captcha_card (main)'], 1_000 + REPORT_EVERY_MS - 1)).toBe(true);
    expect(reported.map((l) => l.data.source)).toEqual(['order']);
    expect(orderMeetsMissingKey(noKey, ['captcha_card (main)'], 1_000 + REPORT_EVERY_MS)).toBe(true);
    expect(reported.map((l) => l.data.source)).toEqual(['order', 'order']);
  });
});
