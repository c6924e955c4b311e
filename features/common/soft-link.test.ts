import { describe, expect, it } from 'vitest';
import { softDestination, type AnchorLike } from './soft-link';

const here = { href: 'https://www.example.ie/news/floods?page=2', origin: 'https://www.example.ie', pathname: '/news/floods', search: '?page=2' };

function anchor(href: string, attributes: Record<string, string> = {}): AnchorLike {
  const all: Record<string, string> = { href, ...attributes };
  return { target: all.target ?? '', getAttribute: (name: string) => all[name] ?? null, hasAttribute: (name: string) => name in all };
}

describe('softDestination: which clicks the site navigates itself', () => {
  it('takes another page of this site, with its query and hash', () => {
    expect(softDestination(anchor('/stories'), here)?.href).toBe('https://www.example.ie/stories');
    expect(softDestination(anchor('/news/floods?page=3#list'), here)?.href).toBe('https://www.example.ie/news/floods?page=3#list');
    expect(softDestination(anchor('https://www.example.ie/about-us'), here)?.pathname).toBe('/about-us');
  });

  it('leaves the same page and places in it to the browser', () => {
    expect(softDestination(anchor('#main-content'), here)).toBeNull();
    expect(softDestination(anchor('/news/floods?page=2#comments'), here)).toBeNull();
  });

  it('leaves other sites, other schemes, new windows and downloads to the browser', () => {
    expect(softDestination(anchor('https://gifts.example.ie/'), here)).toBeNull();
    expect(softDestination(anchor('//evil.example/x'), here)).toBeNull();
    expect(softDestination(anchor('mailto:info@example.ie'), here)).toBeNull();
    expect(softDestination(anchor('/report.pdf', { download: '' }), here)).toBeNull();
    expect(softDestination(anchor('/stories', { target: '_blank' }), here)).toBeNull();
    expect(softDestination(anchor('/stories', { target: '_self' }), here)?.pathname).toBe('/stories');
  });
});
