import { describe, expect, it } from 'vitest';
import { buyerDate, charityDateTime, parseBuyerDate, sendingNote, sendingText } from './card-dates';

// The shop's buyers write and read dates day first (en-IE, en-GB): 24/12/2026, never 12/24/2026.

describe('dates as the buyer writes them', () => {
  it('shows the basket’s ISO date as DD/MM/YYYY and leaves anything else as typed', () => {
    expect(buyerDate('2026-12-24')).toBe('24/12/2026');
    expect(buyerDate('2027-02-01')).toBe('01/02/2027');
    expect(buyerDate('')).toBe('');
    expect(buyerDate('24/1')).toBe('24/1');
  });

  it('reads day-first dates with any usual separator, and ISO dates', () => {
    for (const text of ['24/12/2026', '24-12-2026', '24.12.2026', '24 12 2026', ' 24 / 12 / 2026 ', '24122026', '2026-12-24']) {
      expect(parseBuyerDate(text), text).toBe('2026-12-24');
    }
    expect(parseBuyerDate('1/2/2027')).toBe('2027-02-01');
    expect(parseBuyerDate('')).toBe('');
    expect(parseBuyerDate('   ')).toBe('');
  });

  it('never reads a date month first, and refuses what is not a date', () => {
    // 12/24/2026 would be month first: there is no 24th month.
    expect(parseBuyerDate('12/24/2026')).toBeNull();
    expect(parseBuyerDate('03/04/2027')).toBe('2027-04-03');
    for (const text of ['31/02/2027', '24/12/26', '24/12', 'tomorrow', '2026-13-01', '2026-02-30']) expect(parseBuyerDate(text), text).toBeNull();
  });
});

describe('when an e-card is sent, in words', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('is a day and 08:00 in the charity’s time zone for a future date (summer time too)', () => {
    expect(sendingNote('2026-12-24', 'IE', now)).toEqual({ kind: 'on', date: '24/12/2026', time: '08:00' });
    expect(sendingNote('2027-07-01', 'GB', now)).toEqual({ kind: 'on', date: '01/07/2027', time: '08:00' });
    expect(sendingText(sendingNote('2026-12-24', 'GB', now))).toBe('sent on 24/12/2026 at 08:00');
  });

  it('is today without a date, or with today’s or a past date (SPEC §4: none in IE, now in GB)', () => {
    for (const country of ['IE', 'GB'] as const) {
      expect(sendingNote('', country, now)).toEqual({ kind: 'today' });
      expect(sendingNote('2026-11-22', country, now)).toEqual({ kind: 'today' });
      expect(sendingNote('2026-11-01', country, now)).toEqual({ kind: 'today' });
    }
    expect(sendingText({ kind: 'today' })).toBe('sent today');
  });

  it('reads an instant on the charity’s wall clock, whatever the machine’s zone', () => {
    expect(charityDateTime(Date.parse('2027-07-01T07:00:00Z') / 1000, 'IE')).toEqual({ date: '01/07/2027', time: '08:00' });
    expect(charityDateTime(Date.parse('2026-12-31T23:30:00Z') / 1000, 'GB')).toEqual({ date: '31/12/2026', time: '23:30' });
  });
});
