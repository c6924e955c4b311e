import { describe, expect, it } from 'vitest';
import { setLogSink } from '@/edge/log';
import { EMPTY_SETTINGS, offeredSourceCodes, parseSettings } from './settings';

const consent = { youtube: 'YouTube sets cookies.', vimeo: 'Vimeo sets cookies.', twitter: 'X sets cookies.', instagram: 'Instagram sets cookies.', iframe: 'This page sets cookies.' };
const valid = {
  front_page: '/home',
  gifts: { home_path: '/gifts-home', catalogue_url: '/all-gifts', regions: [{ image: null, label: 'Ireland', country_code: 'IE', link: 'https://gifts.example.ie/' }] },
  menus: { header: [{ title: 'Our work', url: '/our-work', children: [{ title: 'Ethiopia', url: '/countries/ethiopia' }] }], footer: [] },
  banners: {
    appeal: { active: true, emergency: true, emergency_tag: 'Emergency', label: 'Gaza', text: 'Give now', url: '/appeal/gaza', visibility: { content_types: ['news'], path_match: [], path_start: [], path_exclude: ['/donate'] } },
    event: null,
  },
  checkout: { captcha_card: true, captcha_wallet: false, captcha_webforms: true, stripe_payment_request: true, revolut_pay: false, tooltips: { phone: 'So we can thank you.' } },
  consent,
  redirects: [{ from: '/old', to: '/new', status: 301 }],
  source_codes: [
    { code: '6f1c3b52-0c2e-4e44-9d8a-1f7c9c1b2a01', label: 'Christmas mailing', starts_at: '2026-11-01T00:00:00+00:00' },
    { code: '6f1c3b52-0c2e-4e44-9d8a-1f7c9c1b2a02', label: 'Spring mailing', starts_at: '2027-03-01T00:00:00+00:00' },
  ],
};

function withLog<T>(run: () => T): { value: T; events: string[] } {
  const events: string[] = [];
  const restore = setLogSink((_l, event) => events.push(event));
  try {
    return { value: run(), events };
  } finally {
    restore();
  }
}

describe('site settings (CONTRACT §2, SPEC §3)', () => {
  it('reads every section into the view model', () => {
    const { value: settings, events } = withLog(() => parseSettings(valid));
    expect(events).toEqual([]);
    expect(settings.problems).toEqual([]);
    expect(settings.menus.header[0]!.children[0]).toEqual({ title: 'Ethiopia', url: '/countries/ethiopia', children: [] });
    expect(settings.banners.appeal).toMatchObject({ emergencyTag: 'Emergency', visibility: { contentTypes: ['news'], pathExclude: ['/donate'] } });
    expect(settings.checkout).toMatchObject({ captchaCard: true, stripePaymentRequest: true, tooltips: { phone: 'So we can thank you.' } });
    expect(settings.gifts).toEqual({ homePath: '/gifts-home', catalogueUrl: '/all-gifts', regions: [{ image: null, label: 'Ireland', countryCode: 'IE', link: 'https://gifts.example.ie/' }] });
    expect(settings.redirects).toEqual([{ from: '/old', to: '/new', status: 301 }]);
  });

  it('logs a broken section and carries on with the rest (SPEC §8)', () => {
    const { value: settings, events } = withLog(() => parseSettings({ ...valid, menus: { header: 'oops' }, checkout: null }));
    expect(events).toEqual(['settings_invalid']);
    expect(settings.menus).toEqual(EMPTY_SETTINGS.menus);
    expect(settings.checkout).toEqual(EMPTY_SETTINGS.checkout);
    expect(settings.frontPage).toBe('/home');
    expect(settings.problems.some((p) => p.startsWith('menus.header'))).toBe(true);
  });

  it('skips malformed redirects one by one', () => {
    const { value: settings } = withLog(() =>
      parseSettings({ ...valid, redirects: [{ from: 'no-slash', to: '/x', status: 301 }, { from: '/a', to: '/b', status: 200 }, { from: '/ok', to: '/fine', status: 302 }] }),
    );
    expect(settings.redirects).toEqual([{ from: '/ok', to: '/fine', status: 302 }]);
    expect(settings.problems).toHaveLength(2);
  });

  it('falls back entirely on a body that is not an object', () => {
    const { value: settings } = withLog(() => parseSettings('<html>'));
    expect({ ...settings, problems: [] }).toEqual(EMPTY_SETTINGS);
  });

  it('offers only source codes whose startsAt has passed (SPEC §5)', () => {
    const settings = parseSettings(valid);
    expect(offeredSourceCodes(settings, new Date('2026-11-22T00:00:00Z')).map((s) => s.label)).toEqual(['Christmas mailing']);
    expect(offeredSourceCodes(settings, new Date('2027-03-01T00:00:00Z'))).toHaveLength(2);
  });
});
