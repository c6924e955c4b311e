import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { hostAllowed, withKnownHost } from './host-guard';

const config = parseConfig({ MAIN_HOSTS: 'www.example.ie', GIFTS_HOSTS: 'gifts.example.ie' });
const internal = parseConfig({ MAIN_HOSTS: 'www.example.ie', GIFTS_HOSTS: 'gifts.example.ie', INTERNAL_URL: 'http://site-a:3000' });

describe('hostAllowed: /api/* and /_next/image answer the storefronts’ hosts only', () => {
  it('takes the storefronts’ hosts, with or without a port', () => {
    for (const host of ['www.example.ie', 'WWW.example.ie:443', 'gifts.example.ie', 'gifts.example.ie.']) expect(hostAllowed(host, config), host).toBe(true);
  });

  it('refuses any other host, and anything that is not a host', () => {
    for (const host of [null, '', 'evil.example', 'www.example.ie@evil.example', 'www.example.ie.evil.example', '127.0.0.1', 'a'.repeat(300)]) expect(hostAllowed(host, config), String(host)).toBe(false);
  });

  it('lets the webhook in on the internal host (INTERNAL_URL, else loopback) only', () => {
    expect(hostAllowed('127.0.0.1:3000', config, 'internal')).toBe(true);
    expect(hostAllowed('[::1]:3000', config, 'internal')).toBe(true);
    expect(hostAllowed('site-a:3000', internal, 'internal')).toBe(true);
    expect(hostAllowed('site-a:3000', config, 'internal')).toBe(false);
    expect(hostAllowed('site-a:3000', internal)).toBe(false);
    expect(hostAllowed('127.0.0.1:3000', config)).toBe(false);
    expect(hostAllowed('evil.example', internal, 'internal')).toBe(false);
    expect(hostAllowed('www.example.ie', internal, 'internal')).toBe(true);
  });
});

describe('withKnownHost', () => {
  it('answers 403 to an unknown host without calling the route, and closes the connection after a 413', async () => {
    let called = 0;
    const route = withKnownHost(async (request: Request) => {
      called += 1;
      return new URL(request.url).pathname === '/big' ? Response.json({ message: 'too large' }, { status: 413 }) : Response.json({ ok: true });
    });
    const refused = await route(new Request('http://localhost/x', { headers: { host: 'evil.example' } }));
    expect([refused.status, called]).toEqual([403, 0]);
    const ok = await route(new Request('http://localhost/x', { headers: { host: 'localhost:3000' } }));
    expect([ok.status, ok.headers.get('connection')]).toEqual([200, null]);
    const big = await route(new Request('http://localhost/big', { headers: { host: 'localhost:3000' } }));
    expect([big.status, big.headers.get('connection')]).toEqual([413, 'close']);
  });
});
