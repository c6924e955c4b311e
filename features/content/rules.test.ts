import { describe, expect, it } from 'vitest';
import type { RouteResult } from './route';
import { contentLookupPath, errorPageText, LAYOUT_BY_BUNDLE, pageOutcome, resolverAction, storefrontShows } from './rules';
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

const redirect = (statusCode: number): RouteResult => ({ kind: 'redirect', statusCode, location: '/to' });

describe('pageOutcome (SPEC §8)', () => {
  it('maps redirects, not found, errors and broken routes', () => {
    expect(pageOutcome(redirect(301))).toEqual({ kind: 'redirect', location: '/to', permanent: true });
    expect(pageOutcome(redirect(302))).toEqual({ kind: 'redirect', location: '/to', permanent: false });
    expect(pageOutcome({ kind: 'error', statusCode: 404 })).toEqual({ kind: 'not-found' });
    expect(pageOutcome({ kind: 'error', statusCode: 403 })).toMatchObject({ kind: 'error', status: 403 });
    expect(pageOutcome({ kind: 'broken', statusCode: 502 })).toEqual({ kind: 'error', status: 502, message: 'Internal Routing Error.' });
  });
});

describe('resolverAction (SPEC §8: exact statuses)', () => {
  it('redirects with the router status, passes 4xx/5xx on, and answers 502 on failure', () => {
    expect(resolverAction(redirect(301))).toEqual({ kind: 'redirect', location: '/to', status: 301 });
    expect(resolverAction(redirect(302))).toEqual({ kind: 'redirect', location: '/to', status: 302 });
    expect(resolverAction({ kind: 'error', statusCode: 403 })).toEqual({ kind: 'status', status: 403 });
    expect(resolverAction({ kind: 'error', statusCode: 404 })).toEqual({ kind: 'status', status: 404 });
    expect(resolverAction({ kind: 'error', statusCode: 503 })).toEqual({ kind: 'status', status: 503 });
    expect(resolverAction({ kind: 'error', statusCode: 42 })).toEqual({ kind: 'status', status: 502 });
    expect(resolverAction({ kind: 'broken', statusCode: 502 })).toEqual({ kind: 'status', status: 502 });
    expect(resolverAction(null)).toEqual({ kind: 'status', status: 502 });
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

describe('storefrontShows', () => {
  it('keeps gift products and categories to the gifts shop', () => {
    expect(storefrontShows('main', 'node')).toBe(true);
    expect(storefrontShows('main', 'commerce_product')).toBe(false);
    expect(storefrontShows('main', 'taxonomy_term')).toBe(false);
    expect(storefrontShows('gifts', 'commerce_product')).toBe(true);
    expect(storefrontShows('gifts', 'node')).toBe(true);
  });
});
