import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { hostName, storefrontForHost, storefrontPath } from './storefront';

const config = parseConfig({});

describe('storefront by host', () => {
  it('reads the host name without port, case or trailing dot', () => {
    expect(hostName('Gifts.Localhost:3000')).toBe('gifts.localhost');
    expect(hostName('localhost.')).toBe('localhost');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName(null)).toBe('');
  });

  it('serves the gifts shop on GIFTS_HOSTS and the main site on MAIN_HOSTS', () => {
    expect(storefrontForHost('gifts.localhost:3000', config)).toBe('gifts');
    expect(storefrontForHost('localhost:3000', config)).toBe('main');
    expect(storefrontForHost('127.0.0.1:3000', config)).toBe('main');
  });

  it('serves no other host', () => {
    expect(storefrontForHost('evil.example.com', config)).toBeNull();
    expect(storefrontForHost('gifts.localhost.evil.example.com', config)).toBeNull();
    expect(storefrontForHost('', config)).toBeNull();
    expect(storefrontForHost(null, config)).toBeNull();
  });

  it('maps a path into the storefront route tree', () => {
    expect(storefrontPath('main', '/')).toBe('/main');
    expect(storefrontPath('gifts', '/gifts/goat')).toBe('/gifts/gifts/goat');
  });
});
