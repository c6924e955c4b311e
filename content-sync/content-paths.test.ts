import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { DEFAULT_PRERENDER_LIMIT, pathsToPrerender, prerenderLimit, type ContentPath } from './content-paths';

let events: string[];
let restore: () => void;
beforeEach(() => {
  events = [];
  restore = setLogSink((_level, event) => events.push(event));
});
afterEach(() => restore());

const item = (path: string, changed: string | null): ContentPath => ({ path, entity_bundle: 'page', changed });

describe('pathsToPrerender (issue 32)', () => {
  it("pre-renders every page of a CMS today's size", () => {
    const paths = Array.from({ length: 130 }, (_, i) => item(`/p${i}`, null));
    expect(pathsToPrerender(paths, DEFAULT_PRERENDER_LIMIT)).toEqual(paths);
  });

  it('pre-renders the most recently changed at a larger size, undated last, in the CMS order otherwise', () => {
    const paths = [item('/old', '2020-01-01T00:00:00+00:00'), item('/undated', null), item('/new', '2026-11-01T00:00:00+00:00'), item('/same-a', '2025-01-01T00:00:00+00:00'), item('/same-b', '2025-01-01T00:00:00+00:00')];
    expect(pathsToPrerender(paths, 4).map((p) => p.path)).toEqual(['/new', '/same-a', '/same-b', '/old']);
    expect(pathsToPrerender(paths, 0)).toEqual([]);
  });
});

describe('prerenderLimit (PRERENDER_LIMIT)', () => {
  it('is the default when unset, a whole number when set, and the default (logged) for anything else', () => {
    expect(prerenderLimit({})).toBe(DEFAULT_PRERENDER_LIMIT);
    expect(prerenderLimit({ PRERENDER_LIMIT: '2000' })).toBe(2_000);
    expect(prerenderLimit({ PRERENDER_LIMIT: '0' })).toBe(0);
    expect(events).toEqual([]);
    for (const raw of ['-1', '1.5', 'all']) expect(prerenderLimit({ PRERENDER_LIMIT: raw }), raw).toBe(DEFAULT_PRERENDER_LIMIT);
    expect(events).toEqual(['prerender_limit_invalid', 'prerender_limit_invalid', 'prerender_limit_invalid']);
  });
});
