import { describe, expect, it } from 'vitest';
import { parseConfig } from '../edge/config';
import { vouchedForwardedFor } from './forwarded-for';

const visitor = (extra: Record<string, string> = {}) => new Headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7', ...extra });

describe('vouchedForwardedFor (the router call’s X-Forwarded-For)', () => {
  it('never passes on the visitor’s own X-Forwarded-For', () => {
    for (const env of [{}, { CLIENT_ADDRESS_FROM: 'socket' }, { CLIENT_ADDRESS_FROM: 'x-real-ip', TRUSTED_PROXIES: '10.0.0.1' }, { CLIENT_ADDRESS_FROM: 'x-forwarded-for', TRUSTED_PROXIES: '10.0.0.1' }]) {
      expect(vouchedForwardedFor(visitor({ 'x-real-ip': '6.6.6.6' }), parseConfig(env)), JSON.stringify(env)).toBeNull();
    }
  });

  it('sends the address Vercel vouches for (x-real-ip) on Vercel', () => {
    expect(vouchedForwardedFor(visitor({ 'x-real-ip': '203.0.113.9' }), parseConfig({ VERCEL: '1' }))).toBe('203.0.113.9');
    expect(vouchedForwardedFor(visitor({ 'x-real-ip': '2001:db8::1' }), parseConfig({ CLIENT_ADDRESS_FROM: 'vercel' }))).toBe('2001:db8::1');
    expect(vouchedForwardedFor(visitor({ 'x-real-ip': 'evil, 1.2.3.4' }), parseConfig({ VERCEL: '1' }))).toBeNull();
    expect(vouchedForwardedFor(visitor(), parseConfig({ VERCEL: '1' }))).toBeNull();
  });
});
