// When an email card is sent (SPEC §4 'Email card sending time', §9): computed in the
// charity's time zone whatever the buyer's clock says.
// - no date: none (null);
// - a date at or before today's midnight: none for Ireland, now otherwise;
// - any time before 08:00 is moved to 08:00.
// The result is a Unix timestamp in seconds (field_sending_timestamp).

export type CharityCountry = 'IE' | 'GB';

export const CHARITY_TIME_ZONE: Record<CharityCountry, string> = { IE: 'Europe/Dublin', GB: 'Europe/London' };
/** Email cards go out no earlier than this hour, local time. */
export const EARLIEST_SENDING_HOUR = 8;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at instant `ms`. */
export function wallClock(ms: number, timeZone: string): WallClock & { second: number } {
  const parts = formatter(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant a wall-clock time in `timeZone` names (twice-corrected for DST changes). */
export function zonedTimeToUtc(w: WallClock, timeZone: string): number {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

/** How far ahead a card may be scheduled: two years (next Christmas, bought early, and then some). */
export const SENDING_DAYS_AHEAD = 730;
const DAY_MS = 86_400_000;
/** A sending time this far behind the server's clock still passes (a slow retry of the same attempt). */
export const SENDING_PAST_GRACE_MS = DAY_MS;

/** The latest sending date to offer ('YYYY-MM-DD', charity time): SENDING_DAYS_AHEAD from today. */
export function latestSendingDate(country: CharityCountry, now: Date = new Date()): string {
  return charityToday(country, new Date(now.getTime() + SENDING_DAYS_AHEAD * DAY_MS));
}

/** A chosen date is empty, or a real date no later than latestSendingDate (dates before today send at once). */
export function isSendingDateInRange(date: string, country: CharityCountry, now: Date = new Date()): boolean {
  if (!date.trim()) return true;
  return parseSendingDate(date) !== null && date.trim() <= latestSendingDate(country, now);
}

/** The order route's bounds on field_sending_timestamp (seconds): not in the past, not beyond the latest date. */
export function isSendingTimestampInRange(seconds: number | null, now: Date = new Date()): boolean {
  if (seconds === null) return true;
  const ms = seconds * 1000;
  // One extra day ahead: the latest date's 08:00 in the charity's zone, from any server clock.
  return ms >= now.getTime() - SENDING_PAST_GRACE_MS && ms <= now.getTime() + (SENDING_DAYS_AHEAD + 1) * DAY_MS;
}

/** Today's date ('YYYY-MM-DD') in the charity's time zone: the earliest sending date to offer. */
export function charityToday(country: CharityCountry, now: Date = new Date()): string {
  const w = wallClock(now.getTime(), CHARITY_TIME_ZONE[country]);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → its parts, or null for anything else (including 2026-02-30). */
export function parseSendingDate(date: string): { year: number; month: number; day: number } | null {
  const m = DATE.exec(date.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** field_sending_timestamp for an email card (seconds), or null for none. */
export function sendingTimestamp(date: string | null | undefined, country: CharityCountry, now: Date = new Date()): number | null {
  if (!date) return null;
  const parsed = parseSendingDate(date);
  if (!parsed) return null;
  const zone = CHARITY_TIME_ZONE[country];
  const start = zonedTimeToUtc({ ...parsed, hour: 0, minute: 0 }, zone);
  const today = wallClock(now.getTime(), zone);
  const todayMidnight = zonedTimeToUtc({ year: today.year, month: today.month, day: today.day, hour: 0, minute: 0 }, zone);
  let at: number;
  if (start <= todayMidnight) {
    if (country === 'IE') return null;
    at = now.getTime();
  } else {
    at = start;
  }
  const local = wallClock(at, zone);
  if (local.hour < EARLIEST_SENDING_HOUR) {
    at = zonedTimeToUtc({ year: local.year, month: local.month, day: local.day, hour: EARLIEST_SENDING_HOUR, minute: 0 }, zone);
  }
  return Math.floor(at / 1000);
}
