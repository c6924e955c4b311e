import { describe, expect, it } from 'vitest';
import { headerVariantFor, isDonatePath, SITE_HEADER_VARIANTS } from './header-variant';

const page = (path: string, bundle: string | null = null, headerVariant: string | null = null) => ({ path, bundle, headerVariant });

describe('headerVariantFor', () => {
  it('gives the full header by default, and to app pages', () => {
    expect(headerVariantFor(page('/'))).toBe('full');
    expect(headerVariantFor(page('/search'))).toBe('full');
    expect(headerVariantFor(page('/news/story', 'news'))).toBe('full');
  });

  it("forces a basic header on '/donate' and every path below it (SPEC §2)", () => {
    expect(headerVariantFor(page('/donate'))).toBe('basic');
    expect(headerVariantFor(page('/donate/'))).toBe('basic');
    expect(headerVariantFor(page('/donate/single/checkout'))).toBe('basic');
    expect(headerVariantFor(page('/donate/single/checkout/payment?type=single'))).toBe('basic');
    expect(headerVariantFor(page('/Donate'))).toBe('basic');
  });

  it("does not treat look-alike paths as '/donate'", () => {
    expect(headerVariantFor(page('/donations'))).toBe('full');
    expect(headerVariantFor(page('/donate-now'))).toBe('full');
    expect(headerVariantFor(page('/ways-to-give/donate'))).toBe('full');
  });

  it('forces a basic header on appeal pages, checkout steps included', () => {
    expect(headerVariantFor(page('/appeal/gaza', 'appeal'))).toBe('basic');
    expect(headerVariantFor(page('/appeal/gaza/checkout/address', 'appeal'))).toBe('basic');
  });

  it("lets the forced basic header win over the entity's own variant", () => {
    expect(headerVariantFor(page('/appeal/gaza', 'appeal', 'activism'))).toBe('basic');
    expect(headerVariantFor(page('/donate', 'page', 'no_navigation'))).toBe('basic');
  });

  it("uses the entity's header_variant otherwise", () => {
    expect(headerVariantFor(page('/take-action', 'page', 'activism'))).toBe('activism');
    expect(headerVariantFor(page('/campaign', 'regular_giving_upgrades_campaign', 'no_navigation'))).toBe('no_navigation');
  });

  it('ignores an unknown header_variant', () => {
    expect(headerVariantFor(page('/page', 'page', 'basic'))).toBe('full');
    expect(headerVariantFor(page('/page', 'page', 'mega'))).toBe('full');
    expect(headerVariantFor(page('/page', 'page', ''))).toBe('full');
  });

  it('only ever answers one of the four variants', () => {
    expect(SITE_HEADER_VARIANTS).toEqual(['full', 'basic', 'activism', 'no_navigation']);
  });
});

describe('isDonatePath', () => {
  it('is /donate and below', () => {
    expect(isDonatePath('/donate')).toBe(true);
    expect(isDonatePath('/donate/monthly')).toBe(true);
    expect(isDonatePath('/donatex')).toBe(false);
    expect(isDonatePath('/')).toBe(false);
  });
});
