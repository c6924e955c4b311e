import { describe, expect, it } from 'vitest';
import { storefrontForHost } from './storefront';

const HOSTS = { main: ['localhost', '127.0.0.1', 'www.example.ie'], gifts: ['gifts.localhost'] };

describe('storefrontForHost', () => {
  it('knows each storefront by its hosts, with or without a port, in any case', () => {
    expect(storefrontForHost('localhost:3000', HOSTS)).toBe('main');
    expect(storefrontForHost('LOCALHOST', HOSTS)).toBe('main');
    expect(storefrontForHost('localhost.', HOSTS)).toBe('main');
    expect(storefrontForHost('127.0.0.1:8080', HOSTS)).toBe('main');
    expect(storefrontForHost('gifts.localhost:3000', HOSTS)).toBe('gifts');
    expect(storefrontForHost(' www.example.ie ', HOSTS)).toBe('main');
  });

  it('refuses every other host and anything that is not a plain host[:port]', () => {
    for (const host of [null, '', 'evil.example', 'localhost:3300@evil.com', 'evil.com@localhost', 'localhost:abc', 'localhost:3000, evil.example', 'localhost/x', 'local host', '[::1]:3000', 'gifts.localhost.evil.example', `${'a'.repeat(300)}.localhost`, 'localhost:123456']) {
      expect(storefrontForHost(host, HOSTS), String(host)).toBeNull();
    }
  });
});
