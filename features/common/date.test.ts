import { describe, expect, it } from 'vitest';
import { formatContentDate } from './date';

describe('formatContentDate', () => {
  it("shows the Irish/British calendar day, whatever the server's zone", () => {
    expect(formatContentDate('2026-11-19T09:00:00+00:00')).toBe('19 November 2026');
    expect(formatContentDate('2026-07-08T23:30:00+00:00')).toBe('9 July 2026');
    expect(formatContentDate('not a date')).toBeNull();
  });
});
