import { describe, expect, it } from 'vitest';
import { matchesAnyPath, matchesPathEntry, normalisePath } from './paths';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['   ', '/'],
    ['/news/', '/news'],
    ['/news///', '/news'],
    ['//news//story', '/news/story'],
    ['news/story', '/news/story'],
    ['/News/Story', '/news/story'],
    ['/news/story?page=2#top', '/news/story'],
    ['/news/?x=1', '/news'],
    ['https://www.concern.net/appeal/x/', '/appeal/x'],
    ['http://localhost:3000', '/'],
    ['  /donate  ', '/donate'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('matchesPathEntry', () => {
  it('matches an exact entry ignoring trailing slashes and case', () => {
    expect(matchesPathEntry('/Donate/', '/donate', 'exact')).toBe(true);
    expect(matchesPathEntry('/donate', '/donate/single', 'exact')).toBe(false);
  });

  it('treats an entry ending in * as a prefix that keeps its slash', () => {
    expect(matchesPathEntry('/appeal/*', '/appeal/x', 'exact')).toBe(true);
    expect(matchesPathEntry('/appeal/*', '/appeal/x/checkout', 'exact')).toBe(true);
    expect(matchesPathEntry('/appeal/*', '/appeal', 'exact')).toBe(false);
    expect(matchesPathEntry('/appeal/*', '/appeals', 'exact')).toBe(false);
    expect(matchesPathEntry('/news*', '/newsletter', 'exact')).toBe(true);
    expect(matchesPathEntry('*', '/', 'exact')).toBe(true);
    expect(matchesPathEntry('*', '/anything/at/all', 'exact')).toBe(true);
  });

  it('matches a section entry and every path below it, at a slash boundary', () => {
    expect(matchesPathEntry('/news', '/news', 'section')).toBe(true);
    expect(matchesPathEntry('/news/', '/news/story', 'section')).toBe(true);
    expect(matchesPathEntry('/news', '/newsletter', 'section')).toBe(false);
    expect(matchesPathEntry('/', '/anything', 'section')).toBe(true);
  });

  it('never matches a blank entry', () => {
    expect(matchesPathEntry('', '/', 'exact')).toBe(false);
    expect(matchesPathEntry('  ', '/', 'section')).toBe(false);
  });

  it('takes a * in the middle literally', () => {
    expect(matchesPathEntry('/news/*/2024', '/news/a/2024', 'exact')).toBe(false);
  });
});

describe('matchesAnyPath', () => {
  it('normalises the page path', () => {
    expect(matchesAnyPath(['/about-us'], '/About-Us/?ref=x', 'exact')).toBe(true);
    expect(matchesAnyPath([], '/about-us', 'exact')).toBe(false);
  });
});
