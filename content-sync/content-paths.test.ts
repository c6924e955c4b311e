import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/edge/config';
import { prerenderedContentPages, pathsToPrerender, type ContentPath } from './content-paths';

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

describe('prerenderedContentPages: the build’s own list of pre-rendered pages (issue 47: no run-time read of Next’s manifest)', () => {
  it('lists the internal pages of what the catch-all routes pre-render, the more specific routes’ trees left out', () => {
    const paths = [item('/about-us', null), item('/knowledge-hub/x', null), item('/news/a', '2026-01-01T00:00:00+00:00'), item('/', null)];
    expect(prerenderedContentPages('main', paths, 10)).toEqual(['/main/about-us', '/main/news/a']);
    expect(prerenderedContentPages('main', paths, 1)).toEqual(['/main/news/a']);
    expect(prerenderedContentPages('gifts', [item('/gifts-faq', null), item('/gifts/goat', null), item('/category/all', null)], 10)).toEqual(['/gifts/gifts-faq']);
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
