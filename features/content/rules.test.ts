import { describe, expect, it } from 'vitest';
import { contentLookupPath, errorPageText, LAYOUT_BY_BUNDLE, statusPageOf, STATUS_PAGE_SLUGS } from './rules';
import { NODE_BUNDLES } from './schema';

describe('contentLookupPath', () => {
  it('joins catch-all segments into a path', () => {
    expect(contentLookupPath(['appeal', 'gaza-emergency'])).toBe('/appeal/gaza-emergency');
  });
  it("strips a trailing '/checkout' (SPEC §2)", () => {
    expect(contentLookupPath(['appeal', 'gaza-emergency', 'checkout'])).toBe('/appeal/gaza-emergency');
    expect(contentLookupPath('/donate/checkout/')).toBe('/donate');
    expect(contentLookupPath('/checkout')).toBe('/');
  });
  it('keeps a checkout that is not the last segment, and decodes segments', () => {
    expect(contentLookupPath('/checkout/address')).toBe('/checkout/address');
    expect(contentLookupPath(['caf%C3%A9'])).toBe('/café');
    expect(contentLookupPath(['%E0%A4%A'])).toBe('/%E0%A4%A');
  });
});

describe('LAYOUT_BY_BUNDLE (SPEC §2)', () => {
  it('has a layout for every node bundle', () => {
    for (const bundle of NODE_BUNDLES) expect(LAYOUT_BY_BUNDLE[bundle]).toBeDefined();
  });
  it('centres, splits in two columns or left-aligns as SPEC §2 lists', () => {
    for (const b of ['appeal', 'news', 'page', 'press_release', 'publication', 'story'] as const) expect(LAYOUT_BY_BUNDLE[b]).toBe('centered');
    for (const b of ['country', 'regular_giving_upgrades_campaign', 'section_index_page', 'standard_info_page'] as const) expect(LAYOUT_BY_BUNDLE[b]).toBe('two-columns');
    expect(LAYOUT_BY_BUNDLE.publication_landing).toBe('left-aligned');
  });
});

describe('errorPageText (SPEC §2 error pages)', () => {
  it('has the exact texts', () => {
    expect(errorPageText(404)).toEqual({ kind: 'not-found', title: "It looks like you're lost...", body: null });
    expect(errorPageText(502)).toEqual({
      kind: 'error',
      title: 'Error 502 occurred',
      body: 'Sorry, something went wrong. Please try again, or go back to the homepage.',
    });
    expect(errorPageText(301).title).toBe('Redirecting...');
    expect(errorPageText(399).title).toBe('Redirecting...');
    expect(errorPageText(500).title).toBe('Error 500 occurred');
  });
});

describe('statusPageOf', () => {
  it("reads a status page's slug: a status, or the routing error's 502 with its text (SPEC §8)", () => {
    expect(statusPageOf('403')).toEqual({ status: 403 });
    expect(statusPageOf('internal-routing-error')).toEqual({ status: 502, detail: 'Internal Routing Error.' });
    for (const slug of ['200', '99', '600', 'abc', '4040', '']) expect(statusPageOf(slug), slug).toBeNull();
    expect(STATUS_PAGE_SLUGS.every((slug) => statusPageOf(slug) !== null)).toBe(true);
  });
});
