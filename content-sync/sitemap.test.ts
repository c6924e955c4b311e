import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it("lists '/' once, every content path with its lastmod, and the home alias as '/'", () => {
    const xml = sitemapXml(
      'https://www.example.org',
      [
        { path: '/home', changed: '2026-11-01T00:00:00+00:00' },
        { path: '/about-us', changed: '2026-10-01T00:00:00+00:00' },
        { path: '/news/a&b', changed: null },
      ],
      '/home',
    );
    expect(xml.match(/<loc>https:\/\/www\.example\.org\/<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<url><loc>https://www.example.org/about-us</loc><lastmod>2026-10-01T00:00:00+00:00</lastmod></url>');
    expect(xml).toContain('<loc>https://www.example.org/news/a&amp;b</loc>');
    expect(xml).not.toContain('/home<');
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps the app-only gifts pages out of the index', () => {
    const txt = robotsTxt('gifts', 'https://gifts.example.org');
    expect(txt).toContain('Sitemap: https://gifts.example.org/sitemap.xml');
    expect(txt).toContain('Disallow: /basket');
    expect(txt).toContain('Disallow: /checkout');
  });
});
