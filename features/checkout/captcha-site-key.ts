import { fetchSiteSettings } from '@/edge/backend';
import { loadConfig, type Config } from '@/edge/config';
import { log } from '@/request/log';
import { parseSettings, type CheckoutSettings } from '@/features/settings';

// A captcha flag on (captcha_card, captcha_wallet) in production without the Turnstile site
// key (NEXT_PUBLIC_TURNSTILE_SITE_KEY, set at build time): no donor's browser can get a token.
// Refusing every such order would lose every card donation without a word (issue 46), so the
// order routes then ask no token of the donor and pass the order on to the backend, which holds
// the flags and has the last word (CONTRACT §6), and the site reports it as an error
// (`captcha_site_key_missing`, to Sentry): at start (features/checkout/payment/startup.ts), on
// every settings webhook (app/api/revalidate) and, at most every REPORT_EVERY_MS per process,
// on an order that met it. `captcha_webforms` is not checked: it governs no form this site has.
// Staging without a site key is the sandbox provider's documented set-up, not a problem.

export const CAPTCHA_SITE_KEY_EVENT = 'captcha_site_key_missing';
/** How often an order route says it again while the problem lasts. */
export const REPORT_EVERY_MS = 10 * 60_000;

type KeyConfig = Pick<Config, 'APP_ENV' | 'NEXT_PUBLIC_TURNSTILE_SITE_KEY'>;
type Storefronts = { main: Pick<CheckoutSettings, 'captchaCard' | 'captchaWallet'>; gifts: Pick<CheckoutSettings, 'captchaCard' | 'captchaWallet'> };

/** Whether production lacks the site key, so no browser can get a captcha token. */
export function captchaKeyMissing(config: KeyConfig): boolean {
  return config.APP_ENV === 'production' && !config.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim();
}

/** The flags on that no donor can meet for want of the site key ('captcha_card (main)'…); none when the key is there. */
export function flagsWithoutSiteKey(config: KeyConfig, settings: Storefronts): string[] {
  if (!captchaKeyMissing(config)) return [];
  const flags = [
    ['captchaCard', 'captcha_card'],
    ['captchaWallet', 'captcha_wallet'],
  ] as const;
  return flags.flatMap(([key, name]) => {
    const where = (['main', 'gifts'] as const).filter((storefront) => settings[storefront][key]);
    return where.length > 0 ? [`${name} (${where.join(', ')})`] : [];
  });
}

/** The error line, reported to Sentry: what ops must do, and what the donor meets meanwhile. */
export function reportCaptchaWithoutSiteKey(flags: string[], source: 'start' | 'settings_webhook' | 'order'): void {
  if (flags.length === 0) return;
  log.error(
    CAPTCHA_SITE_KEY_EVENT,
    {
      source,
      flags: flags.join(', '),
      missing: 'NEXT_PUBLIC_TURNSTILE_SITE_KEY',
      message: `The settings turn the captcha on (${flags.join(', ')}) but NEXT_PUBLIC_TURNSTILE_SITE_KEY is not set at build time: no donor can get a token, so the order routes pass such orders on without one. Set the key and rebuild, or turn the flag off.`,
    },
    { report: true },
  );
}

/**
 * Reads both storefronts' settings and reports a flag without the key. Never throws: a backend
 * that cannot be read now is logged, and the next webhook or start checks again.
 */
export async function checkCaptchaSiteKey(config: KeyConfig, read: (storefront: 'main' | 'gifts') => Promise<Pick<CheckoutSettings, 'captchaCard' | 'captchaWallet'>>, source: 'start' | 'settings_webhook'): Promise<string[]> {
  if (!captchaKeyMissing(config)) return [];
  try {
    const [main, gifts] = await Promise.all([read('main'), read('gifts')]);
    const flags = flagsWithoutSiteKey(config, { main, gifts });
    reportCaptchaWithoutSiteKey(flags, source);
    return flags;
  } catch (error) {
    log.warn('captcha_site_key_unchecked', { source, error: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

let lastOrderReport = Number.NEGATIVE_INFINITY;

/**
 * The order routes' side (./gateway-check.ts captchaProblem): true when the settings ask a
 * captcha of this payment but production has no site key; then the route asks no token and
 * says so, at most every REPORT_EVERY_MS.
 */
export function orderMeetsMissingKey(config: KeyConfig, flagsOn: string[], now: number = Date.now()): boolean {
  if (!captchaKeyMissing(config)) return false;
  if (now - lastOrderReport >= REPORT_EVERY_MS) {
    lastOrderReport = now;
    reportCaptchaWithoutSiteKey(flagsOn, 'order');
  }
  return true;
}

/** Tests. */
export function resetCaptchaSiteKeyReports(): void {
  lastOrderReport = Number.NEGATIVE_INFINITY;
}

/** The check against the backend's settings as they are now (no cache), with this server's configuration. */
export async function checkSettingsCaptchaKey(source: 'start' | 'settings_webhook', config: KeyConfig = loadConfig()): Promise<string[]> {
  return checkCaptchaSiteKey(config, async (storefront) => parseSettings(await fetchSiteSettings(storefront)).checkout, source);
}
