// bench:floor's figures (scripts/bench/floor.ts): each page's medians over the rounds, its
// difference from the bare Next page's, the targets checked against them, and the
// markdown table for docs/benchmarks.md. Pure: the runs come in, text goes out.

/** What a page is held to: content and donation steps have a JS budget, gift pages report theirs. */
export type PageKind = 'bare' | 'content' | 'donation' | 'gifts';

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

/** The targets (issue 39), against the bare page's medians. */
export const TARGETS = {
  /** perf ≥ bare − this many points. */
  perfPoints: 3,
  /** TBT ≤ this × bare. */
  tbtRatio: 1.5,
  /** LCP ≤ this, ms. */
  lcpMs: 2500,
  /** Client JS over the bare page's, bytes. */
  jsOver: { content: 15 * 1024, donation: 60 * 1024 } as Partial<Record<PageKind, number>>,
};

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

/** The targets `page` misses against `bare`, each naming the figure: empty when it meets them all. */
export function misses(page: Summary, bare: Summary): string[] {
  if (page.kind === 'bare') return [];
  if (!page.runs) return ['no run recorded'];
  const m = page.median;
  const b = bare.median;
  const out: string[] = [];
  const perfFloor = b.perf - TARGETS.perfPoints;
  if (!(m.perf >= perfFloor)) out.push(`perf ${m.perf} < ${perfFloor} (bare ${b.perf} − ${TARGETS.perfPoints})`);
  const tbtCeiling = TARGETS.tbtRatio * b.tbt;
  if (!(m.tbt <= tbtCeiling)) out.push(`TBT ${thousands(m.tbt)} ms > ${thousands(tbtCeiling)} ms (${TARGETS.tbtRatio} × bare ${thousands(b.tbt)} ms)`);
  if (!(m.lcp <= TARGETS.lcpMs)) out.push(`LCP ${seconds1(m.lcp)} s > ${seconds1(TARGETS.lcpMs)} s`);
  if (cls3(m.cls) !== '0.000') out.push(`CLS ${cls3(m.cls)} > 0`);
  const budget = TARGETS.jsOver[page.kind];
  if (budget !== undefined && !(m.js - b.js <= budget)) out.push(`JS ${kib1(m.js - b.js)} KiB over the bare page's > ${kib1(budget)} KiB`);
  return out;
}

/** The JS budgets alone (FLOOR_JS_ONLY): one load per page, no Lighthouse. */
export function jsMisses(kind: PageKind, js: number, bareJs: number): string[] {
  const budget = TARGETS.jsOver[kind];
  return budget !== undefined && !(js - bareJs <= budget) ? [`JS ${kib1(js - bareJs)} KiB over the bare page's > ${kib1(budget)} KiB`] : [];
}

const signed = (n: number, digits = 0) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`;

/** `median (min–max)` when the runs differ, the median alone otherwise. */
function withRange(s: Summary, metric: Metric, format: (n: number) => string): string {
  const [med, lo, hi] = [format(s.median[metric]), format(s.min[metric]), format(s.max[metric])];
  return s.runs > 1 && lo !== hi ? `${med} (${lo}–${hi})` : med;
}

/** The markdown table: one row per page, its medians (ranges over the rounds) and its difference from the bare page. */
export function floorTable(pages: Summary[], bare: Summary): string {
  const lines = [
    '| page | perf | vs bare | TBT ms | × bare | bootup ms | LCP s | CLS | JS KiB | over bare | targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of [bare, ...pages.filter((p) => p !== bare)]) {
    const isBare = s === bare;
    const m = s.median;
    const missed = misses(s, bare);
    const cells = [
      isBare ? `**${s.name}**` : s.name,
      withRange(s, 'perf', (n) => String(n)),
      isBare ? '' : signed(m.perf - bare.median.perf),
      withRange(s, 'tbt', thousands),
      isBare ? '' : `${(m.tbt / bare.median.tbt).toFixed(1)}×`,
      thousands(m.bootup),
      withRange(s, 'lcp', seconds1),
      cls3(m.cls),
      kib1(m.js),
      isBare ? '' : signed((m.js - bare.median.js) / 1024, 1),
      isBare ? '' : missed.length ? `missed: ${missed.map((x) => x.split(' ')[0]).join(', ')}` : 'met',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
