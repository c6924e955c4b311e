import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  acceptEmbed,
  CONSENT_VERSION,
  decide,
  embedAllowed,
  expire,
  migrate,
  monthsAfter,
  needsAnswer,
  NO_CONSENT,
  rejectAll,
  sanitize,
  statisticsConsent,
} from './model';

// SPEC §4 "Consent and statistics" and §9 (consent expires after 6 months), on plain functions.

const T0 = Date.parse('2026-01-15T10:00:00.000Z');

describe('the dialog answer', () => {
  it('is stored with its time; none yet means the dialog asks', () => {
    expect(needsAnswer(NO_CONSENT)).toBe(true);
    expect(statisticsConsent(NO_CONSENT)).toBe('unknown');
    const state = acceptAll(NO_CONSENT, T0);
    expect(state.choice).toEqual({ statistics: true, marketing: true, decidedAt: '2026-01-15T10:00:00.000Z' });
    expect(needsAnswer(state)).toBe(false);
    expect(statisticsConsent(state)).toBe('granted');
    expect(statisticsConsent(rejectAll(NO_CONSENT, T0))).toBe('refused');
  });

  it('accepting marketing unlocks every embed; refusing it withdraws embeds accepted one by one', () => {
    const youtube = acceptEmbed(NO_CONSENT, 'youtube', T0);
    expect(embedAllowed(youtube, 'youtube')).toBe(true);
    expect(embedAllowed(youtube, 'vimeo')).toBe(false);
    expect(needsAnswer(youtube)).toBe(true);
    const marketing = decide(youtube, { statistics: false, marketing: true }, T0);
    expect(embedAllowed(marketing, 'vimeo')).toBe(true);
    expect(embedAllowed(marketing, 'instagram')).toBe(true);
    const refused = rejectAll(youtube, T0);
    expect(embedAllowed(refused, 'youtube')).toBe(false);
    expect(embedAllowed(acceptEmbed(refused, 'vimeo', T0), 'vimeo')).toBe(true);
  });
});

describe('expiry after 6 months (SPEC §9)', () => {
  it('counts calendar months', () => {
    expect(new Date(monthsAfter('2026-01-15T10:00:00.000Z', 6)).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    // 31 August + 6 months is the last day of February.
    expect(new Date(monthsAfter('2026-08-31T12:00:00.000Z', 6)).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(new Date(monthsAfter('2027-08-31T12:00:00.000Z', 6)).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  it('keeps an answer until 6 months have passed, then deletes it', () => {
    const state = acceptEmbed(acceptAll(NO_CONSENT, T0), 'youtube', T0);
    const justBefore = Date.parse('2026-07-15T09:59:59.999Z');
    expect(expire(state, justBefore)).toBe(state);
    const expired = expire(state, Date.parse('2026-07-15T10:00:00.000Z'));
    expect(expired).toEqual(NO_CONSENT);
    expect(needsAnswer(expired)).toBe(true);
  });

  it('expires each embed acceptance on its own date', () => {
    const state = acceptEmbed(acceptEmbed(rejectAll(NO_CONSENT, T0), 'youtube', T0), 'vimeo', Date.parse('2026-03-01T00:00:00Z'));
    const later = expire(state, Date.parse('2026-08-01T00:00:00Z'));
    expect(later.choice).toBeNull();
    expect(Object.keys(later.embeds)).toEqual(['vimeo']);
  });

  it('treats an answer dated in the future (a clock set back) as no answer', () => {
    expect(expire(acceptAll(NO_CONSENT, T0), T0 - 60_000).choice).toBeNull();
  });
});

describe('what is read back from storage', () => {
  it('keeps a well-formed state of this version', () => {
    const state = acceptEmbed(decide(NO_CONSENT, { statistics: true, marketing: false }, T0), 'vimeo', T0);
    expect(migrate(JSON.parse(JSON.stringify(state)), CONSENT_VERSION)).toEqual(state);
  });

  it('drops an answer stored under another version', () => {
    const state = acceptAll(NO_CONSENT, T0);
    expect(migrate(state, 0)).toEqual(NO_CONSENT);
    expect(migrate(state, CONSENT_VERSION + 1)).toEqual(NO_CONSENT);
  });

  it('reads anything malformed as no answer', () => {
    for (const junk of [null, 'yes', 42, [], { choice: { statistics: 'yes', marketing: true, decidedAt: '2026-01-01' } }, { choice: { statistics: true, marketing: true, decidedAt: 'yesterday' } }]) {
      expect(sanitize(junk)).toEqual(NO_CONSENT);
    }
    expect(sanitize({ choice: null, embeds: { youtube: '2026-01-01T00:00:00Z', tiktok: '2026-01-01T00:00:00Z', vimeo: 3 } })).toEqual({ choice: null, embeds: { youtube: '2026-01-01T00:00:00Z' } });
  });
});
