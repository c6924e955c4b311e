import { describe, expect, it } from 'vitest';
import { parseListingQuery, parseSearchQuery } from './query';
import { searchKeysOf } from './search-keys';

const search = (query: string) => parseSearchQuery(new URLSearchParams(query));
const listing = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('search query', () => {
  it('trims the keys and defaults the page to 0', () => {
    expect(search('keys=%20water%20')).toEqual({ ok: true, query: { keys: 'water', page: 0 } });
    expect(search('keys=clean+water&page=3')).toEqual({ ok: true, query: { keys: 'clean water', page: 3 } });
  });

  it('takes 1 to 100 characters after trimming', () => {
    expect(search('keys=a')).toMatchObject({ ok: true });
    expect(search(`keys=${'a'.repeat(100)}`)).toMatchObject({ ok: true });
    expect(search(`keys=%20${'a'.repeat(100)}%20`)).toMatchObject({ ok: true });
    expect(search(`keys=${'a'.repeat(101)}`)).toEqual({ ok: false, message: 'Search for at most 100 characters.' });
  });

  it('refuses missing, empty and blank keys', () => {
    for (const query of ['', 'keys=', 'keys=%20%20', 'page=1']) {
      expect(search(query)).toEqual({ ok: false, message: 'Enter something to search for.' });
    }
  });

  it('takes a whole page number from 0 to 50', () => {
    expect(search('keys=x&page=0')).toMatchObject({ ok: true, query: { page: 0 } });
    expect(search('keys=x&page=50')).toMatchObject({ ok: true, query: { page: 50 } });
    for (const page of ['51', '-1', '1.5', 'abc', '', '1e1', '0x1', '9999']) {
      expect(search(`keys=x&page=${page}`), page).toEqual({ ok: false, message: 'The page must be a whole number from 0 to 50.' });
    }
  });

  it('reads the first of repeated parameters', () => {
    expect(search('keys=water&keys=food&page=2&page=9')).toEqual({ ok: true, query: { keys: 'water', page: 2 } });
  });

  it('takes ?q= as well as ?keys= (/search?q=water), keys first when both have words', () => {
    expect(search('q=water')).toEqual({ ok: true, query: { keys: 'water', page: 0 } });
    expect(search('q=%20clean+water%20&page=1')).toEqual({ ok: true, query: { keys: 'clean water', page: 1 } });
    expect(search('keys=food&q=water')).toEqual({ ok: true, query: { keys: 'food', page: 0 } });
    expect(search('keys=%20&q=water')).toEqual({ ok: true, query: { keys: 'water', page: 0 } });
    expect(search(`q=${'a'.repeat(101)}`)).toEqual({ ok: false, message: 'Search for at most 100 characters.' });
    for (const query of ['q=', 'q=%20', 'keys=&q=']) expect(search(query), query).toEqual({ ok: false, message: 'Enter something to search for.' });
  });
});

describe('searchKeysOf (the search page islands)', () => {
  const keysOf = (query: string) => searchKeysOf(new URLSearchParams(query));

  it('reads ?keys= or ?q=, trimmed, and nothing else', () => {
    expect(keysOf('keys=%20water%20')).toBe('water');
    expect(keysOf('q=gaza')).toBe('gaza');
    expect(keysOf('keys=food&q=water')).toBe('food');
    expect(keysOf('keys=&q=water')).toBe('water');
    expect(keysOf('search=water')).toBe('');
    expect(keysOf('')).toBe('');
  });
});

describe('listing query', () => {
  it('takes a taxonomy type and value', () => {
    expect(listing('type=topic&value=emergencies&page=1')).toEqual({ ok: true, query: { type: 'topic', value: 'emergencies', page: 1 } });
    expect(listing('type=country&value=ethiopia')).toEqual({ ok: true, query: { type: 'country', value: 'ethiopia', page: 0 } });
  });

  it('takes one of the seven knowledge hub themes', () => {
    expect(listing('theme=graduation&page=2')).toEqual({ ok: true, query: { theme: 'graduation', page: 2 } });
    expect(listing('theme=cooking')).toEqual({ ok: false, message: 'Unknown knowledge hub theme.' });
  });

  it('refuses a missing or malformed term, both kinds at once, and a bad page', () => {
    expect(listing('type=topic')).toMatchObject({ ok: false });
    expect(listing('value=x')).toMatchObject({ ok: false });
    expect(listing('type=to%2Fpic&value=x')).toMatchObject({ ok: false });
    expect(listing(`type=topic&value=${'a'.repeat(129)}`)).toMatchObject({ ok: false });
    expect(listing('theme=graduation&type=topic&value=x')).toEqual({ ok: false, message: 'Ask for a theme or a type and value, not both.' });
    expect(listing('type=topic&value=x&page=51')).toEqual({ ok: false, message: 'The page must be a whole number from 0 to 50.' });
  });
});
