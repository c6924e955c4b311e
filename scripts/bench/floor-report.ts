// bench:floor's figures (scripts/bench/floor.ts): each page's medians over the rounds, its
// gaps to its markup floor's (its own markup with no client code) and to the bare Next page's,
// the targets checked against them, and the markdown table for docs/benchmarks.md. Pure: the
// runs come in, text goes out.

/** What a page is held to: content and donation steps have a JS budget, gift pages report theirs; a 'floor' is a page's markup floor. */
export type PageKind = 'bare' | 'floor' | 'content' | 'donation' | 'gifts';

/** The figures of one Lighthouse run of a page. */
export interface Sample {
  perf: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** The 'bootup-time' audit, ms. */
  bootup: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  cls: number;
  /** Script bytes transferred. */
  js: number;
}

export type Metric = keyof Sample;

export interface Summary {
  name: string;
  kind: PageKind;
  /** How many runs it has (a run Lighthouse could not record is left out). */
  runs: number;
  median: Sample;
  min: Sample;
  max: Sample;
}

const METRICS: Metric[] = ['perf', 'tbt', 'bootup', 'lcp', 'cls', 'js'];

/** The targets (issue 50 against the page's markup floor; issue 39's JS budgets against the bare page). */
export const TARGETS = {
  /** perf ≥ the markup floor's − this many points. */
  perfPoints: 3,
  /** TBT ≤ this × the markup floor's. */
  tbtRatio: 1.3,
  /** LCP ≤ this, ms. */
  lcpMs: 2500,
  /** Client JS over the bare page's, bytes. */
  jsOver: { content: 15 * 1024, donation: 60 * 1024 } as Partial<Record<PageKind, number>>,
};

export const TARGETS_TEXT = `Targets: perf ≥ its markup floor − ${TARGETS.perfPoints}, TBT ≤ ${TARGETS.tbtRatio} × its markup floor's, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS 0.000; JS over the bare page's ≤ 15 KiB (content), ≤ 60 KiB (donation steps); gift pages' JS reported.`;

/** The middle value; of an even count, the mean of the two middle ones. */
export function middle(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

export function summarise(name: string, kind: PageKind, samples: Sample[]): Summary {
  const pick = (reduce: (values: number[]) => number) => Object.fromEntries(METRICS.map((m) => [m, reduce(samples.map((s) => s[m]))])) as unknown as Sample;
  return {
    name,
    kind,
    runs: samples.length,
    median: pick(middle),
    min: pick((v) => (v.length ? Math.min(...v) : NaN)),
    max: pick((v) => (v.length ? Math.max(...v) : NaN)),
  };
}

/** CLS as Lighthouse shows it: three decimals. */
export const cls3 = (cls: number) => (Number.isFinite(cls) ? Math.abs(cls).toFixed(3) : '?');
export const kib1 = (bytes: number) => (bytes / 1024).toFixed(1);
const thousands = (n: number) => Math.round(n).toLocaleString('en-GB');
const seconds1 = (ms: number) => (ms / 1000).toFixed(1);

/** The targets `page` misses against its markup floor and `bare`, each naming the figure: empty when it meets them all. */
export function misses(page: Summary, bare: Summary, floor: Summary): string[] {
  if (page.kind === 'bare' || page.kind === 'floor') return [];
  if (!page.runs) return ['no run recorded'];
  if (!floor.runs) return ['no run of its markup floor recorded'];
  const [m, f] = [page.median, floor.median];
  const out: string[] = [];
  const perfFloor = f.perf - TARGETS.perfPoints;
  if (!(m.perf >= perfFloor)) out.push(`perf ${m.perf} < ${perfFloor} (markup floor ${f.perf} − ${TARGETS.perfPoints})`);
  const tbtCeiling = TARGETS.tbtRatio * f.tbt;
  if (!(m.tbt <= tbtCeiling)) out.push(`TBT ${thousands(m.tbt)} ms > ${thousands(tbtCeiling)} ms (${TARGETS.tbtRatio} × markup floor ${thousands(f.tbt)} ms)`);
  if (!(m.lcp <= TARGETS.lcpMs)) out.push(`LCP ${seconds1(m.lcp)} s > ${seconds1(TARGETS.lcpMs)} s`);
  if (cls3(m.cls) !== '0.000') out.push(`CLS ${cls3(m.cls)} > 0`);
  out.push(...jsMisses(page.kind, m.js, bare.median.js));
  return out;
}

/** The JS budgets alone (FLOOR_JS_ONLY): one load per page, no Lighthouse. */
export function jsMisses(kind: PageKind, js: number, bareJs: number): string[] {
  const budget = TARGETS.jsOver[kind];
  return budget !== undefined && !(js - bareJs <= budget) ? [`JS ${kib1(js - bareJs)} KiB over the bare page's > ${kib1(budget)} KiB`] : [];
}

/** '+1.5', '−3', '±0'. */
export const signed = (n: number, digits = 0) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`;

/** `median (min–max)` when the runs differ, the median alone otherwise. */
function withRange(s: Summary, metric: Metric, format: (n: number) => string): string {
  const [med, lo, hi] = [format(s.median[metric]), format(s.min[metric]), format(s.max[metric])];
  return s.runs > 1 && lo !== hi ? `${med} (${lo}–${hi})` : med;
}

/** The markdown table: the bare page, then each page with its gaps to its markup floor and the bare page, and the floor's own row. */
export function floorTable(pages: { page: Summary; floor: Summary }[], bare: Summary): string {
  const lines = [
    '| page | perf | vs floor | vs bare | TBT ms | × floor | × bare | LCP s | vs floor | CLS | JS KiB | over floor | over bare | targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const b = bare.median;
  const row = (s: Summary, floor: Summary | null) => {
    const [m, f] = [s.median, floor?.median];
    const gap = (value: string | false) => (value === false || s === bare ? '' : value);
    const missed = floor ? misses(s, bare, floor) : [];
    const cells = [
      s === bare ? `**${s.name}**` : s.name,
      withRange(s, 'perf', (n) => String(n)),
      gap(!!f && signed(m.perf - f.perf)),
      gap(signed(m.perf - b.perf)),
      withRange(s, 'tbt', thousands),
      gap(!!f && `${(m.tbt / f.tbt).toFixed(1)}×`),
      gap(`${(m.tbt / b.tbt).toFixed(1)}×`),
      withRange(s, 'lcp', seconds1),
      gap(!!f && signed((m.lcp - f.lcp) / 1000, 1)),
      cls3(m.cls),
      kib1(m.js),
      gap(!!f && signed((m.js - f.js) / 1024, 1)),
      gap(signed((m.js - b.js) / 1024, 1)),
      floor ? (missed.length ? `missed: ${missed.map((x) => x.split(' ')[0]).join(', ')}` : 'met') : '',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  };
  row(bare, null);
  for (const { page, floor } of pages) {
    row(page, floor);
    row(floor, null);
  }
  return lines.join('\n');
}
