import { describe, expect, it } from 'vitest';
import { type Sample, cls3, floorTable, jsMisses, middle, misses, summarise } from './floor-report';

const KiB = 1024;
const sample = (over: Partial<Sample> = {}): Sample => ({ perf: 93, tbt: 300, bootup: 650, lcp: 700, cls: 0, js: 134 * KiB, ...over });
const bare = summarise('bare Next page', 'bare', [sample({ perf: 91 }), sample({ perf: 93, tbt: 320 }), sample({ perf: 98, tbt: 180 })]);

describe('bench:floor figures', () => {
  it('takes the median of each figure on its own, and the range', () => {
    expect(bare.median).toMatchObject({ perf: 93, tbt: 300 });
    expect(bare.min.perf).toBe(91);
    expect(bare.max.perf).toBe(98);
    expect(middle([4, 1, 3, 2])).toBe(2.5);
    expect(middle([])).toBeNaN();
  });

  const floor = summarise('content (news): markup floor', 'floor', [sample({ perf: 92, tbt: 350 })]);

  it('passes a page at the edge of every target', () => {
    const page = summarise('content (news)', 'content', [sample({ perf: 89, tbt: 455, lcp: 2500, cls: 0.0004, js: 149 * KiB })]);
    expect(misses(page, bare, floor)).toEqual([]);
  });

  it('names each figure a page misses, against its markup floor (perf, TBT) and the bare page (JS)', () => {
    const page = summarise('appeal', 'content', [sample({ perf: 88, tbt: 456, lcp: 2600, cls: 0.001, js: 149 * KiB + 1 })]);
    expect(misses(page, bare, floor)).toEqual([
      'perf 88 < 89 (markup floor 92 − 3)',
      'TBT 456 ms > 455 ms (1.3 × markup floor 350 ms)',
      'LCP 2.6 s > 2.5 s',
      'CLS 0.001 > 0',
      "JS 15.0 KiB over the bare page's > 15.0 KiB",
    ]);
  });

  it('holds donation steps to 60 KiB over the bare page and only reports the gift pages’ JS', () => {
    const heavy = sample({ js: 200 * KiB });
    expect(misses(summarise('donation: amount', 'donation', [heavy]), bare, floor)).toEqual(["JS 66.0 KiB over the bare page's > 60.0 KiB"]);
    expect(misses(summarise('donation: amount', 'donation', [sample({ js: 194 * KiB })]), bare, floor)).toEqual([]);
    expect(misses(summarise('gift product', 'gifts', [heavy]), bare, floor)).toEqual([]);
    expect(jsMisses('content', 150 * KiB, 134 * KiB)).toHaveLength(1);
    expect(jsMisses('gifts', 300 * KiB, 134 * KiB)).toEqual([]);
  });

  it('fails a page with no recorded run, or whose markup floor has none', () => {
    expect(misses(summarise('cards', 'gifts', []), bare, floor)).toEqual(['no run recorded']);
    expect(misses(summarise('cards', 'gifts', [sample()]), bare, summarise('cards: markup floor', 'floor', []))).toEqual(['no run of its markup floor recorded']);
  });

  it('prints CLS with three decimals, as Lighthouse shows it', () => {
    expect(cls3(0.0004)).toBe('0.000');
    expect(cls3(0.0123)).toBe('0.012');
    expect(cls3(-0)).toBe('0.000');
  });

  it('tabulates the bare page first, then each page with its gaps and verdict and its markup floor under it', () => {
    const page = summarise('gift product', 'gifts', [sample({ perf: 72, tbt: 1830, js: 192 * KiB }), sample({ perf: 78, tbt: 1013, js: 192 * KiB }), sample({ perf: 67, tbt: 2364, js: 192 * KiB })]);
    const productFloor = summarise('gift product: markup floor', 'floor', [sample({ perf: 90, tbt: 400, lcp: 900 })]);
    const lines = floorTable([{ page, floor: productFloor }], bare).split('\n');
    expect(lines[2]).toBe('| **bare Next page** | 93 (91–98) |  |  | 300 (180–320) |  |  | 0.7 |  | 0.000 | 134.0 |  |  |  |');
    expect(lines[3]).toBe('| gift product | 72 (67–78) | −18 | −21 | 1,830 (1,013–2,364) | 4.6× | 6.1× | 0.7 | −0.2 | 0.000 | 192.0 | +58.0 | +58.0 | missed: perf, TBT |');
    expect(lines[4]).toBe('| gift product: markup floor | 90 |  | −3 | 400 |  | 1.3× | 0.9 |  | 0.000 | 134.0 |  | ±0.0 |  |');
  });
});
