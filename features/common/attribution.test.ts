import { describe, expect, it } from 'vitest';
import { appealFor, formatAttribution, offeredSource, parseAttribution, SPECIAL_APPEALS } from './attribution';

const SOURCE = '5b4c1c0e-6a3f-4f57-9a57-3f0f3d2b7c11';

describe("attribution (SPEC §9: session 'source;appeal')", () => {
  it("reads and writes 'source;appeal'", () => {
    expect(formatAttribution({ source: SOURCE, appeal: '1175' })).toBe(`${SOURCE};1175`);
    expect(parseAttribution(`${SOURCE};1175`)).toEqual({ source: SOURCE, appeal: '1175' });
    expect(parseAttribution(`${SOURCE.toUpperCase()};`)).toEqual({ source: SOURCE, appeal: null });
    expect(parseAttribution('newsletter;1175')).toEqual({ source: null, appeal: '1175' }); // SPEC §5: a UUID or nothing
    expect(parseAttribution('x;<script>')).toEqual({ source: null, appeal: null });
    expect(parseAttribution(null)).toEqual({ source: null, appeal: null });
  });

  it('sends only a source code that is on offer (startsAt passed)', () => {
    const offered = [{ code: SOURCE }];
    expect(offeredSource({ source: SOURCE, appeal: null }, offered)).toBe(SOURCE);
    expect(offeredSource({ source: '11111111-1111-4111-8111-111111111111', appeal: null }, offered)).toBeNull();
  });

  it('uses the block appeal, else the session appeal, else the special appeal ids (IE 1175/1176, others 1090/167)', () => {
    expect(SPECIAL_APPEALS).toEqual({ IE: ['1175', '1176'], GB: ['1090', '167'] });
    expect(appealFor('IE', 'single', '1176', { source: null, appeal: '1175' })).toBe('1176');
    expect(appealFor('IE', 'single', null, { source: null, appeal: '999' })).toBe('999');
    expect(appealFor('IE', 'single', null, { source: null, appeal: null })).toBe('1175');
    expect(appealFor('IE', 'monthly', null, { source: null, appeal: null })).toBe('1176');
    expect(appealFor('GB', 'single', null, { source: null, appeal: null })).toBe('1090');
    expect(appealFor('GB', 'monthly', null, { source: null, appeal: null })).toBe('167');
  });
});
