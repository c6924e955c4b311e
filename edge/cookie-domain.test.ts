import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { consentCookieDomains, sharedParentDomain } from './cookie-domain';

describe('the consent cookie domain: the longest common parent of a main and a gifts host, never a public suffix', () => {
  it('takes the longest parent the two hosts share', () => {
    expect(sharedParentDomain('www.concern.net', 'gifts.concern.net')).toBe('concern.net');
    expect(sharedParentDomain('www.shop.concern.net', 'gifts.shop.concern.net')).toBe('shop.concern.net');
    expect(sharedParentDomain('concern.ie', 'gifts.concern.ie')).toBe('concern.ie');
    expect(sharedParentDomain('WWW.Charity.Test:3000', 'gifts.charity.test.')).toBe('charity.test');
  });

  it('refuses a public suffix, an IP address and a one-label name', () => {
    expect(sharedParentDomain('www.concern.org.uk', 'www.concerngifts.org.uk')).toBeNull(); // org.uk
    expect(sharedParentDomain('concern.ie', 'gifts-concern.ie')).toBeNull(); // ie
    expect(sharedParentDomain('localhost', 'gifts.localhost')).toBeNull();
    expect(sharedParentDomain('127.0.0.1', '127.0.0.2')).toBeNull();
    expect(sharedParentDomain('[::1]', 'gifts.localhost')).toBeNull();
    expect(sharedParentDomain('www.concern.net', 'gifts.concern.org')).toBeNull();
  });

  it('reads MAIN_HOSTS and GIFTS_HOSTS through the configuration: none for the defaults', () => {
    expect(consentCookieDomains(parseConfig({}))).toEqual([]);
    expect(consentCookieDomains(parseConfig({ MAIN_HOSTS: 'localhost,www.charity.test,www.concern.net', GIFTS_HOSTS: 'gifts.localhost,gifts.charity.test,gifts.shop.concern.net' }))).toEqual(['charity.test', 'concern.net']);
  });
});
