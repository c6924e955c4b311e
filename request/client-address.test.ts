import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/edge/config';
import { fromPeer } from '@/tests/support/next-request';
import type { IncomingHttpHeaders } from 'node:http';
import { clientAddress, clientAddressProblem } from './client-address';
import { peerStampSettings, stampPeer, trustedPeer } from './peer-stamp.mjs';

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

  it('under plain `next start`, a client that writes X-Forwarded-For itself would pick its key: Next keeps the header (why socket needs scripts/serve.mjs)', () => {
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

  it('refuses a production start with socket unless scripts/serve.mjs stamps the peer (issue 46)', () => {
    expect(clientAddressProblem(config({ APP_ENV: 'production' }), false)).toMatch(/^CLIENT_ADDRESS_FROM: `next start` cannot see/);
    expect(clientAddressProblem(config({ APP_ENV: 'production', CLIENT_ADDRESS_FROM: 'socket' }), false)).not.toBeNull();
    expect(clientAddressProblem(config({ APP_ENV: 'production' }), true)).toBeNull();
    expect(clientAddressProblem(config({ APP_ENV: 'staging' }), false)).toBeNull();
    expect(clientAddressProblem(config({ APP_ENV: 'production', VERCEL: '1' }), false)).toBeNull();
    expect(clientAddressProblem(config({ APP_ENV: 'production', CLIENT_ADDRESS_FROM: 'x-real-ip' }), false)).toBeNull();
    expect(clientAddressProblem(config({ APP_ENV: 'production', CLIENT_ADDRESS_FROM: 'x-forwarded-for', TRUSTED_PROXIES: '10.0.0.1' }), false)).toBeNull();
  });
});

/** A request as scripts/serve.mjs hands it to Next: the client's headers, then the peer stamped (request/peer-stamp.mjs). */
function served(written: Record<string, string>, peer: string, env: Record<string, string> = {}): Request {
  const headers: IncomingHttpHeaders = { ...written };
  stampPeer(headers, peer, peerStampSettings(env));
  const r = new Request('http://localhost/api/donation/order', { headers: headers as Record<string, string> });
  fromPeer(r.headers, peer); // and Next's own `??=`, which then finds the header set
  return r;
}

describe('the peer stamp of scripts/serve.mjs (issue 46)', () => {
  const rotating = Array.from({ length: 20 }, (_, i) => ({ 'x-forwarded-for': `10.${i}.0.1`, 'x-real-ip': `192.0.2.${i}` }));

  it('socket: a client that writes X-Forwarded-For or X-Real-IP is counted by its TCP peer all the same', () => {
    const keys = new Set(rotating.map((h) => clientAddress(served(h, '198.51.100.7'), config())));
    expect([...keys]).toEqual(['198.51.100.7']);
    expect(clientAddress(served({ 'x-forwarded-for': '1.2.3.4' }, '::ffff:203.0.113.4'), config({ CLIENT_ADDRESS_FROM: 'socket' }))).toBe('203.0.113.4');
    expect(clientAddress(served({ 'x-forwarded-for': '1.2.3.4' }, '2001:db8:1:2::9'), config())).toBe('2001:db8:1:2::/64');
  });

  it('behind a proxy in TRUSTED_PROXIES: what the proxy wrote counts; a client past the proxy counts by its peer', () => {
    const env = { CLIENT_ADDRESS_FROM: 'x-real-ip', TRUSTED_PROXIES: '172.28.0.10' };
    expect(clientAddress(served({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '9.9.9.9, 203.0.113.9' }, '172.28.0.10', env), config(env))).toBe('203.0.113.9');
    const direct = new Set(rotating.map((h) => clientAddress(served(h, '198.51.100.8', env), config(env))));
    expect([...direct]).toEqual(['198.51.100.8']);
    const chain = { CLIENT_ADDRESS_FROM: 'x-forwarded-for', TRUSTED_PROXIES: '10.0.0.0/8' };
    expect(clientAddress(served({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, '10.0.0.5', chain), config(chain))).toBe('203.0.113.9');
    expect(new Set(rotating.map((h) => clientAddress(served(h, '198.51.100.8', chain), config(chain))))).toEqual(new Set(['198.51.100.8']));
  });

  it('x-real-ip without TRUSTED_PROXIES keeps the proxy\'s header (it cannot tell the proxy from a client); vercel is untouched', () => {
    expect(clientAddress(served({ 'x-real-ip': '203.0.113.9' }, '172.28.0.10', { CLIENT_ADDRESS_FROM: 'x-real-ip' }), config({ CLIENT_ADDRESS_FROM: 'x-real-ip' }))).toBe('203.0.113.9');
    const headers: IncomingHttpHeaders = { 'x-real-ip': '203.0.113.9' };
    expect(stampPeer(headers, '10.0.0.1', peerStampSettings({ VERCEL: '1' }))).toBe(false);
    expect(headers).toEqual({ 'x-real-ip': '203.0.113.9' });
  });

  it('matches trusted peers by address or range, IPv4-mapped too, and trusts nothing for a bad entry', () => {
    expect(trustedPeer('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(trustedPeer('10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(trustedPeer('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(trustedPeer('172.28.0.10', ['172.28.0.10'])).toBe(true);
    expect(trustedPeer('172.28.0.11', ['172.28.0.10', 'nonsense/x'])).toBe(false);
    expect(trustedPeer(undefined, ['0.0.0.0/0'])).toBe(false);
  });

  it('drops the header when the peer is unknown (a closed socket): one shared "unknown" count, never the client\'s word', () => {
    const headers: IncomingHttpHeaders = { 'x-forwarded-for': '1.2.3.4' };
    stampPeer(headers, undefined, peerStampSettings({}));
    expect(headers['x-forwarded-for']).toBeUndefined();
  });
});
