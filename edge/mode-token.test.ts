import { describe, expect, it } from 'vitest';
import { modeTokenExpiry } from './flags';
import { signModeToken, verifyModeToken } from './mode-token';

const SECRET = 'a-secret-of-thirty-two-characters!!';

describe('mode tokens', () => {
  it('carry the mode and expiry, signed, and never the secret', async () => {
    const now = Date.UTC(2026, 10, 26, 9, 0, 0);
    const token = await signModeToken('test', SECRET, 3600, now);
    expect(token).toMatch(/^test\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(SECRET);
    expect(modeTokenExpiry(token, 'test')).toBe(now / 1000 + 3600);
    expect(modeTokenExpiry(token, 'admin')).toBeNull();
    expect(await verifyModeToken(token, 'test', SECRET, 3600, now)).toBe(true);
    expect(await verifyModeToken(token, 'test', SECRET, 3600, now + 3600 * 1000)).toBe(false); // expired
    expect(await verifyModeToken(token, 'test', SECRET.toUpperCase(), 3600, now)).toBe(false);
    expect(await verifyModeToken(token, 'test', undefined, 3600, now)).toBe(false);
  });

  it('refuses anything malformed', async () => {
    for (const bad of ['', 'test', 'test.1.x', `test.${'9'.repeat(13)}.${'A'.repeat(43)}`, `test.99999999999.${'A'.repeat(44)}`, 'x'.repeat(200), null, undefined]) {
      expect(await verifyModeToken(bad, 'test', SECRET, 3600), String(bad)).toBe(false);
      expect(modeTokenExpiry(bad, 'test')).toBeNull();
    }
  });
});
