import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaProvider, registerCaptchaWidget, SANDBOX_CAPTCHA_PREFIX, setCaptchaProvider, widgetCaptcha } from './captcha';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  setCaptchaProvider(null);
});

describe('the captcha provider', () => {
  it('is the sandbox one without a site key, the widget with one', async () => {
    vi.stubEnv('NEXT_PUBLIC_TURNSTILE_SITE_KEY', '');
    expect(await captchaProvider().token('donation')).toMatch(new RegExp(`^${SANDBOX_CAPTCHA_PREFIX}donation-`));
    vi.stubEnv('NEXT_PUBLIC_TURNSTILE_SITE_KEY', '0x4AAAAAAAexample');
    const unregister = registerCaptchaWidget({ token: async () => 'widget-token' });
    expect(await captchaProvider().token('donation')).toBe('widget-token');
    unregister();
  });

  it('waits for a widget still loading, and gives up with no token', async () => {
    const waiting = widgetCaptcha(1_000).token('donation');
    const unregister = registerCaptchaWidget({ token: async () => 'late-token' });
    expect(await waiting).toBe('late-token');
    unregister();
    vi.useFakeTimers();
    const none = widgetCaptcha(1_000).token('donation');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await none).toBe('');
  });
});
