import { describe, expect, it } from 'vitest';
import { hostName } from './storefront';

describe('hostName', () => {
  it('reads the host name without port, case or trailing dot', () => {
    expect(hostName('Gifts.Localhost:3000')).toBe('gifts.localhost');
    expect(hostName('localhost.')).toBe('localhost');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName(null)).toBe('');
  });
});
