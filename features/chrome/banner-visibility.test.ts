import { describe, expect, it } from 'vitest';
import type { AppealBanner } from '@/features/settings';
import { isAppealBannerVisible } from './banner-visibility';

type Visibility = AppealBanner['visibility'];

function banner(visibility: Partial<Visibility> = {}, overrides: Partial<AppealBanner> = {}): AppealBanner {
  return {
    active: true,
    emergency: false,
    emergencyTag: null,
    label: 'Gaza emergency',
    text: 'Families in Gaza urgently need water.',
    url: '/appeal/gaza',
    visibility: { contentTypes: [], pathMatch: [], pathStart: [], pathExclude: [], ...visibility },
    ...overrides,
  };
}

const on = (path: string, bundle: string | null = null) => ({ path, bundle });

describe('isAppealBannerVisible', () => {
  it('is not shown without a banner', () => {
    expect(isAppealBannerVisible(null, on('/'))).toBe(false);
  });

  it('is not shown when the banner is not active, whatever its rules', () => {
    expect(isAppealBannerVisible(banner({}, { active: false }), on('/'))).toBe(false);
    expect(isAppealBannerVisible(banner({ pathMatch: ['/'] }, { active: false }), on('/'))).toBe(false);
  });

  describe('with no inclusion rule', () => {
    it('shows everywhere, app pages included', () => {
      const b = banner();
      expect(isAppealBannerVisible(b, on('/'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/news/story', 'news'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/search'))).toBe(true);
    });

    it('treats lists of blank entries as empty', () => {
      expect(isAppealBannerVisible(banner({ contentTypes: [''], pathMatch: [' '], pathStart: [''] }), on('/anything'))).toBe(true);
    });

    it('still honours path_exclude', () => {
      const b = banner({ pathExclude: ['/donate'] });
      expect(isAppealBannerVisible(b, on('/donate'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/about-us'))).toBe(true);
    });
  });

  describe('content_types', () => {
    const b = banner({ contentTypes: ['news', 'story'] });
    it('shows on a page whose bundle is listed', () => {
      expect(isAppealBannerVisible(b, on('/news/x', 'news'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/stories/y', 'story'))).toBe(true);
    });
    it('hides on other bundles and on app pages (no bundle)', () => {
      expect(isAppealBannerVisible(b, on('/about-us', 'page'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/search', null))).toBe(false);
    });
    it('compares bundles exactly (machine names)', () => {
      expect(isAppealBannerVisible(b, on('/x', 'News'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/x', 'new'))).toBe(false);
    });
  });

  describe('path_match', () => {
    const b = banner({ pathMatch: ['/home', '/emergencies/'] });
    it('shows on an exactly matching path, trailing slashes and case ignored', () => {
      expect(isAppealBannerVisible(b, on('/home'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/home/'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/emergencies'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/Emergencies/'))).toBe(true);
    });
    it('does not match paths below or beside an entry', () => {
      expect(isAppealBannerVisible(b, on('/home/more'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/homepage'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/'))).toBe(false);
    });
    it('treats an entry ending in * as a prefix', () => {
      const wild = banner({ pathMatch: ['/countries/*'] });
      expect(isAppealBannerVisible(wild, on('/countries/sudan'))).toBe(true);
      expect(isAppealBannerVisible(wild, on('/countries'))).toBe(false);
    });
    it("matches the home page with '/'", () => {
      expect(isAppealBannerVisible(banner({ pathMatch: ['/'] }), on('/'))).toBe(true);
      expect(isAppealBannerVisible(banner({ pathMatch: ['/'] }), on('/news'))).toBe(false);
    });
  });

  describe('path_start', () => {
    const b = banner({ pathStart: ['/stories/', '/news'] });
    it('shows on the path and every path below it', () => {
      expect(isAppealBannerVisible(b, on('/stories/amina'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/stories'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/news/2026/flood'))).toBe(true);
      expect(isAppealBannerVisible(b, on('/NEWS/'))).toBe(true);
    });
    it('respects segment boundaries', () => {
      expect(isAppealBannerVisible(b, on('/newsletter'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/stories-of-hope'))).toBe(false);
    });
    it('accepts a trailing * as an explicit raw prefix', () => {
      const wild = banner({ pathStart: ['/news*'] });
      expect(isAppealBannerVisible(wild, on('/newsletter'))).toBe(true);
    });
    it('hides on paths outside every section', () => {
      expect(isAppealBannerVisible(b, on('/about-us'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/'))).toBe(false);
    });
  });

  describe('path_exclude', () => {
    it('matches exactly, trailing slashes and case ignored', () => {
      const b = banner({ pathExclude: ['/donate/'] });
      expect(isAppealBannerVisible(b, on('/donate'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/Donate/'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/donate/single/checkout'))).toBe(true);
    });
    it('excludes a whole section with a trailing *', () => {
      const b = banner({ pathExclude: ['/donate/*', '/donate'] });
      expect(isAppealBannerVisible(b, on('/donate'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/donate/single/checkout'))).toBe(false);
      expect(isAppealBannerVisible(b, on('/donations'))).toBe(true);
    });
    it('ignores blank entries instead of excluding everything', () => {
      expect(isAppealBannerVisible(banner({ pathExclude: [''] }), on('/'))).toBe(true);
    });
  });

  describe('combinations', () => {
    // The seeded main-site banner (sandbox/seed/content/settings.ts).
    const seeded = banner({
      contentTypes: ['news', 'story', 'page', 'country'],
      pathMatch: ['/home', '/emergencies'],
      pathStart: ['/stories/', '/news/'],
      pathExclude: ['/donate', '/appeal/gaza', '/give-monthly'],
    });

    it('shows when any one inclusion rule matches', () => {
      expect(isAppealBannerVisible(seeded, on('/home', 'page'))).toBe(true);
      expect(isAppealBannerVisible(seeded, on('/emergencies', 'section_index_page'))).toBe(true);
      expect(isAppealBannerVisible(seeded, on('/stories/amina', 'story'))).toBe(true);
      expect(isAppealBannerVisible(seeded, on('/news/listing-from-app'))).toBe(true);
      expect(isAppealBannerVisible(seeded, on('/countries/sudan', 'country'))).toBe(true);
    });

    it('hides when no inclusion rule matches', () => {
      expect(isAppealBannerVisible(seeded, on('/publications/report', 'publication'))).toBe(false);
      expect(isAppealBannerVisible(seeded, on('/search'))).toBe(false);
    });

    it('lets path_exclude win over a matching content type, path match or path start', () => {
      expect(isAppealBannerVisible(seeded, on('/give-monthly', 'page'))).toBe(false);
      expect(isAppealBannerVisible(seeded, on('/appeal/gaza', 'appeal'))).toBe(false);
      const both = banner({ pathMatch: ['/home'], pathStart: ['/news'], contentTypes: ['news'], pathExclude: ['/home', '/news/*'] });
      expect(isAppealBannerVisible(both, on('/home', 'page'))).toBe(false);
      expect(isAppealBannerVisible(both, on('/news/x', 'news'))).toBe(false);
      expect(isAppealBannerVisible(both, on('/news', 'section_index_page'))).toBe(true);
    });

    it('uses the visible path, not a query or fragment', () => {
      expect(isAppealBannerVisible(seeded, on('/donate?type=single'))).toBe(false);
      expect(isAppealBannerVisible(seeded, on('/home#latest'))).toBe(true);
    });
  });
});
