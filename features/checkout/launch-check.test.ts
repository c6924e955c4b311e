import { describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS, type CheckoutSettings } from '@/features/settings';
import { launchProblems, type LaunchConfig } from './launch-check';

const OFF: CheckoutSettings = EMPTY_SETTINGS.checkout;
const CARD_CAPTCHA: CheckoutSettings = { ...OFF, captchaCard: true };

/** A production server with a card provider and the captcha's keys, verifying tokens itself. */
const READY: LaunchConfig = {
  APP_ENV: 'production',
  DEFAULT_COUNTRY: 'IE',
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: '0x4AAAAAAAexample',
  CAPTCHA_VERIFY: 'site',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAAexample-secret',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_example0001',
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: undefined,
  NEXT_PUBLIC_PAYPAL_PLAN_ID: undefined,
  NEXT_PUBLIC_REVOLUT_PUBLIC_KEY: undefined,
  REVOLUT_SECRET_KEY: undefined,
};

const missing = (config: LaunchConfig, main: CheckoutSettings, gifts: CheckoutSettings = OFF) => launchProblems(config, { main, gifts }).map((p) => p.missing);

describe('the production launch check', () => {
  it('passes a production server with its captcha keys and a card provider', () => {
    expect(launchProblems(READY, { main: CARD_CAPTCHA, gifts: { ...OFF, captchaWallet: true, captchaWebforms: true } })).toEqual([]);
  });

  it('refuses a captcha flag on without the site key or, when the site verifies, the secret, naming the variable and the flag', () => {
    const problems = launchProblems({ ...READY, NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined, TURNSTILE_SECRET_KEY: undefined }, { main: CARD_CAPTCHA, gifts: OFF });
    expect(problems.map((p) => p.missing)).toEqual(['NEXT_PUBLIC_TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY']);
    expect(problems[0]!.message).toContain('captcha_card (main)');
    // Any flag, on either storefront.
    expect(missing({ ...READY, NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined }, OFF, { ...OFF, captchaWallet: true })).toEqual(['NEXT_PUBLIC_TURNSTILE_SITE_KEY']);
    expect(missing({ ...READY, TURNSTILE_SECRET_KEY: undefined }, { ...OFF, captchaWallet: true })).toEqual(['TURNSTILE_SECRET_KEY']);
    // Flags off: no key needed.
    expect(missing({ ...READY, NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined, TURNSTILE_SECRET_KEY: undefined }, OFF)).toEqual([]);
  });

  it('never refuses a start for captcha_webforms, which governs no form the site has (issue 46)', () => {
    const webforms = { ...OFF, captchaWebforms: true };
    expect(launchProblems({ ...READY, NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined, TURNSTILE_SECRET_KEY: undefined }, { main: webforms, gifts: webforms })).toEqual([]);
    // With a payment flag on too, only that flag is named.
    const problems = launchProblems({ ...READY, NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined }, { main: { ...webforms, captchaCard: true }, gifts: webforms });
    expect(problems.map((p) => p.missing)).toEqual(['NEXT_PUBLIC_TURNSTILE_SITE_KEY']);
    expect(problems[0]!.message).toContain('captcha_card (main)');
    expect(problems[0]!.message).not.toContain('captcha_webforms');
  });

  it('asks no secret of a site whose backend verifies the tokens (CAPTCHA_VERIFY=backend, the default), only the site key', () => {
    const backend: LaunchConfig = { ...READY, CAPTCHA_VERIFY: 'backend', TURNSTILE_SECRET_KEY: undefined };
    expect(missing(backend, CARD_CAPTCHA, { ...OFF, captchaWallet: true })).toEqual([]);
    expect(missing({ ...backend, NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined }, CARD_CAPTCHA)).toEqual(['NEXT_PUBLIC_TURNSTILE_SITE_KEY']);
  });

  it('refuses to leave single donations (and gift orders) without any live method', () => {
    const none = { ...READY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: undefined };
    const problems = launchProblems(none, { main: OFF, gifts: OFF });
    expect(problems.map((p) => p.missing)).toEqual(['a payment method for single donations']);
    expect(problems[0]!.message).toContain('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY');
    // PayPal alone will do; Revolut Pay only with its secret and the setting on.
    expect(missing({ ...none, NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'AbCdEfGhIjKlMnOpQr' }, OFF)).toEqual([]);
    const revolut = { ...none, NEXT_PUBLIC_REVOLUT_PUBLIC_KEY: 'pk_example0001' };
    expect(missing(revolut, { ...OFF, revolutPay: true }, { ...OFF, revolutPay: true })).toEqual(['a payment method for single donations']);
    expect(missing({ ...revolut, REVOLUT_SECRET_KEY: 'sk_example0001' }, { ...OFF, revolutPay: true }, { ...OFF, revolutPay: true })).toEqual([]);
    // The gifts shop's checkout counts too: Revolut Pay on the main site only leaves gifts with nothing.
    expect(missing({ ...revolut, REVOLUT_SECRET_KEY: 'sk_example0001' }, { ...OFF, revolutPay: true }, OFF)).toEqual(['a payment method for single donations']);
  });

  it('refuses when the settings cannot be read, and checks nothing on staging', () => {
    expect(launchProblems(READY, { error: 'http://backend: fetch failed' }).map((p) => p.missing)).toEqual(['site settings']);
    expect(launchProblems({ ...READY, APP_ENV: 'staging', NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: undefined }, { main: CARD_CAPTCHA, gifts: OFF })).toEqual([]);
  });
});
