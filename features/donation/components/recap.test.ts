import { describe, expect, it } from 'vitest';
import { feeCoverText, feeOptionText } from '../fees';
import { appealName, debitDay, firstCollectionDate, formatLongDate, monthlyCollectionText, nextMonthlyDate, ordinal, summaryLine } from './recap';

// Local calendar dates, as the donor's browser has them.
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 15, 30);

describe('the gift in words', () => {
  it("one line: amount, single or monthly, the appeal's name", () => {
    expect(summaryLine(5000, 'single', 'Gaza emergency appeal', 'EUR')).toBe('€50 single donation to Gaza emergency appeal');
    expect(summaryLine(1250, 'monthly', 'Hunger crisis', 'GBP')).toBe('£12.50 monthly donation to Hunger crisis');
    expect(summaryLine(5000, 'single', null, 'EUR')).toBe('€50 single donation');
    expect(summaryLine(5000, 'single', '  ', 'EUR')).toBe('€50 single donation');
  });

  it("names the appeal, or 'Donation' without one", () => {
    expect(appealName('Gaza emergency appeal')).toBe('Gaza emergency appeal');
    expect(appealName(null)).toBe('Donation');
    expect(appealName(' ')).toBe('Donation');
  });

  it('shows the fee in money, with SPEC labels behind Change', () => {
    expect(feeCoverText(5000, '5%', 'EUR')).toBe('Add €2.50 to cover card and processing fees');
    expect(feeCoverText(2500, '7%', 'GBP')).toBe('Add £1.75 to cover card and processing fees');
    expect(feeCoverText(2000, '2%', 'EUR')).toBe('Add €0.40 to cover card and processing fees');
    expect(feeOptionText(2500, '5%', 'EUR')).toBe('5% of the donation amount (€1.25)');
    expect(feeOptionText(2500, 'without_fee', 'EUR')).toBe('No transaction fee applied');
  });
});

describe('dates (en-IE / en-GB)', () => {
  it("day month year, never the US order, and ordinals", () => {
    expect(formatLongDate(new Date(Date.UTC(2026, 11, 2)))).toBe('2 December 2026');
    expect(formatLongDate(new Date(Date.UTC(2027, 0, 1)))).toBe('1 January 2027');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });

  it('first direct debit: the next debit day (GB 1, IE 2) at least 10 days away', () => {
    expect(debitDay('GB')).toBe(1);
    expect(debitDay('IE')).toBe(2);
    expect(formatLongDate(firstCollectionDate(on(2026, 12, 2), 2))).toBe('2 January 2027');
    expect(formatLongDate(firstCollectionDate(on(2026, 12, 25), 2))).toBe('2 February 2027');
    expect(formatLongDate(firstCollectionDate(on(2026, 11, 20), 1))).toBe('1 December 2026');
    // Exactly ten days is enough; nine is not.
    expect(formatLongDate(firstCollectionDate(on(2026, 11, 21), 1))).toBe('1 December 2026');
    expect(formatLongDate(firstCollectionDate(on(2026, 11, 22), 1))).toBe('1 January 2027');
    expect(formatLongDate(firstCollectionDate(on(2027, 2, 1), 1))).toBe('1 March 2027');
  });

  it('the next card gift a month on, kept inside a short month', () => {
    expect(formatLongDate(nextMonthlyDate(on(2026, 12, 2)))).toBe('2 January 2027');
    expect(formatLongDate(nextMonthlyDate(on(2027, 1, 31)))).toBe('28 February 2027');
    expect(formatLongDate(nextMonthlyDate(on(2026, 5, 15)))).toBe('15 June 2026');
  });

  it("says when monthly collections happen, approximately", () => {
    expect(monthlyCollectionText({ country: 'IE', directDebit: true, amountMinor: 2100, currency: 'EUR', today: on(2026, 12, 2) })).toBe(
      'Your first monthly gift of €21 will be collected from your bank account around 2 January 2027, then around the 2nd of every month.',
    );
    expect(monthlyCollectionText({ country: 'GB', directDebit: true, amountMinor: 1000, currency: 'GBP', today: on(2026, 12, 2) })).toContain('around 1 January 2027, then around the 1st of every month');
    expect(monthlyCollectionText({ country: 'GB', directDebit: false, amountMinor: 1000, currency: 'GBP', today: on(2026, 12, 2) })).toBe(
      "Today's gift has been taken. The next one, £10, follows around 2 January 2027, and then every month.",
    );
  });
});
