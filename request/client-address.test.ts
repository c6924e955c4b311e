import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/edge/config';
import { clientAddress } from './client-address';
import { SOCKET_ADDRESS_HEADER, stampForTests } from './socket-address';

function request(headers: Record<string, string>, peer?: string): Request {
  const r = new Request('http://localhost/api/donation/order', { headers });
  if (peer) stampForTests(r.headers, peer);
  return r;
}

const config = (env: Record<string, string> = {}) => parseConfig(env);

describe('the client address the burst limits count by', () => {
  it('is the socket peer by default, whatever X-Forwarded-For or X-Real-IP say', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }, '198.51.100.7'), config())).toBe('198.51.100.7');
    expect(clientAddress(request({}, '::ffff:127.0.0.2'), config())).toBe('127.0.0.2');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(clientAddress(request({}, '2001:db8:1:2:aaaa::1'), config())).toBe(clientAddress(request({}, '2001:db8:1:2:bbbb::9'), config()));
    expect(clientAddress(request({}, '2001:db8:1:2::1'), config())).not.toBe(clientAddress(request({}, '2001:db8:1:3::1'), config()));
  });

  it('never believes a socket header the server did not stamp', () => {
    const forged = new Request('http://localhost/', { headers: { [SOCKET_ADDRESS_HEADER]: 'guess 203.0.113.1' } });
    expect(clientAddress(forged, config())).toBe('unknown');
  });

  it('on Vercel, reads the x-real-ip Vercel sets', () => {
    const vercel = config({ VERCEL: '1' });
    expect(clientAddress(request({ 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '9.9.9.9' }), vercel)).toBe('203.0.113.5');
    expect(clientAddress(request({ 'x-vercel-forwarded-for': '203.0.113.6' }), vercel)).toBe('203.0.113.6');
  });

  it('behind a trusted proxy, reads its X-Real-IP; from anyone else, the socket', () => {
    const nginx = config({ CLIENT_ADDRESS_FROM: 'x-real-ip', TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' });
    expect(clientAddress(request({ 'x-real-ip': '203.0.113.8' }, '10.1.2.3'), nginx)).toBe('203.0.113.8');
    expect(clientAddress(request({ 'x-real-ip': '203.0.113.8' }, '198.51.100.2'), nginx)).toBe('198.51.100.2');
  });

  it('with X-Forwarded-For, takes the right-most hop our proxies did not add', () => {
    const chain = config({ CLIENT_ADDRESS_FROM: 'x-forwarded-for', TRUSTED_PROXIES: '10.0.0.0/8' });
    // The client wrote '1.1.1.1, 2.2.2.2'; the load balancer appended the address it saw, then the inner proxy its own.
    expect(clientAddress(request({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.5' }, '10.0.0.6'), chain)).toBe('203.0.113.9');
    expect(clientAddress(request({ 'x-forwarded-for': '1.1.1.1' }, '198.51.100.3'), chain)).toBe('198.51.100.3');
  });

  it('refuses a proxy mode without the proxies it trusts, and a malformed list', () => {
    expect(() => parseConfig({ CLIENT_ADDRESS_FROM: 'x-forwarded-for' })).toThrow(ConfigError);
    expect(() => parseConfig({ CLIENT_ADDRESS_FROM: 'x-real-ip', TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseConfig({ CLIENT_ADDRESS_FROM: 'cloudflare' })).toThrow(/CLIENT_ADDRESS_FROM/);
  });
});
