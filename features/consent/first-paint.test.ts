import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_SCRIPT_HASH } from '@/edge/security-headers';
import { CONSENT_FIRST_PAINT_SCRIPT } from './first-paint';
import { expire, migrate, needsAnswer, storedConsent } from './model';

// The first-paint script decides as the store does (no answer, another version, malformed,
// expired: the dialog shows), and its hash is the one the checkout's policy allows.

/** Runs the script on a hidden dialog with `stored` in localStorage (or a storage that throws); true when it showed the dialog. */
function shows(stored: string | null | Error): boolean {
  const dialog = { hidden: true };
  const document = { querySelector: (selector: string) => (selector === '[data-consent-dialog]' ? dialog : null) };
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === 'cw_consent' ? stored : null;
    },
  };
  new Function('document', 'window', CONSENT_FIRST_PAINT_SCRIPT)(document, { localStorage });
  return !dialog.hidden;
}

/** What the store decides once it read `stored` (zustand persist: migrate, sanitize; then expire). */
function storeAsks(stored: string | null, now: number): boolean {
  let parsed: { state?: unknown; version?: number } | null;
  try {
    parsed = JSON.parse(stored ?? 'null');
  } catch {
    return true; // the store cannot read it: no answer
  }
  if (!parsed) return true;
  return needsAnswer(expire(migrate(parsed.state, parsed.version ?? 0), now));
}

const NOW = Date.parse('2026-08-31T12:00:00Z');
const choice = (decidedAt: string, statistics: unknown = true, marketing: unknown = false) => ({ statistics, marketing, decidedAt });
const stored = (state: unknown, version = 1) => JSON.stringify({ state, version });

afterEach(() => {
  vi.useRealTimers();
});

describe('consent dialog first-paint script', () => {
  const cases: [string, string | null][] = [
    ['nothing stored', null],
    ['not JSON', '{"state":'],
    ['JSON null', 'null'],
    ['no choice, one embed accepted', storedConsent({ choice: null, embeds: { youtube: '2026-08-01T00:00:00.000Z' } })],
    ['an answer from yesterday', storedConsent({ choice: choice('2026-08-30T12:00:00.000Z') as never, embeds: {} })],
    ['an answer refusing everything', stored({ choice: choice('2026-08-30T12:00:00.000Z', false, false), embeds: {} })],
    ['an answer under another version', stored({ choice: choice('2026-08-30T12:00:00.000Z'), embeds: {} }, 0)],
    ['statistics not a boolean', stored({ choice: choice('2026-08-30T12:00:00.000Z', 'yes'), embeds: {} })],
    ['a date that does not parse', stored({ choice: choice('last week'), embeds: {} })],
    ['a date in the future', stored({ choice: choice('2026-09-01T12:00:00.000Z'), embeds: {} })],
    ['one second short of 6 months', stored({ choice: choice('2026-02-28T12:00:01.000Z'), embeds: {} })],
    // 31 August minus 6 months: 28 February's answer runs to 28 August, so it is expired.
    ['6 months and more', stored({ choice: choice('2026-02-28T11:00:00.000Z'), embeds: {} })],
    ['exactly 6 months', stored({ choice: choice('2026-02-28T12:00:00.000Z'), embeds: {} })],
    ['a day past 6 months', stored({ choice: choice('2026-02-27T12:00:00.000Z'), embeds: {} })],
    ['31 March: runs to the end of September', stored({ choice: choice('2026-03-31T12:00:00.000Z'), embeds: {} })],
  ];

  it.each(cases)('decides as the store does: %s', (_name, value) => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(shows(value)).toBe(storeAsks(value, NOW));
  });

  it('shows the dialog on a first visit and keeps it hidden for a fresh answer', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(shows(null)).toBe(true);
    expect(shows(stored({ choice: choice('2026-08-30T12:00:00.000Z'), embeds: {} }))).toBe(false);
    expect(shows(stored({ choice: choice('2026-02-27T12:00:00.000Z'), embeds: {} }))).toBe(true);
  });

  it('shows the dialog when storage cannot be read', () => {
    expect(shows(new Error('SecurityError'))).toBe(true);
  });

  it('does nothing on a page without the dialog', () => {
    expect(() => new Function('document', 'window', CONSENT_FIRST_PAINT_SCRIPT)({ querySelector: () => null }, {})).not.toThrow();
  });

  describe('one answer for both storefronts, through a cookie on their shared parent domain (issue 40)', () => {
    /** A page on `host` whose script names `domains`, with `local` in localStorage and `cookie` as document.cookie. */
    function page(host: string, domains: string, local: string | null, cookie = '') {
      const dialog = { hidden: true };
      const store = new Map<string, string>(local === null ? [] : [['cw_consent', local]]);
      const written: string[] = [];
      const listeners: Record<string, () => void> = {};
      const timers: (() => void)[] = [];
      const document = {
        querySelector: (selector: string) => (selector === '[data-consent-dialog]' ? dialog : null),
        currentScript: { getAttribute: (name: string) => (name === 'data-cookie-domains' ? domains : null) },
        get cookie() {
          return cookie;
        },
        set cookie(value: string) {
          written.push(value);
        },
        addEventListener: (type: string, fn: () => void) => (listeners[`document:${type}`] = fn),
      };
      const window = {
        localStorage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
        location: { hostname: host, protocol: 'https:' },
        setTimeout: (fn: () => void) => void timers.push(fn),
        addEventListener: (type: string, fn: () => void) => (listeners[`window:${type}`] = fn),
      };
      new Function('document', 'window', CONSENT_FIRST_PAINT_SCRIPT)(document, window);
      return { shown: !dialog.hidden, store, written, listeners, timers };
    }
    const fresh = stored({ choice: choice('2026-08-30T12:00:00.000Z'), embeds: {} });
    const newer = stored({ choice: choice('2026-08-31T11:00:00.000Z', false, false), embeds: {} });
    const expired = stored({ choice: choice('2026-02-27T12:00:00.000Z'), embeds: {} });
    const cookieOf = (value: string) => `other=1; cw_consent=${encodeURIComponent(value)}`;

    it('an answer given on the other storefront is honoured, and copied where the store reads it', () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const gifts = page('gifts.charity.test', 'charity.test', null, cookieOf(fresh));
      expect(gifts.shown).toBe(false);
      expect(gifts.store.get('cw_consent')).toBe(fresh);
      expect(gifts.written).toEqual([]);
      // A newer answer in the cookie replaces an older local one.
      expect(page('www.charity.test', 'charity.test', fresh, cookieOf(newer)).store.get('cw_consent')).toBe(newer);
    });

    it('an answer given here is written to the shared cookie, expiring with the answer', () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const main = page('www.charity.test', 'charity.test', fresh);
      expect(main.shown).toBe(false);
      // Given 30 August: expires 6 calendar months on, the last day of February.
      expect(main.written).toEqual([`cw_consent=${encodeURIComponent(fresh)};domain=charity.test;path=/;expires=Sun, 28 Feb 2027 12:00:00 GMT;samesite=lax;secure`]);
    });

    it('an answer given in the dialog reaches the cookie after the click, and when the page is hidden', () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const main = page('www.charity.test', 'charity.test', null);
      expect(main.shown).toBe(true);
      main.listeners['document:click']!();
      main.store.set('cw_consent', fresh); // the store's write, in the button's own handler
      main.timers.forEach((fn) => fn());
      expect(main.written).toHaveLength(1);
      expect(main.written[0]).toMatch(/^cw_consent=.*;domain=charity\.test;/);
      main.listeners['window:pagehide']!();
      expect(main.written).toHaveLength(1); // the same answer is not written twice
      main.store.set('cw_consent', newer);
      main.listeners['window:pagehide']!();
      expect(main.written).toHaveLength(2);
    });

    it('an expired answer in the cookie is not honoured (SPEC §4: asked again)', () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const gifts = page('gifts.charity.test', 'charity.test', null, cookieOf(expired));
      expect(gifts.shown).toBe(true);
      expect(gifts.store.has('cw_consent')).toBe(false);
      // …and deleted from the shared domain.
      expect(gifts.written).toEqual(['cw_consent=;domain=charity.test;path=/;max-age=0']);
    });

    it('hosts under none of the domains share nothing: no cookie read or written', () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const other = page('gifts.localhost', 'charity.test', null, cookieOf(fresh));
      expect(other.shown).toBe(true);
      expect(page('localhost', '', fresh).written).toEqual([]);
      expect(page('notcharity.test', 'charity.test', fresh).written).toEqual([]);
      expect(page('localhost', '', fresh).listeners).toEqual({});
    });
  });

  it('is the script the checkout policy allows by hash', () => {
    const hash = createHash('sha256').update(CONSENT_FIRST_PAINT_SCRIPT).digest('base64');
    expect(CONSENT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
