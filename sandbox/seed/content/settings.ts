import { uuidFor } from '../util';
import type { Country, MenuLink, SiteSettings, Storefront } from '../types';
import { ctxFor, img, money, type Ctx } from './helpers';
import { EMERGENCY_APPEAL_PATH, HUNGER_APPEAL_PATH } from './appeals-news';

// Site settings for both storefronts, and the router's old-path redirects.

const GIFTS_CATEGORIES: MenuLink[] = [
  { title: 'Animals', url: '/category/animals' },
  { title: 'Education', url: '/category/education' },
  { title: 'Water', url: '/category/water' },
  { title: 'Food and farming', url: '/category/food-and-farming' },
  { title: 'Health', url: '/category/health' },
  { title: 'Under 25', url: '/category/under-25' },
];

function regions(c: Ctx): SiteSettings['gifts']['regions'] {
  const local = 'http://gifts.localhost:3000/';
  return [
    {
      image: img('flag-ie', 'Flag of Ireland'),
      label: 'Ireland',
      country_code: 'IE',
      link: c.country === 'IE' ? local : 'https://gifts.concernaid.ie/',
    },
    {
      image: img('flag-gb', 'Flag of the United Kingdom'),
      label: 'United Kingdom',
      country_code: 'GB',
      link: c.country === 'GB' ? local : 'https://gifts.concernaid.org.uk/',
    },
    {
      image: img('flag-us', 'Flag of the United States'),
      label: 'United States',
      country_code: 'US',
      link: 'https://gifts.concernaidusa.org/',
    },
  ];
}

function consent(): SiteSettings['consent'] {
  return {
    youtube: 'This video is hosted by YouTube. Playing it sets cookies from YouTube (Google). Accept to watch.',
    vimeo: 'This video is hosted by Vimeo. Playing it sets cookies from Vimeo. Accept to watch.',
    twitter: 'This post is hosted by X (Twitter). Showing it sets cookies from X. Accept to view.',
    instagram: 'This post is hosted by Instagram. Showing it sets cookies from Instagram (Meta). Accept to view.',
    iframe: 'This content is provided by a third party that may set cookies. Accept to view it.',
  };
}

function checkout(c: Ctx): SiteSettings['checkout'] {
  const tooltips: Record<string, string> = {
    email: 'We will send your receipt here. We will only email you about our work if you say we can.',
    phone: 'Only used if there is a problem with your donation or order, unless you tell us we can call you.',
    fundraising_costs: 'Covering the transaction fee means more of your donation reaches people in need.',
    company_donation: 'Tick this if you are giving on behalf of a company, so we can send the receipt in its name.',
    direct_debit: c.isGB
      ? 'Your payments are protected by the Direct Debit Guarantee. You can cancel at any time through your bank.'
      : 'Your SEPA direct debit is protected by your bank. You can cancel at any time.',
    source_code: 'Tell us where you heard about this appeal. It helps us spend less on fundraising.',
  };
  if (c.isGB) tooltips.giftaid = 'Gift Aid adds 25p to every £1 you give, at no cost to you, if you are a UK taxpayer.';
  else tooltips.tax_relief = 'If you give €250 or more in a year, we can claim tax back on your donation from Revenue.';
  return {
    captcha_card: true,
    captcha_wallet: false,
    captcha_webforms: true,
    stripe_payment_request: true,
    revolut_pay: c.country === 'IE',
    tooltips,
  };
}

function sourceCodes(c: Ctx): SiteSettings['source_codes'] {
  const code = (key: string) => uuidFor(`source:${c.country}:${key}`);
  return [
    { code: code('newsletter'), label: 'Email newsletter', starts_at: '2024-01-01T00:00:00+00:00' },
    { code: code('radio-2026'), label: c.isGB ? 'Radio appeal (LBC)' : 'Radio appeal (RTÉ Radio 1)', starts_at: '2026-02-01T00:00:00+00:00' },
    { code: code('social-gaza'), label: 'Social media: Gaza emergency', starts_at: '2026-10-15T00:00:00+00:00' },
    { code: code('friend'), label: 'A friend or family member', starts_at: '2020-01-01T00:00:00+00:00' },
    { code: code('christmas-2099'), label: 'Christmas campaign (not yet live)', starts_at: '2099-01-01T00:00:00+00:00' },
  ];
}

/**
 * The charity behind the site, as the footer shows it: its registered numbers link to the
 * public registers' own entry pages (numbers as in the ctx's charityNumber line).
 */
export function charity(c: Ctx): NonNullable<SiteSettings['charity']> {
  const address = c.office.lines.join(', ');
  if (c.isGB) {
    return {
      name: c.office.name,
      address,
      numbers: [
        {
          label: 'Registered charity in England and Wales',
          number: '1099175',
          url: 'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1099175',
        },
        {
          label: 'Registered charity in Scotland (OSCR)',
          number: 'SC046175',
          url: 'https://www.oscr.org.uk/about-charities/search-the-register/charity-details?number=SC046175',
        },
        { label: 'Company number', number: '04951175', url: 'https://find-and-update.company-information.service.gov.uk/company/04951175' },
      ],
      // The fundraising standard a UK charity registers with (shown beside the ways to pay).
      standards: [{ label: 'Registered with the Fundraising Regulator', url: 'https://www.fundraisingregulator.org.uk/directory/' }],
    };
  }
  return {
    name: c.office.name,
    address,
    numbers: [
      {
        label: 'Registered Charity Number (Charities Regulator)',
        number: '20011750',
        url: 'https://www.charitiesregulator.ie/en/information-for-the-public/search-the-register-of-charities/charity-detail?regid=20011750',
      },
      {
        label: 'Revenue charity number',
        number: 'CHY 11750',
        url: 'https://www.revenue.ie/en/corporate/information-about-revenue/statistics/other-datasets/charities/resident-charities.aspx',
      },
      { label: 'Company number (CRO)', number: '611750', url: null },
    ],
    // Ireland: registered with the Charities Regulator, and the Charities Institute Ireland's
    // Triple Lock standard (fundraising, governance and donor care).
    standards: [
      { label: 'Registered with the Charities Regulator', url: 'https://www.charitiesregulator.ie/en/information-for-the-public/search-the-register-of-charities/charity-detail?regid=20011750' },
      { label: 'Triple Lock Standard (Charities Institute Ireland)', url: 'https://www.charitiesinstituteireland.ie/triple-lock' },
    ],
  };
}

function mainSettings(c: Ctx): SiteSettings {
  return {
    front_page: '/home',
    gifts: { home_path: '/gifts-home', catalogue_url: '/category/all-gifts', regions: regions(c) },
    menus: {
      header: [
        {
          title: 'Our work',
          url: '/our-work',
          children: [
            { title: 'Where we work', url: '/our-work' },
            { title: 'Ethiopia', url: '/countries/ethiopia' },
            { title: 'Somalia', url: '/countries/somalia' },
            { title: 'Sudan', url: '/countries/sudan' },
            { title: 'Bangladesh', url: '/countries/bangladesh' },
            { title: 'Emergencies', url: '/emergencies' },
          ],
        },
        { title: 'Stories', url: '/stories' },
        { title: 'News', url: '/news', children: [{ title: 'Latest news', url: '/news' }, { title: 'Press centre', url: '/press' }] },
        {
          title: 'Knowledge hub',
          url: '/knowledge-hub',
          children: [
            { title: 'Knowledge hub', url: '/knowledge-hub' },
            { title: 'Publications', url: '/publications' },
            { title: 'Policy and research', url: '/policy-and-research' },
          ],
        },
        {
          title: 'Get involved',
          url: '/take-action',
          children: [
            { title: 'Take action', url: '/take-action' },
            { title: 'Ways to give', url: '/ways-to-give' },
            { title: 'Give monthly', url: '/give-monthly' },
          ],
        },
        { title: 'About us', url: '/about-us' },
        { title: 'Donate', url: '/donate' },
      ],
      footer: [
        { title: 'Contact us', url: '/contact-us' },
        { title: 'About us', url: '/about-us' },
        { title: 'Press centre', url: '/press' },
        { title: 'Safeguarding', url: '/safeguarding' },
        { title: 'Privacy policy', url: '/privacy-policy' },
        { title: 'Cookie policy', url: '/cookie-policy' },
      ],
    },
    banners: {
      appeal: {
        active: true,
        emergency: true,
        emergency_tag: 'Emergency',
        label: 'Gaza emergency',
        text: `Families in Gaza urgently need water, food and shelter. ${money(c, 25)} could provide a hygiene kit today.`,
        url: EMERGENCY_APPEAL_PATH,
        visibility: {
          content_types: ['news', 'story', 'page', 'country'],
          path_match: ['/home', '/emergencies'],
          path_start: ['/stories/', '/news/'],
          path_exclude: ['/donate', EMERGENCY_APPEAL_PATH, '/give-monthly', '/upgrade-your-gift'],
        },
      },
      event: {
        active: true,
        title: `Run for Concern Aid in ${c.isGB ? 'the London Marathon' : 'the Dublin City Marathon'}`,
        text: `Join team Concern Aid: we will support you all the way, from training plans to the finish line. Every ${money(c, 1)} you raise helps end extreme poverty.`,
        cta1: { label: 'Find out more', url: '/ways-to-give' },
        cta2: { label: 'Contact our events team', url: '/contact-us' },
      },
    },
    checkout: checkout(c),
    consent: consent(),
    redirects: [
      { from: '/emergency', to: EMERGENCY_APPEAL_PATH, status: 302 },
      { from: '/about', to: '/about-us', status: 301 },
      { from: '/monthly', to: '/give-monthly', status: 301 },
      { from: '/hunger', to: HUNGER_APPEAL_PATH, status: 302 },
    ],
    source_codes: sourceCodes(c),
    charity: charity(c),
  };
}

function giftsSettings(c: Ctx): SiteSettings {
  const main = mainSettings(c);
  return {
    ...main,
    menus: {
      header: [
        { title: 'All gifts', url: '/category/all-gifts', children: GIFTS_CATEGORIES },
        ...GIFTS_CATEGORIES.slice(0, 4),
        { title: 'Corporate gifts', url: '/category/corporate' },
        { title: 'Santa letters', url: '/gifts/letter-from-santa' },
      ],
      footer: [
        { title: 'Gifts FAQ', url: '/gifts-faq' },
        { title: 'Delivery information', url: '/gifts-delivery' },
        { title: 'Contact us', url: '/contact-us' },
        { title: 'Privacy policy', url: '/privacy-policy' },
        { title: 'Cookie policy', url: '/cookie-policy' },
      ],
    },
    banners: {
      appeal: {
        active: true,
        emergency: false,
        emergency_tag: null,
        label: 'Christmas posting dates',
        text: 'Order printed cards by 15 December for delivery before Christmas. E-cards can be sent right up to Christmas Day.',
        url: '/gifts-delivery',
        visibility: { content_types: ['page', 'standard_info_page'], path_match: ['/gifts-home'], path_start: ['/category/'], path_exclude: ['/gifts-delivery'] },
      },
      event: null,
    },
    redirects: [
      { from: '/shop', to: '/', status: 301 },
      { from: '/christmas', to: '/category/all-gifts', status: 302 },
      { from: '/delivery', to: '/gifts-delivery', status: 301 },
    ],
  };
}

export function siteSettingsFor(country: Country): Record<Storefront, SiteSettings> {
  const c = ctxFor(country);
  return { main: mainSettings(c), gifts: giftsSettings(c) };
}

export function routerRedirectsFor(country: Country): { from: string; to: string; status: 301 | 302 }[] {
  const c = ctxFor(country);
  return [
    { from: '/old-appeal', to: EMERGENCY_APPEAL_PATH, status: 301 },
    { from: '/what-we-do', to: '/our-work', status: 301 },
    { from: '/appeal/winter-appeal', to: HUNGER_APPEAL_PATH, status: 302 },
    { from: '/annual-report', to: '/publications/annual-report-2025', status: 302 },
    ...(c.isGB ? [{ from: '/giftaid', to: '/ways-to-give', status: 301 as const }] : [{ from: '/tax-back', to: '/ways-to-give', status: 301 as const }]),
  ];
}
