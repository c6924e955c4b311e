import { DIRECT_DEBIT_DEFAULTS, type Country, type DonationKind } from '@/features/checkout';
import { formatMoney, type Currency } from '@/features/common/money';

// The words that say what is being given, on every step and on the thank-you page: pure
// functions, so each is a unit test. Dates in the site's English (en-IE, en-GB): '2 December
// 2026', built by hand as formatMoney is (a first toLocaleString costs a phone 20-30 ms).

/** The appeal's name, or 'Donation' when the gift was not chosen on an appeal's page. */
export function appealName(appealTitle: string | null | undefined): string {
  return appealTitle?.trim() || 'Donation';
}

export function kindLabel(kind: DonationKind): 'Single' | 'Monthly' {
  return kind === 'monthly' ? 'Monthly' : 'Single';
}

/** The folded summary's one line: '€50 single donation to Gaza emergency appeal'. */
export function summaryLine(amountMinor: number, kind: DonationKind, appealTitle: string | null | undefined, currency: Currency): string {
  const what = `${formatMoney(amountMinor, currency)} ${kind === 'monthly' ? 'monthly' : 'single'} donation`;
  const title = appealTitle?.trim();
  return title ? `${what} to ${title}` : what;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2 December 2026' (the day-month-year order of en-IE and en-GB). Calendar date, no time zone. */
export function formatLongDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** Today's calendar date where the donor is, as a UTC midnight (day arithmetic without DST). */
export function calendarDate(now: Date): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

const DAY = 86_400_000;

/**
 * The first direct debit collection: the next `dayOfMonth` (SPEC §9 debit_date: 1 in GB, 2 in
 * IE) at least `minDays` away (a new mandate needs about ten days before its first collection).
 * Approximate: the bank sets the real date.
 */
export function firstCollectionDate(today: Date, dayOfMonth: number, minDays = 10): Date {
  const start = calendarDate(today).getTime() + minDays * DAY;
  let year = today.getFullYear();
  let month = today.getMonth();
  for (;;) {
    const candidate = Date.UTC(year, month, dayOfMonth);
    if (candidate >= start) return new Date(candidate);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
}

/** A month after today (the last day of next month when it is shorter): the next card gift. */
export function nextMonthlyDate(today: Date): Date {
  const year = today.getFullYear() + (today.getMonth() === 11 ? 1 : 0);
  const month = (today.getMonth() + 1) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getDate(), lastDay)));
}

/** SPEC §9's direct debit day of the month: '1' in GB, '2' in IE. */
export function debitDay(country: Country): number {
  return Number(DIRECT_DEBIT_DEFAULTS[country].debit_date);
}

/** 'What happens next' for a monthly gift: when the collections are. */
export function monthlyCollectionText(opts: { country: Country; directDebit: boolean; amountMinor: number; currency: Currency; today: Date }): string {
  const money = formatMoney(opts.amountMinor, opts.currency);
  if (opts.directDebit) {
    const day = debitDay(opts.country);
    return `Your first monthly gift of ${money} will be collected from your bank account around ${formatLongDate(firstCollectionDate(opts.today, day))}, then around the ${ordinal(day)} of every month.`;
  }
  return `Today's gift has been taken. The next one, ${money}, follows around ${formatLongDate(nextMonthlyDate(opts.today))}, and then every month.`;
}
