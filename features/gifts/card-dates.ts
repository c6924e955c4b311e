import { CHARITY_TIME_ZONE, charityToday, parseSendingDate, sendingTimestamp, wallClock, type CharityCountry } from './sending-time';

// Dates as the shop's buyers write and read them: day/month/year (en-IE and en-GB), never a
// browser's month-first default. The basket keeps 'YYYY-MM-DD' (sending-time.ts); these turn it
// into what the buyer types and reads, and say when an e-card goes out (SPEC §4's sending time).

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else comes back as it is (what the buyer typed). */
export function buyerDate(iso: string): string {
  const parsed = parseSendingDate(iso);
  return parsed ? `${pad(parsed.day)}/${pad(parsed.month)}/${parsed.year}` : iso;
}

const DAY_FIRST = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the buyer typed → 'YYYY-MM-DD', '' for nothing, or null when it is not a real date.
 * Day first (24/12/2026, 24-12-2026, 24.12.2026, 24 12 2026, 24122026, 1/2/2027); an ISO date
 * (2026-12-24, what a pasted or autofilled value may be) is taken as it is.
 */
export function parseBuyerDate(text: string): string | null {
  const value = text.trim();
  if (!value) return '';
  if (ISO.test(value)) return parseSendingDate(value) ? value : null;
  const m = DAY_FIRST.exec(value) ?? DIGITS.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return parseSendingDate(iso) ? iso : null;
}

/** When an e-card goes out: today (no date, or a date not after today), or on a day at a time. */
export type SendingNote = { kind: 'today' } | { kind: 'on'; date: string; time: string };

/** The instant (seconds) as the charity's wall clock: 'DD/MM/YYYY' and 'HH:MM'. */
export function charityDateTime(seconds: number, country: CharityCountry): { date: string; time: string } {
  const w = wallClock(seconds * 1000, CHARITY_TIME_ZONE[country]);
  return { date: `${pad(w.day)}/${pad(w.month)}/${w.year}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The sending note for a card's chosen date ('YYYY-MM-DD' or ''), by SPEC §4's rule. */
export function sendingNote(date: string, country: CharityCountry, now: Date = new Date()): SendingNote {
  const at = sendingTimestamp(date, country, now);
  if (at === null) return { kind: 'today' };
  const { date: day, time } = charityDateTime(at, country);
  return day === buyerDate(charityToday(country, now)) ? { kind: 'today' } : { kind: 'on', date: day, time };
}

/** 'sent today' or 'sent on 24/12/2026 at 08:00'. */
export function sendingText(note: SendingNote): string {
  return note.kind === 'today' ? 'sent today' : `sent on ${note.date} at ${note.time}`;
}
