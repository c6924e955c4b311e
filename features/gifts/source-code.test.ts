import { describe, expect, it } from 'vitest';
import { offeredSourceCodes } from '@/features/settings';
import { giftSourceCode } from './source-code';

const STARTED = '6f1c3b52-0c2e-4e44-9d8a-1f7c9c1b2a01';
const NOT_YET = '6f1c3b52-0c2e-4e44-9d8a-1f7c9c1b2a02';
const settings = {
  sourceCodes: [
    { code: STARTED, label: 'Christmas mailing', startsAt: '2026-11-01T00:00:00+00:00' },
    { code: NOT_YET, label: 'Spring mailing', startsAt: '2027-03-01T00:00:00+00:00' },
  ],
};
const offered = offeredSourceCodes(settings, new Date('2026-11-22T12:00:00Z'));

describe('gift checkout source code (SPEC §5)', () => {
  it('sends a code only once its startsAt has passed', () => {
    expect(giftSourceCode({ source: STARTED, appeal: null }, null, offered)).toBe(STARTED);
    expect(giftSourceCode({ source: NOT_YET, appeal: null }, null, offered)).toBeNull();
    expect(giftSourceCode({ source: null, appeal: null }, NOT_YET, offered)).toBeNull();
  });

  it('falls back to the attribution cookie, read case-insensitively, and ignores a code that is no UUID', () => {
    expect(giftSourceCode({ source: null, appeal: null }, ` ${STARTED.toUpperCase()} `, offered)).toBe(STARTED);
    expect(giftSourceCode({ source: null, appeal: null }, 'newsletter', offered)).toBeNull();
    expect(giftSourceCode({ source: null, appeal: null }, null, offered)).toBeNull();
  });
});
