import { EMBED_KINDS, type EmbedKind } from '@/features/common/embed-kinds';

// The reader's cookie consent (SPEC §4 "Consent and statistics", §9): pure functions, no
// React, no storage; the store (./store.ts) wraps them and persists the state.
//
// - The dialog's answer covers statistics and marketing (which includes every embed kind);
//   what is strictly necessary needs no consent.
// - Accepting one embed (its own 'Accept and show') is remembered for that kind alone.
// - Every answer carries the time it was given; 6 months later it is deleted and the dialog
//   asks again.

/** Bumped when the categories or their meaning change: an answer given under other terms is asked again. */
export const CONSENT_VERSION = 1;

/** localStorage key of the persisted state. */
export const CONSENT_STORAGE_KEY = 'cw_consent';

/** SPEC §9: consent expires after 6 months. */
export const CONSENT_LIFETIME_MONTHS = 6;

/** The dialog's answer. */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
  /** ISO time the reader answered. */
  decidedAt: string;
}

export interface ConsentState {
  /** The dialog's answer; null until given, and again once it expired. */
  choice: ConsentChoice | null;
  /** Embed kinds accepted one by one, with the ISO time of each. */
  embeds: Partial<Record<EmbedKind, string>>;
}

export const NO_CONSENT: ConsentState = { choice: null, embeds: {} };

/** What the statistics queue and the tag manager act on. */
export type StatisticsConsent = 'unknown' | 'granted' | 'refused';

/** The moment `months` calendar months after `iso` (the last day of a shorter month when the day does not exist). */
export function monthsAfter(iso: string, months: number): number {
  const start = new Date(iso);
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

function isFresh(iso: string | undefined, now: number): boolean {
  if (!iso) return false;
  const time = Date.parse(iso);
  // A date that does not parse, or one in the future (a clock set back), is not an answer we can date.
  if (!Number.isFinite(time) || time > now) return false;
  return now < monthsAfter(iso, CONSENT_LIFETIME_MONTHS);
}

/** The state with every answer older than 6 months deleted (the same object when nothing expired). */
export function expire(state: ConsentState, now: number): ConsentState {
  const choice = state.choice && isFresh(state.choice.decidedAt, now) ? state.choice : null;
  const embeds = Object.fromEntries(Object.entries(state.embeds).filter(([, at]) => isFresh(at, now))) as ConsentState['embeds'];
  const unchanged = choice === state.choice && Object.keys(embeds).length === Object.keys(state.embeds).length;
  return unchanged ? state : { choice, embeds };
}

/**
 * The dialog's answer. It replaces the embeds accepted one by one: refusing marketing refuses
 * them too, and accepting it covers them all.
 */
export function decide(_state: ConsentState, answer: { statistics: boolean; marketing: boolean }, now: number): ConsentState {
  return { choice: { statistics: answer.statistics, marketing: answer.marketing, decidedAt: new Date(now).toISOString() }, embeds: {} };
}

export const acceptAll = (state: ConsentState, now: number) => decide(state, { statistics: true, marketing: true }, now);
export const rejectAll = (state: ConsentState, now: number) => decide(state, { statistics: false, marketing: false }, now);

/** One embed kind accepted from its placeholder. */
export function acceptEmbed(state: ConsentState, kind: EmbedKind, now: number): ConsentState {
  return { ...state, embeds: { ...state.embeds, [kind]: new Date(now).toISOString() } };
}

/** The dialog shows until the reader answered (or again once the answer expired). */
export function needsAnswer(state: ConsentState): boolean {
  return state.choice === null;
}

export function embedAllowed(state: ConsentState, kind: EmbedKind): boolean {
  return Boolean(state.choice?.marketing || state.embeds[kind]);
}

export function statisticsConsent(state: ConsentState): StatisticsConsent {
  if (!state.choice) return 'unknown';
  return state.choice.statistics ? 'granted' : 'refused';
}

function isIso(value: unknown): value is string {
  return typeof value === 'string' && Number.isFinite(Date.parse(value));
}

/** A stored state read back: anything malformed (an edited or truncated entry) counts as no answer. */
export function sanitize(stored: unknown): ConsentState {
  if (typeof stored !== 'object' || stored === null) return NO_CONSENT;
  const { choice, embeds } = stored as Record<string, unknown>;
  let cleanChoice: ConsentChoice | null = null;
  if (typeof choice === 'object' && choice !== null) {
    const c = choice as Record<string, unknown>;
    if (typeof c.statistics === 'boolean' && typeof c.marketing === 'boolean' && isIso(c.decidedAt)) {
      cleanChoice = { statistics: c.statistics, marketing: c.marketing, decidedAt: c.decidedAt };
    }
  }
  const cleanEmbeds: ConsentState['embeds'] = {};
  if (typeof embeds === 'object' && embeds !== null) {
    for (const [kind, at] of Object.entries(embeds)) {
      if (EMBED_KIND_NAMES.has(kind) && isIso(at)) cleanEmbeds[kind as EmbedKind] = at;
    }
  }
  return { choice: cleanChoice, embeds: cleanEmbeds };
}

const EMBED_KIND_NAMES = new Set<string>(EMBED_KINDS);

/**
 * zustand persist's `migrate`: an answer stored under another version was given to other
 * questions, so it is dropped and the dialog asks again.
 */
export function migrate(_stored: unknown, version: number): ConsentState {
  return version === CONSENT_VERSION ? sanitize(_stored) : NO_CONSENT;
}

/**
 * The persisted shape (zustand persist's `{state, version}`), for tests and tools that need
 * to start from a given answer.
 */
export function storedConsent(state: ConsentState): string {
  return JSON.stringify({ state, version: CONSENT_VERSION });
}
