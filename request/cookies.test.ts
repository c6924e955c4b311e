import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('reads one cookie of a header or document.cookie, decoded', () => {
    expect(cookieValue('a=1; cw_token=x%3Dy=z; b=2', 'cw_token')).toBe('x=y=z');
    expect(cookieValue('a=1;b=2', 'b')).toBe('2');
    expect(cookieValue('ab=1', 'a')).toBeNull();
  });

  it('reads nothing from a missing header or a mangled value', () => {
    expect(cookieValue(null, 'a')).toBeNull();
    expect(cookieValue('', 'a')).toBeNull();
    expect(cookieValue('a=%E0%A4%A', 'a')).toBeNull();
  });
});
