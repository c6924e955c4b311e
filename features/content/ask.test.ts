import { describe, expect, it } from 'vitest';
import { countryAppealOf, GENERAL_ASK_HEADING, pageAskFor } from './ask';

const sudan = { type: 'country', value: 'sudan', label: 'Sudan' };

describe("the ask a page ends with (issue 40)", () => {
  it("finds a country's appeal among its listing's teasers", () => {
    const items = [
      { title: 'Cholera response scaled up in Sudan', url: '/news/sudan-cholera-response', bundle: 'news' },
      { title: 'Sudan crisis appeal', url: '/appeal/sudan-crisis', bundle: 'appeal' },
      { title: 'Another appeal', url: '/appeal/other', bundle: 'appeal' },
    ];
    expect(countryAppealOf(items)).toEqual({ title: 'Sudan crisis appeal', url: '/appeal/sudan-crisis' });
  });

  it('finds none in a listing without an appeal page, or with one on another site', () => {
    expect(countryAppealOf([{ title: 'Sudan', url: '/countries/sudan', bundle: 'country' }])).toBeNull();
    expect(countryAppealOf([{ title: 'Elsewhere', url: 'https://example.org/appeal', bundle: 'appeal' }])).toBeNull();
    expect(countryAppealOf([{ title: 'Elsewhere', url: '//example.org/appeal', bundle: 'appeal' }])).toBeNull();
    expect(countryAppealOf([{ title: 'No bundle', url: '/appeal/x', bundle: null }])).toBeNull();
  });

  it("asks news, press releases and stories for their country's appeal: 'Support our Sudan response'", () => {
    const appeal = { title: 'Sudan crisis appeal', url: '/appeal/sudan-crisis' };
    for (const bundle of ['news', 'press_release', 'story'] as const) {
      expect(pageAskFor({ bundle, country: sudan }, appeal)).toEqual({ heading: 'Support our Sudan response', appealPath: '/appeal/sudan-crisis', appealTitle: 'Sudan crisis appeal' });
    }
  });

  it('asks for the general donate page when no appeal is known', () => {
    expect(pageAskFor({ bundle: 'news', country: sudan }, null)).toEqual({ heading: GENERAL_ASK_HEADING, appealPath: null, appealTitle: null });
    expect(pageAskFor({ bundle: 'story', country: null }, { title: 'A', url: '/appeal/a' })).toEqual({ heading: GENERAL_ASK_HEADING, appealPath: null, appealTitle: null });
  });

  it('leaves other pages alone (an appeal repeats its own ask)', () => {
    for (const bundle of ['appeal', 'page', 'country', 'publication'] as const) expect(pageAskFor({ bundle, country: sudan }, null)).toBeNull();
  });
});
