// One way to show a content date ('19 November 2026'), on the server and in client islands.
// Europe/Dublin and Europe/London keep the same offsets all year, so one zone serves both sites.
const CONTENT_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Dublin' });

/** An ISO date-time as '19 November 2026'; null when it does not parse. */
export function formatContentDate(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : CONTENT_DATE.format(time);
}
