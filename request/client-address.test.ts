import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/edge/config';
import { fromPeer } from '@/tests/support/next-request';
import { clientAddress, unverifiedClientAddressNotice } from './client-address';

/** A request as `next start` hands it over: X-Forwarded-For is the TCP peer unless the client sent one. */
function request(headers: Record<string, string>, peer?: string): Request {
  const r = new Request('http://localhost/api/donation/order', { headers });
  if (peer) fromPeer(r.headers, peer);
  return r;
}

/** A request through nginx (deploy/nginx/site.conf): X-Real-IP overwritten, the client's address appended to X-Forwarded-For. */
function viaNginx(client: string, written: Record<string, string> = {}): Request {
  const forwarded = written['x-forwarded-for'] ? `${written['x-forwarded-for']}, ${client}` : client;
  return new Request('http://localhost/api/donation/order', { headers: { ...written, 'x-real-ip': client, 'x-forwarded-for': forwarded } });
}

const config = (env: Record<string, string> = {}) => parseConfig(env);

describe('the client address the burst limits count by', () => {
  it('without a proxy (socket, the default off Vercel): the peer Next writes into X-Forwarded-For, whatever X-Real-IP says', () => {
    expect(clientAddress(request({ 'x-real-ip': '5.6.7.8' }, '198.51.100.7'), config())).toBe('198.51.100.7');
    expect(clientAddress(request({}, '::ffff:127.0.0.2'), config())).toBe('127.0.0.2');
    expect(clientAddress(request({}, '198.51.100.7'), config({ CLIENT_ADDRESS_FROM: 'socket' }))).toBe('198.51.100.7');
  });

  it('without a proxy, a client that writes X-Forwarded-For itself picks its key: Next keeps the header (README "Configuration")', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '1.2.3.4' }, '198.51.100.7'), config())).toBe('1.2.3.4');
    // Its right-most hop, the one a proxy would have added.
    expect(clientAddress(request({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }, '198.51.100.7'), config())).toBe('5.6.7.8');
  });

  it('counts an IPv6 client by its /64, under every source', () => {
    const same = ['2001:db8:1:2:aaaa::1', '2001:db8:1:2:bbbb::9'];
    const other = '2001:db8:1:3::1';
    expect(clientAddress(request({}, same[0]!), config())).toBe(clientAddress(request({}, same[1]!), config()));
    expect(clientAddress(request({}, same[0]!), config())).not.toBe(clientAddress(request({}, other), config()));
    const proxied: Record<string, string>[] = [{ VERCEL: '1' }, { CLIENT_ADDRESS_FROM: 'x-real-ip' }, { CLIENT_ADDRESS_FROM: 'x-forwarded-for', TRUSTED_PROXIES: '10.0.0.0/8' }];
    for (const env of proxied) {
      const keys = [...same, other].map((address) => clientAddress(viaNginx(address), config(env)));
      expect(keys[0], JSON.stringify(env)).toBe(keys[1]);
      expect(keys[0], JSON.stringify(env)).not.toBe(keys[2]);
      expect(keys[0], JSON.stringify(env)).toBe('2001:db8:1:2::/64');
    }
  });

  it('is "unknown" when nothing names an address (one shared count)', () => {
    expect(clientAddress(new Request('http://localhost/'), config())).toBe('unknown');
    expect(clientAddress(request({ 'x-forwarded-for': 'garbage' }), config())).toBe('unknown');
    expect(clientAddress(request({}), config({ VERCEL: '1' }))).toBe('unknown');
  });

  it('on Vercel, reads the x-real-ip Vercel sets', () => {
    const vercel = config({ VERCEL: '1' });
    expect(clientAddress(request({ 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '9.9.9.9' }), vercel)).toBe('203.0.113.5');
    expect(clientAddress(request({ 'x-vercel-forwarded-for': '203.0.113.6' }), vercel)).toBe('203.0.113.6');
  });

  it('behind nginx (x-real-ip): the address it saw, whatever the client wrote in X-Real-IP or X-Forwarded-For', () => {
    const nginx = config({ CLIENT_ADDRESS_FROM: 'x-real-ip' });
    for (let i = 0; i < 5; i += 1) {
      expect(clientAddress(viaNginx('203.0.113.8', { 'x-real-ip': `10.1.${i}.1`, 'x-forwarded-for': `10.0.${i}.1` }), nginx)).toBe('203.0.113.8');
    }
    // A probe sent to the instance itself, not through nginx: the peer Next wrote.
    expect(clientAddress(request({}, '10.1.2.3'), nginx)).toBe('10.1.2.3');
  });

  it('with X-Forwarded-For, takes the right-most hop our proxies did not add', () => {
    const chain = config({ CLIENT_ADDRESS_FROM: 'x-forwarded-for', TRUSTED_PROXIES: '10.0.0.0/8' });
    // The client wrote '1.1.1.1, 2.2.2.2'; the load balancer appended the address it saw, then the inner proxy its own.
    expect(clientAddress(request({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.5' }, '10.0.0.6'), chain)).toBe('203.0.113.9');
    for (let i = 0; i < 5; i += 1) expect(clientAddress(request({ 'x-forwarded-for': `6.6.${i}.6, 203.0.113.9, 10.0.0.5` }), chain)).toBe('203.0.113.9');
    // Only our own proxies on the way: the last of them.
    expect(clientAddress(request({}, '10.0.0.6'), chain)).toBe('10.0.0.6');
  });

  it('refuses x-forwarded-for without the proxies it trusts, and a malformed list; x-real-ip needs none', () => {
    expect(() => parseConfig({ CLIENT_ADDRESS_FROM: 'x-forwarded-for' })).toThrow(ConfigError);
    expect(() => parseConfig({ CLIENT_ADDRESS_FROM: 'x-real-ip', TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseConfig({ CLIENT_ADDRESS_FROM: 'cloudflare' })).toThrow(/CLIENT_ADDRESS_FROM/);
    expect(parseConfig({ CLIENT_ADDRESS_FROM: 'x-real-ip' }).CLIENT_ADDRESS_FROM).toBe('x-real-ip');
  });

  it('is said at start in production when no source is named off Vercel (client_address_unverified)', () => {
    expect(unverifiedClientAddressNotice(config({ APP_ENV: 'production' }))).toMatch(/^CLIENT_ADDRESS_FROM is not set/);
    expect(unverifiedClientAddressNotice(config({ APP_ENV: 'staging' }))).toBeNull();
    expect(unverifiedClientAddressNotice(config({ APP_ENV: 'production', CLIENT_ADDRESS_FROM: 'socket' }))).toBeNull();
    expect(unverifiedClientAddressNotice(config({ APP_ENV: 'production', VERCEL: '1' }))).toBeNull();
    expect(unverifiedClientAddressNotice(config({ APP_ENV: 'production', CLIENT_ADDRESS_FROM: 'x-real-ip' }))).toBeNull();
  });
});
