import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/edge/config';
import { pathsToPrerender, type ContentPath } from './content-paths';

const item = (path: string, changed: string | null): ContentPath => ({ path, entity_bundle: 'page', changed });

describe('pathsToPrerender (issue 32)', () => {
  it("pre-renders every page of a CMS today's size", () => {
    const paths = Array.from({ length: 130 }, (_, i) => item(`/p${i}`, null));
    expect(pathsToPrerender(paths, parseConfig({}).PRERENDER_LIMIT)).toEqual(paths);
  });

  it('pre-renders the most recently changed at a larger size, undated last, in the CMS order otherwise', () => {
    const paths = [item('/old', '2020-01-01T00:00:00+00:00'), item('/undated', null), item('/new', '2026-11-01T00:00:00+00:00'), item('/same-a', '2025-01-01T00:00:00+00:00'), item('/same-b', '2025-01-01T00:00:00+00:00')];
    expect(pathsToPrerender(paths, 4).map((p) => p.path)).toEqual(['/new', '/same-a', '/same-b', '/old']);
    expect(pathsToPrerender(paths, 0)).toEqual([]);
  });
});

describe('PRERENDER_LIMIT', () => {
  it('is 500 when unset, a whole number when set, and refused at start for anything else (edge/config.ts)', () => {
    expect(parseConfig({}).PRERENDER_LIMIT).toBe(500);
    expect(parseConfig({ PRERENDER_LIMIT: '' }).PRERENDER_LIMIT).toBe(500);
    expect(parseConfig({ PRERENDER_LIMIT: '2000' }).PRERENDER_LIMIT).toBe(2_000);
    expect(parseConfig({ PRERENDER_LIMIT: '0' }).PRERENDER_LIMIT).toBe(0);
    for (const raw of ['-1', '1.5', 'all']) expect(() => parseConfig({ PRERENDER_LIMIT: raw }), raw).toThrow(/PRERENDER_LIMIT: must be a whole number, 0 or more/);
  });
});
