import { describe, expect, it } from 'vitest';
import { charityToday, CHARITY_TIME_ZONE, EARLIEST_SENDING_HOUR, isSendingDateInRange, isSendingTimestampInRange, latestSendingDate, parseSendingDate, sendingTimestamp } from './sending-time';

// SPEC §4: no date → none; a date at or before today's midnight → none for IE, now otherwise;
// any time before 08:00 → 08:00. In Europe/Dublin or Europe/London, whatever the machine's zone.

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('email card sending time', () => {
  it('uses the charity time zones and 08:00', () => {
    expect(CHARITY_TIME_ZONE).toEqual({ IE: 'Europe/Dublin', GB: 'Europe/London' });
    expect(EARLIEST_SENDING_HOUR).toBe(8);
  });

  it('is none without a date, or with a date that is not one', () => {
    for (const country of ['IE', 'GB'] as const) {
      expect(sendingTimestamp('', country, at('2026-11-22T12:00:00Z'))).toBeNull();
      expect(sendingTimestamp(null, country)).toBeNull();
      expect(sendingTimestamp('2026-02-30', country)).toBeNull();
      expect(sendingTimestamp('tomorrow', country)).toBeNull();
    }
    expect(parseSendingDate('2026-12-24')).toEqual({ year: 2026, month: 12, day: 24 });
  });

  it('moves a future date to 08:00 local time, in winter (UTC+0) and summer (UTC+1)', () => {
    const now = at('2026-11-22T12:00:00Z');
    expect(sendingTimestamp('2026-12-24', 'IE', now)).toBe(seconds('2026-12-24T08:00:00Z'));
    expect(sendingTimestamp('2026-12-24', 'GB', now)).toBe(seconds('2026-12-24T08:00:00Z'));
    expect(sendingTimestamp('2027-07-01', 'IE', now)).toBe(seconds('2027-07-01T07:00:00Z'));
    expect(sendingTimestamp('2027-07-01', 'GB', now)).toBe(seconds('2027-07-01T07:00:00Z'));
  });

  it('treats today and earlier as none for Ireland and now for Great Britain', () => {
    const now = at('2026-11-22T12:34:56Z');
    expect(sendingTimestamp('2026-11-22', 'IE', now)).toBeNull();
    expect(sendingTimestamp('2026-11-01', 'IE', now)).toBeNull();
    expect(sendingTimestamp('2026-11-22', 'GB', now)).toBe(Math.floor(now.getTime() / 1000));
    expect(sendingTimestamp('2020-01-01', 'GB', now)).toBe(Math.floor(now.getTime() / 1000));
  });

  it('moves "now" before 08:00 to 08:00 that day (GB)', () => {
    expect(sendingTimestamp('2026-11-22', 'GB', at('2026-11-22T06:15:00Z'))).toBe(seconds('2026-11-22T08:00:00Z'));
    // 07:59 local in summer is 06:59 UTC.
    expect(sendingTimestamp('2027-06-10', 'GB', at('2027-06-10T06:59:00Z'))).toBe(seconds('2027-06-10T07:00:00Z'));
    expect(sendingTimestamp('2027-06-10', 'GB', at('2027-06-10T07:00:00Z'))).toBe(seconds('2027-06-10T07:00:00Z'));
  });

  it("decides 'today' by the charity's midnight, not the buyer's or UTC's", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Dublin: 1 July is already today there.
    const justAfterMidnight = at('2027-06-30T23:30:00Z');
    expect(charityToday('IE', justAfterMidnight)).toBe('2027-07-01');
    expect(sendingTimestamp('2027-07-01', 'IE', justAfterMidnight)).toBeNull();
    expect(sendingTimestamp('2027-07-01', 'GB', justAfterMidnight)).toBe(seconds('2027-07-01T07:00:00Z'));
    // 22:59 UTC on 30 June is 23:59 in Dublin: 1 July is still tomorrow.
    const justBeforeMidnight = at('2027-06-30T22:59:00Z');
    expect(charityToday('GB', justBeforeMidnight)).toBe('2027-06-30');
    expect(sendingTimestamp('2027-07-01', 'IE', justBeforeMidnight)).toBe(seconds('2027-07-01T07:00:00Z'));
  });

  it('gives the same answer whatever the process time zone is', () => {
    const original = process.env.TZ;
    const results: (number | null)[] = [];
    try {
      for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = tz;
        results.push(sendingTimestamp('2026-12-24', 'IE', at('2026-11-22T12:00:00Z')));
        results.push(sendingTimestamp('2026-11-22', 'GB', at('2026-11-22T05:00:00Z')));
      }
    } finally {
      process.env.TZ = original;
    }
    expect(new Set(results.filter((_, i) => i % 2 === 0))).toEqual(new Set([seconds('2026-12-24T08:00:00Z')]));
    expect(new Set(results.filter((_, i) => i % 2 === 1))).toEqual(new Set([seconds('2026-11-22T08:00:00Z')]));
  });
});

describe('sending date bounds', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('offers dates up to two years ahead, and the order route refuses times in the past or beyond', () => {
    expect(latestSendingDate('IE', now)).toBe('2028-11-21');
    expect(isSendingDateInRange('', 'IE', now)).toBe(true);
    expect(isSendingDateInRange('2028-11-21', 'IE', now)).toBe(true);
    expect(isSendingDateInRange('2028-11-22', 'IE', now)).toBe(false);
    expect(isSendingDateInRange('2099-01-01', 'GB', now)).toBe(false);
    const seconds = Math.floor(now.getTime() / 1000);
    expect(isSendingTimestampInRange(null, now)).toBe(true);
    expect(isSendingTimestampInRange(seconds + 3600, now)).toBe(true);
    expect(isSendingTimestampInRange(seconds - 3600, now)).toBe(true); // a slow retry of the same attempt
    expect(isSendingTimestampInRange(0, now)).toBe(false);
    expect(isSendingTimestampInRange(seconds - 2 * 86_400, now)).toBe(false);
    expect(isSendingTimestampInRange(seconds + 732 * 86_400, now)).toBe(false);
    // The latest date the form offers, at its 08:00, still passes.
    expect(isSendingTimestampInRange(sendingTimestamp(latestSendingDate('IE', now), 'IE', now), now)).toBe(true);
  });
});
