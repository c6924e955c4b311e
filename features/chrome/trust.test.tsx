import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Charity } from '@/features/settings';
import { CheckoutFooter } from './CheckoutFooter';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { copyrightLine, otherSite, whoRunsTheSite } from './site-links';

// The chrome's trust marks and ways round the site: the charity's registered numbers linked to
// the public registers, who runs the site, the links between the storefronts and the search link.

const ORIGINS = { main: 'https://www.concernaid.org.uk', gifts: 'https://gifts.concernaid.org.uk' };
const CHARITY: Charity = {
  name: 'Concern Aid UK',
  address: 'Unit 4, 20 Clerkenwell Close, London EC1R 0AA, United Kingdom',
  numbers: [
    { label: 'Registered charity in England and Wales', number: '1099175', url: 'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1099175' },
    { label: 'Registered charity in Scotland (OSCR)', number: 'SC046175', url: 'https://www.oscr.org.uk/about-charities/search-the-register/charity-details?number=SC046175' },
    { label: 'Company number', number: '04951175', url: null },
  ],
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const footer = (storefront: 'main' | 'gifts', charity: Charity | null = CHARITY) =>
  renderToStaticMarkup(<SiteFooter storefront={storefront} menu={[]} charity={charity} origins={ORIGINS} />);

describe('the footer names the charity and its registered numbers', () => {
  it.each(['main', 'gifts'] as const)('links each number to its register on %s', (storefront) => {
    const html = footer(storefront);
    expect(html).toMatch(/<li[^>]*data-charity-number="1099175"[^>]*>.*Registered charity in England and Wales.*<a href="https:\/\/register-of-charities\.charitycommission\.gov\.uk\/charity-search\/-\/charity-details\/1099175"[^>]*>1099175<\/a><\/li>/);
    expect(html).toMatch(/<a href="https:\/\/www\.oscr\.org\.uk\/about-charities\/search-the-register\/charity-details\?number=SC046175"[^>]*>SC046175<\/a>/);
    // A number without a register link is shown, not linked.
    expect(text(html)).toContain('Company number 04951175');
    expect(html).not.toMatch(/<a [^>]*>04951175<\/a>/);
    expect(text(html)).toContain('Unit 4, 20 Clerkenwell Close, London EC1R 0AA, United Kingdom');
  });

  it('says who runs each storefront', () => {
    expect(text(footer('main'))).toContain('Concern Aid UK is a registered charity.');
    expect(text(footer('gifts'))).toContain('Concern Aid Gifts is run by Concern Aid UK, a registered charity.');
    expect(whoRunsTheSite('main', { name: 'Concern Aid' }, 'Concern Aid')).toBe('Concern Aid is a registered charity.');
    expect(whoRunsTheSite('gifts', { name: 'Concern Aid' }, 'Concern Aid Gifts')).toBe('Concern Aid Gifts is run by Concern Aid, a registered charity.');
  });

  it("puts the charity's own name in the copyright line", () => {
    expect(footer('main')).toContain(`© ${new Date().getFullYear()} Concern Aid UK.`);
    expect(copyrightLine(2026, 'Concern Aid')).toBe('© 2026 Concern Aid.');
  });

  it('claims nothing when the settings give no charity', () => {
    const html = footer('main', null);
    expect(html).not.toContain('data-charity');
    expect(text(html)).not.toMatch(/registered charity/i);
    expect(html).toContain('Manage my cookies');
  });
});

describe('the storefronts link to each other', () => {
  it("the main site's footer leads to the gifts shop", () => {
    expect(otherSite('main', ORIGINS).links).toEqual([{ label: 'Shop charity gifts', href: 'https://gifts.concernaid.org.uk/' }]);
    const html = footer('main');
    expect(html).toMatch(/data-other-storefront="gifts"/);
    expect(text(html)).toContain('Charity gifts');
    expect(html).toMatch(/<a href="https:\/\/gifts\.concernaid\.org\.uk\/"[^>]*>Shop charity gifts/);
  });

  it("the shop's footer leads to the main site's home and its Donate page", () => {
    expect(otherSite('gifts', ORIGINS).links).toEqual([
      { label: 'Concern Aid home', href: 'https://www.concernaid.org.uk/' },
      { label: 'Donate', href: 'https://www.concernaid.org.uk/donate' },
    ]);
    const html = footer('gifts');
    expect(html).toMatch(/<a href="https:\/\/www\.concernaid\.org\.uk\/"[^>]*>Concern Aid home/);
    expect(html).toMatch(/<a href="https:\/\/www\.concernaid\.org\.uk\/donate"[^>]*>Donate/);
  });

  it('takes the origins from the configuration when none are given', () => {
    const html = renderToStaticMarkup(<SiteFooter storefront="main" menu={[]} />);
    expect(html).toMatch(/<a href="http:\/\/gifts\.localhost(:\d+)?\/"[^>]*>Shop charity gifts/);
  });
});

describe('the header links to search', () => {
  const header = (storefront: 'main' | 'gifts', variant: 'full' | 'basic' | 'activism' | 'no_navigation') =>
    renderToStaticMarkup(<SiteHeader storefront={storefront} menu={[{ title: 'About us', url: '/about-us', children: [] }]} variant={variant} />);

  it('on the main site, wherever its menu shows, with an icon and the word Search', () => {
    for (const variant of ['full', 'activism'] as const) {
      expect(header('main', variant), variant).toMatch(/<a [^>]*href="\/search"[^>]*><svg[^>]*aria-hidden="true".*?<\/svg><span[^>]*>Search<\/span><\/a>/);
    }
  });

  it('not in the donation journey, on a page without navigation, or in the shop', () => {
    expect(header('main', 'basic')).not.toContain('href="/search"');
    expect(header('main', 'no_navigation')).not.toContain('href="/search"');
    expect(header('gifts', 'full')).not.toContain('href="/search"');
  });
});

describe("a checkout's footer: one legal line (issue 40)", () => {
  it('names who runs the site, its numbers linked to the registers, the copyright and Manage my cookies, in one line and nothing else', () => {
    const html = renderToStaticMarkup(<CheckoutFooter storefront="gifts" charity={CHARITY} />);
    expect(html).toMatch(/^<footer[^>]*data-legal-line=""[^>]*><p[^>]*>.*<\/p><\/footer>$/);
    expect(text(html)).toContain(copyrightLine(new Date().getFullYear(), 'Concern Aid UK'));
    expect(text(html)).toContain(whoRunsTheSite('gifts', CHARITY, 'Concern Aid Gifts'));
    expect(html).toContain('<a href="https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1099175"');
    expect(html).toContain('data-manage-cookies=""');
    expect(html).not.toContain('<nav');
    expect(text(renderToStaticMarkup(<CheckoutFooter storefront="gifts" charity={null} />))).toContain('Manage my cookies');
  });
});
