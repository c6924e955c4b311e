import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppealBanner as AppealBannerSettings, EventBanner as EventBannerSettings, MenuLink } from '@/features/settings';
import { AppealBanner } from './AppealBanner';
import { EventBanner } from './EventBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { SiteHeaderVariant } from './header-variant';

// Server components rendered to HTML: what each variant shows, and the hooks other code and
// the journeys rely on (data attributes, landmarks, texts from SPEC.md).

const link = (title: string, url: string, children: MenuLink[] = []): MenuLink => ({ title, url, children });

const HEADER_MENU: MenuLink[] = [
  link('Our work', '/our-work', [link('Where we work', '/our-work'), link('Sudan', '/countries/sudan')]),
  link('News', '/news', [link('Press centre', '/press')]),
  link('About us', '/about-us'),
  link('Annual report', 'https://example.org/report.pdf'),
];

const count = (html: string, needle: string) => html.split(needle).length - 1;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('SiteHeader', () => {
  const render = (variant: SiteHeaderVariant, storefront: 'main' | 'gifts' = 'main', menu = HEADER_MENU) =>
    renderToStaticMarkup(<SiteHeader storefront={storefront} menu={menu} variant={variant} />);

  it('marks its variant and storefront, and starts with the skip link', () => {
    const html = render('full');
    expect(html).toMatch(/^<header[^>]* data-header-variant="full" data-storefront="main"/);
    expect(html).toMatch(/^<header[^>]*><a [^>]*href="#main-content"[^>]*>Skip to content<\/a>/);
  });

  it("links the brand to '/' with the storefront's name (its mark is decorative)", () => {
    const brand = (html: string) => /<a [^>]*href="\/"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? '';
    expect(text(brand(render('full', 'main'))).trim()).toBe('Concern Aid');
    expect(text(brand(render('full', 'gifts'))).trim()).toBe('Concern Aid Gifts');
    expect(brand(render('full', 'main'))).toMatch(/^<svg[^>]*aria-hidden="true"/);
  });

  describe('full', () => {
    const html = render('full');

    it('shows the menu in <nav aria-label="Main"> behind a <details> Menu toggle', () => {
      expect(html).toMatch(/<details[^>]*><summary[^>]*>(<svg.*?<\/svg>)?(<span[^>]*>)?Menu(<\/span>)?<\/summary><nav aria-label="Main"/);
      expect(count(html, '<nav')).toBe(1);
    });

    it('opens children in a <details> dropdown, the parent page first unless already listed', () => {
      expect(html).toMatch(/<details[^>]*name="site-header-menu"[^>]*><summary[^>]*>Our work<\/summary>/);
      expect(count(html, 'href="/our-work"')).toBe(1);
      expect(text(html)).toContain('Where we work Sudan');
      // 'News' is not among its children: it leads its dropdown.
      expect(html).toMatch(/<summary[^>]*>News<\/summary><div[^>]*><ul[^>]*><li><a[^>]*href="\/news"[^>]*>News<\/a><\/li><li><a[^>]*href="\/press"/);
    });

    it('renders links without children as plain links, external ones as plain anchors', () => {
      expect(html).toMatch(/<a [^>]*href="\/about-us"[^>]*>About us<\/a>/);
      expect(html).toMatch(/<a [^>]*href="https:\/\/example.org\/report.pdf"[^>]*>Annual report<\/a>/);
    });

    it('has a Donate button to /donate on main, a Basket link on gifts', () => {
      expect(html).toMatch(/<a [^>]*class="button[^"]*"[^>]*href="\/donate"[^>]*>Donate<\/a>/);
      expect(html).not.toContain('/basket');
      const gifts = render('full', 'gifts');
      expect(gifts).toMatch(/<a [^>]*href="\/basket"[^>]*>.*Basket(<\/span>)?<\/a>/);
      expect(gifts).not.toContain('href="/donate"');
    });

    it('renders no client script hooks: no buttons, only details/summary', () => {
      expect(html).not.toContain('<button');
    });

    it('leaves out the menu when there are no links', () => {
      const empty = render('full', 'main', []);
      expect(empty).not.toContain('<nav');
      expect(empty).toContain('>Donate</a>');
    });
  });

  describe('basic', () => {
    it("shows the brand and 'Secure donation' on main, no menu, no Donate", () => {
      const html = render('basic');
      expect(text(html)).toContain('Secure donation');
      expect(html).not.toContain('<nav');
      expect(html).not.toContain('<details');
      expect(html).not.toContain('href="/donate"');
      expect(count(html, '<a ')).toBe(2); // skip link and brand
    });

    it('shows the brand only on gifts', () => {
      const html = render('basic', 'gifts');
      expect(html).not.toContain('Secure donation');
      expect(html).not.toContain('<nav');
      expect(html).not.toContain('/basket');
    });
  });

  describe('activism', () => {
    it('shows brand and menu but no Donate button', () => {
      const html = render('activism');
      expect(html).toMatch(/data-header-variant="activism"/);
      expect(html).toContain('<nav aria-label="Main"');
      expect(html).not.toContain('href="/donate"');
      expect(html).not.toContain('Secure donation');
    });

    it('keeps the basket reachable on gifts', () => {
      expect(render('activism', 'gifts')).toContain('href="/basket"');
    });
  });

  describe('no_navigation', () => {
    it.each(['main', 'gifts'] as const)('shows the brand only on %s', (storefront) => {
      const html = render('no_navigation', storefront);
      expect(html).not.toContain('<nav');
      expect(html).not.toContain('<details');
      expect(html).not.toContain('href="/donate"');
      expect(html).not.toContain('href="/basket"');
      expect(count(html, '<a ')).toBe(2);
    });
  });
});

describe('SiteFooter', () => {
  const FOOTER_MENU: MenuLink[] = [
    link('About us', '/about-us', [link('Our people', '/about-us/people'), link('Jobs', '/jobs')]),
    link('Contact us', '/contact-us'),
    link('Privacy policy', '/privacy-policy'),
  ];
  const html = renderToStaticMarkup(<SiteFooter storefront="gifts" menu={FOOTER_MENU} />);

  it('marks its storefront and labels its nav', () => {
    expect(html).toMatch(/^<footer[^>]* data-storefront="gifts"/);
    expect(html).toMatch(/<nav aria-label="Footer"[ >]/);
  });

  it('renders a link with children as a column headed by it', () => {
    expect(html).toMatch(/<li[^>]*><a[^>]*href="\/about-us"[^>]*>About us<\/a><ul[^>]*><li><a[^>]*href="\/about-us\/people"[^>]*>Our people<\/a>/);
  });

  it('renders the other links, then Manage my cookies', () => {
    expect(html).toMatch(/href="\/contact-us"[^>]*>Contact us<\/a>/);
    expect(html).toMatch(/href="\/privacy-policy"[^>]*>Privacy policy<\/a>/);
    expect(html).toMatch(/<a href="\/cookie-policy#manage-cookies" data-manage-cookies=""[^>]*>Manage my cookies<\/a>/);
  });

  it('always has Manage my cookies, even with an empty menu', () => {
    const empty = renderToStaticMarkup(<SiteFooter storefront="main" menu={[]} />);
    expect(empty).toContain('>Manage my cookies</a>');
  });

  it('has the copyright line with the year, and claims no registration without the numbers', () => {
    expect(html).toContain(`© ${new Date().getFullYear()} Concern Aid.`);
    expect(text(html)).not.toMatch(/registered charity/i);
  });
});

describe('AppealBanner', () => {
  const banner = (overrides: Partial<AppealBannerSettings> = {}): AppealBannerSettings => ({
    active: true,
    emergency: false,
    emergencyTag: null,
    label: 'Christmas posting dates',
    text: 'Order printed cards by 15 December.',
    url: '/gifts-delivery',
    visibility: { contentTypes: [], pathMatch: [], pathStart: [], pathExclude: [] },
    ...overrides,
  });

  it('renders label as the link to the banner URL, and the text', () => {
    const html = renderToStaticMarkup(<AppealBanner banner={banner()} />);
    expect(html).toMatch(/^<aside[^>]* data-appeal-banner="" data-emergency="false"/);
    expect(html).toMatch(/<a [^>]*href="\/gifts-delivery"[^>]*>Christmas posting dates<\/a>/);
    expect(text(html)).toContain('Order printed cards by 15 December.');
  });

  it('shows the emergency tag as a badge when an emergency', () => {
    const html = renderToStaticMarkup(<AppealBanner banner={banner({ emergency: true, emergencyTag: 'Emergency', label: 'Gaza emergency', url: '/appeal/gaza' })} />);
    expect(html).toMatch(/data-emergency="true"/);
    expect(html).toMatch(/<span[^>]*>Emergency<\/span>/);
    expect(html).toMatch(/href="\/appeal\/gaza"[^>]*>Gaza emergency<\/a>/);
  });

  it('shows no badge outside an emergency, even with a tag set', () => {
    const html = renderToStaticMarkup(<AppealBanner banner={banner({ emergencyTag: 'Emergency' })} />);
    expect(html).not.toContain('>Emergency</span>');
  });

  it('puts the link on the text when there is no label', () => {
    const html = renderToStaticMarkup(<AppealBanner banner={banner({ label: '' })} />);
    expect(html).toMatch(/href="\/gifts-delivery"[^>]*>Order printed cards by 15 December.<\/a>/);
  });
});

describe('EventBanner', () => {
  const banner = (overrides: Partial<EventBannerSettings> = {}): EventBannerSettings => ({
    active: true,
    title: 'Run for Concern Aid',
    text: 'Join team Concern Aid.',
    cta1: { label: 'Find out more', url: '/ways-to-give' },
    cta2: { label: 'Contact our events team', url: '/contact-us' },
    ...overrides,
  });

  it('renders title, text, cta1 as primary and cta2 as secondary button', () => {
    const html = renderToStaticMarkup(<EventBanner banner={banner()} />);
    expect(html).toMatch(/^<aside[^>]* data-event-banner=""/);
    expect(html).toMatch(/<h2[^>]*>Run for Concern Aid<\/h2>/);
    expect(text(html)).toContain('Join team Concern Aid.');
    expect(html).toMatch(/<a [^>]*class="button [^"]*"[^>]*href="\/ways-to-give"[^>]*>Find out more<\/a>/);
    expect(html).toMatch(/<a [^>]*class="button button--secondary[^"]*"[^>]*href="\/contact-us"[^>]*>Contact our events team<\/a>/);
  });

  it('leaves out cta2 when not set', () => {
    const html = renderToStaticMarkup(<EventBanner banner={banner({ cta2: null })} />);
    expect(count(html, '<a ')).toBe(1);
  });

  it('renders nothing when inactive', () => {
    expect(renderToStaticMarkup(<EventBanner banner={banner({ active: false })} />)).toBe('');
  });
});

