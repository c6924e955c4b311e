import { describe, expect, it } from 'vitest';
import { addressSession, addressSessionCookie, CHOICE_TTL_SECONDS, newAddressSession, openAddressChoice, signAddressChoice } from './address-choice';

// The signed ids of the address look-up (issue 37): only the session that Find signed an id
// for can open it, only within its quarter of an hour, only with the key that signed it.

const KEY = 'SB11-LOQ4-TE22-FAKE';
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('address choices', () => {
  it('opens an id signed for this session, with its provider id intact (dots, pipes and all)', async () => {
    const session = newAddressSession();
    for (const id of ['GB-SW1A1AA-0', 'GB|RM|A|12345678|ENG', 'IE|GA|D02X285.1']) {
      const signed = await signAddressChoice(id, session, KEY, NOW);
      expect(signed).toMatch(/^\d+\.[A-Za-z0-9_-]{43}\./);
      expect(signed.endsWith(`.${id}`)).toBe(true);
      expect(await openAddressChoice(signed, session, KEY, NOW + 60_000)).toEqual({ ok: true, id });
    }
  });

  it('refuses a bare id, another session, no session, another key, a changed id or expiry, and an old one', async () => {
    const session = newAddressSession();
    const signed = await signAddressChoice('GB-SW1A1AA-0', session, KEY, NOW);
    const [expires, signature] = signed.split('.');
    const refused = (reason: string) => ({ ok: false, reason });
    expect(await openAddressChoice('GB-SW1A1AA-0', session, KEY, NOW)).toEqual(refused('unsigned'));
    expect(await openAddressChoice(signed, newAddressSession(), KEY, NOW)).toEqual(refused('invalid'));
    expect(await openAddressChoice(signed, null, KEY, NOW)).toEqual(refused('no-session'));
    expect(await openAddressChoice(signed, session, 'ANOTHER-KEY-0000', NOW)).toEqual(refused('invalid'));
    expect(await openAddressChoice(signed, session, undefined, NOW)).toEqual(refused('unsigned'));
    expect(await openAddressChoice(`${expires}.${signature}.GB-SW1A1AA-1`, session, KEY, NOW)).toEqual(refused('invalid'));
    expect(await openAddressChoice(`${Number(expires) + 3600}.${signature}.GB-SW1A1AA-0`, session, KEY, NOW)).toEqual(refused('invalid'));
    expect(await openAddressChoice(signed, session, KEY, NOW + CHOICE_TTL_SECONDS * 1000 - 1000)).toEqual({ ok: true, id: 'GB-SW1A1AA-0' });
    expect(await openAddressChoice(signed, session, KEY, NOW + CHOICE_TTL_SECONDS * 1000)).toEqual(refused('expired'));
  });

  it('makes random sessions, takes back only their own shape, and keeps the cookie HttpOnly, strict and on the route', () => {
    const a = newAddressSession();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newAddressSession()).not.toBe(a);
    expect(addressSession(a)).toBe(a);
    for (const bad of [null, undefined, '', 'short', `${a}x`, 'a'.repeat(21) + '.']) expect(addressSession(bad)).toBeNull();
    expect(addressSessionCookie(a, false)).toBe(`address_lookup=${a}; Max-Age=1800; Path=/api/checkout/address; HttpOnly; SameSite=Strict`);
    expect(addressSessionCookie(a, true)).toMatch(/; Secure$/);
  });
});
