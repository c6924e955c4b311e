import { afterEach, describe, expect, it } from 'vitest';
import { acceptAll, decide, NO_CONSENT, rejectAll } from './model';
import { CONSENT_DEFAULTS, consentSignals, containerUrl, gtag, gtmId } from './tag-manager';

// The tag manager's rules: which container loads (none without an id), Consent Mode v2
// defaults (denied) and how the dialog's answer maps onto its signals.

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

describe('tag manager', () => {
  it('loads a container only for a well-formed id', () => {
    expect(gtmId(undefined)).toBe('');
    expect(gtmId('')).toBe('');
    expect(gtmId('GTM-AB12CD')).toBe('GTM-AB12CD');
    expect(gtmId(' GTM-AB12CD ')).toBe('GTM-AB12CD');
    expect(gtmId('GTM-AB12CD"><script>')).toBe('');
    expect(gtmId('UA-12345-1')).toBe('');
  });

  it('adds GTM’s debug flag in admin mode (SPEC §6)', () => {
    expect(containerUrl('GTM-AB12CD', false)).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(containerUrl('GTM-AB12CD', true)).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD&gtm_debug=x');
  });

  it('denies everything but the strictly necessary by default (Consent Mode v2)', () => {
    expect(CONSENT_DEFAULTS).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', security_storage: 'granted' });
    expect(consentSignals(NO_CONSENT)).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('maps statistics to analytics and marketing to advertising', () => {
    expect(consentSignals(acceptAll(NO_CONSENT, 0))).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
    expect(consentSignals(rejectAll(NO_CONSENT, 0))).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied' });
    expect(consentSignals(decide(NO_CONSENT, { statistics: true, marketing: false }, 0))).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it('queues gtag commands as Arguments objects, as Google’s tags read them', () => {
    (globalThis as { window?: unknown }).window = globalThis;
    gtag('consent', 'default', CONSENT_DEFAULTS);
    const [entry] = window.dataLayer as unknown[];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'default', CONSENT_DEFAULTS]);
  });
});
