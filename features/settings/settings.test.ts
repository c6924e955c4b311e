import { describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
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
    const { value: settings, events } = withLog(() => parseSettings({ ...valid, menus: 'oops', checkout: null }));
    expect(events).toEqual(['settings_invalid']);
    expect(settings.menus).toEqual(EMPTY_SETTINGS.menus);
    expect(settings.checkout).toEqual(EMPTY_SETTINGS.checkout);
    expect(settings.frontPage).toBe('/home');
    expect(settings.problems.some((p) => p.startsWith('menus'))).toBe(true);
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

describe('settings fields the site can live without', () => {
  function dropping(raw: unknown) {
    const dropped: unknown[] = [];
    const restore = setLogSink((_l, event, data) => {
      if (event === 'payload_field_dropped') dropped.push(data.field);
    });
    try {
      return { settings: parseSettings(raw), dropped };
    } finally {
      restore();
    }
  }

  it('drops a menu item that does not fit and keeps the rest of the menu', () => {
    const header = [{ title: '', url: '/x' }, { title: 'Our work', url: '/our-work', children: [{ title: 'Kenya' }, { title: 'Ethiopia', url: '/countries/ethiopia' }] }];
    const { settings, dropped } = dropping({ ...valid, menus: { header, footer: 'footer' } });
    expect(settings.menus).toEqual({ header: [{ title: 'Our work', url: '/our-work', children: [{ title: 'Ethiopia', url: '/countries/ethiopia', children: [] }] }], footer: [] });
    expect(dropped).toEqual(['menus.header.0', 'menu item children.0', 'menus.footer']);
    expect(settings.problems).toEqual([]);
  });

  it('drops a banner that does not fit without losing the other one', () => {
    const { settings, dropped } = dropping({ ...valid, banners: { ...valid.banners, event: { active: true, title: 'Run' } } });
    expect(settings.banners.appeal).toMatchObject({ label: 'Gaza' });
    expect(settings.banners.event).toBeNull();
    expect(dropped).toEqual(['banners.event']);
  });

  it('reads checkout and banner flags as Drupal sends them', () => {
    const { settings, dropped } = dropping({
      ...valid,
      checkout: { ...valid.checkout, captcha_card: '1', captcha_wallet: 1, captcha_webforms: '0', stripe_payment_request: 0, revolut_pay: 'on' },
      banners: { ...valid.banners, appeal: { ...valid.banners.appeal, active: '1', emergency: 0 } },
    });
    expect(settings.checkout).toMatchObject({ captchaCard: true, captchaWallet: true, captchaWebforms: false, stripePaymentRequest: false, revolutPay: false });
    expect(settings.banners.appeal).toMatchObject({ active: true, emergency: false });
    expect(dropped).toEqual(['checkout.revolut_pay']);
  });

  it('drops a source code or region that does not fit, one by one', () => {
    const { settings, dropped } = dropping({
      ...valid,
      source_codes: [{ code: 'x', label: 'Bad date', starts_at: 'soon' }, valid.source_codes[0]],
      gifts: { ...valid.gifts, regions: [{ label: 'Nowhere' }, ...valid.gifts.regions] },
    });
    expect(settings.sourceCodes.map((s) => s.label)).toEqual(['Christmas mailing']);
    expect(settings.gifts.regions.map((r) => r.label)).toEqual(['Ireland']);
    expect(dropped).toEqual(['gifts.regions.0', 'source_codes.0']);
  });
});

describe("the charity's registered numbers (settings.charity, optional)", () => {
  const charity = {
    name: 'Concern Aid UK',
    address: 'Unit 4, 20 Clerkenwell Close, London EC1R 0AA',
    numbers: [
      { label: 'Charity Commission for England and Wales', number: '1099175', url: 'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1099175' },
      { label: 'OSCR (Scotland)', number: 'SC046175', url: 'https://www.oscr.org.uk/about-charities/search-the-register/charity-details?number=SC046175' },
    ],
  };

  function parsed(raw: unknown) {
    const events: { event: string; field: unknown }[] = [];
    const restore = setLogSink((_l, event, data) => events.push({ event, field: data.field }));
    try {
      return { settings: parseSettings(raw), events };
    } finally {
      restore();
    }
  }

  it('reads the name, address and numbers with their register links', () => {
    const { settings, events } = parsed({ ...valid, charity });
    expect(events).toEqual([]);
    expect(settings.charity).toEqual({
      name: 'Concern Aid UK',
      address: 'Unit 4, 20 Clerkenwell Close, London EC1R 0AA',
      numbers: [
        { label: 'Charity Commission for England and Wales', number: '1099175', url: charity.numbers[0]!.url },
        { label: 'OSCR (Scotland)', number: 'SC046175', url: charity.numbers[1]!.url },
      ],
      standards: [],
    });
  });

  it('is optional: absent or null reads as null, with nothing logged', () => {
    for (const value of [undefined, null]) {
      const { settings, events } = parsed({ ...valid, charity: value });
      expect(settings.charity).toBeNull();
      expect(events).toEqual([]);
      expect(settings.problems).toEqual([]);
    }
  });

  it('drops a charity without a name (logged) and keeps every other section', () => {
    const { settings, events } = parsed({ ...valid, charity: { numbers: charity.numbers } });
    expect(settings.charity).toBeNull();
    expect(events).toEqual([{ event: 'payload_field_dropped', field: 'charity' }]);
    expect(settings.problems).toEqual([]);
    expect(settings.menus.header).toHaveLength(1);
  });

  it('drops a number that does not fit, one by one, and a link that is not an http(s) URL', () => {
    const numbers = [{ label: 'No number' }, 'CHY 1', { label: 'Revenue CHY number', number: 'CHY 11750', url: 'javascript:alert(1)' }, charity.numbers[0]];
    const { settings, events } = parsed({ ...valid, charity: { ...charity, address: 42, numbers } });
    expect(settings.charity).toEqual({
      name: 'Concern Aid UK',
      address: null,
      numbers: [
        { label: 'Revenue CHY number', number: 'CHY 11750', url: null },
        { label: 'Charity Commission for England and Wales', number: '1099175', url: charity.numbers[0]!.url },
      ],
      standards: [],
    });
    expect(events.map((e) => e.field)).toEqual(['charity.address', 'charity.numbers.0', 'charity.numbers.1', 'charity.numbers.url']);
  });

  it('reads a numbers field that is not a list as no numbers', () => {
    const { settings } = parsed({ ...valid, charity: { name: 'Concern Aid', numbers: 'RCN 20011750' } });
    expect(settings.charity).toEqual({ name: 'Concern Aid', address: null, numbers: [], standards: [] });
  });

  it('reads the fundraising standards the checkouts show (issue 40), dropping one without an http(s) link', () => {
    const standards = [
      { label: 'Registered with the Fundraising Regulator', url: 'https://www.fundraisingregulator.org.uk/directory/' },
      { label: 'No link' },
      { label: 'Bad link', url: 'javascript:alert(1)' },
    ];
    const { settings, events } = parsed({ ...valid, charity: { ...charity, standards } });
    expect(settings.charity?.standards).toEqual([standards[0]]);
    expect(events.map((e) => e.field)).toEqual(['charity.standards.1', 'charity.standards.2']);
    expect(parsed({ ...valid, charity: { ...charity, standards: 'FR' } }).settings.charity?.standards).toEqual([]);
  });
});
