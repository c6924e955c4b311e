import { describe, expect, it } from 'vitest';
import { parseConfig } from '../edge/config';
import { vouchedForwardedFor } from './client-address';

const visitor = (extra: Record<string, string> = {}) => new Headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7', ...extra });

describe('vouchedForwardedFor (the router call’s X-Forwarded-For)', () => {
  it('sends none where nothing in front vouches for an address (socket, the default off Vercel)', () => {
    for (const env of [{}, { CLIENT_ADDRESS_FROM: 'socket' }]) {
      expect(vouchedForwardedFor(visitor({ 'x-real-ip': '6.6.6.6' }), parseConfig(env)), JSON.stringify(env)).toBeNull();
    }
  });

  it('behind our own proxies: the address they saw, never the hops the visitor wrote', () => {
    const proxied = parseConfig({ CLIENT_ADDRESS_FROM: 'x-forwarded-for', TRUSTED_PROXIES: '10.0.0.0/8' });
    // The visitor wrote 6.6.6.6; our proxy appended 7.7.7.7 (what it saw), then 10.0.0.2 its own.
    expect(vouchedForwardedFor(new Headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 10.0.0.2' }), proxied)).toBe('7.7.7.7');
    expect(vouchedForwardedFor(new Headers({ 'x-forwarded-for': '6.6.6.6, garbage, 7.7.7.7' }), proxied)).toBe('7.7.7.7');
    expect(vouchedForwardedFor(new Headers({}), proxied)).toBeNull();
    expect(vouchedForwardedFor(new Headers({ 'x-real-ip': '198.51.100.4', 'x-forwarded-for': '6.6.6.6' }), parseConfig({ CLIENT_ADDRESS_FROM: 'x-real-ip', TRUSTED_PROXIES: '10.0.0.1' }))).toBe('198.51.100.4');
  });

  it('sends the address Vercel vouches for (x-real-ip) on Vercel', () => {
    expect(vouchedForwardedFor(visitor({ 'x-real-ip': '203.0.113.9' }), parseConfig({ VERCEL: '1' }))).toBe('203.0.113.9');
    expect(vouchedForwardedFor(visitor({ 'x-real-ip': '2001:db8::1' }), parseConfig({ CLIENT_ADDRESS_FROM: 'vercel' }))).toBe('2001:db8::1');
    expect(vouchedForwardedFor(visitor({ 'x-real-ip': 'evil, 1.2.3.4' }), parseConfig({ VERCEL: '1' }))).toBeNull();
    expect(vouchedForwardedFor(visitor(), parseConfig({ VERCEL: '1' }))).toBeNull();
  });
});
