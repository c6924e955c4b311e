// bench:mainthread's reading of a Chromium trace (scripts/bench/mainthread.ts), apart so its unit
// test loads no browser.

export const CATEGORIES = ['EvaluateScript', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint'] as const;

export interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }
export type Load = { busy: number; blocking: number; longest: number } & Record<(typeof CATEGORIES)[number], number>;

/** A load's trace reduced to its main thread's figures (ms): the renderer main thread with the most task time. */
export function mainThreadFigures(events: TraceEvent[], url = 'the page'): Load {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread));
  const busyOf = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask' && mains.has(thread(e))) busyOf.set(thread(e), (busyOf.get(thread(e)) ?? 0) + e.dur!);
  const main = [...busyOf].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error(`${url}: no renderer main thread in the trace`);
  const mine = events.filter((e) => e.ph === 'X' && thread(e) === main);
  const tasks = mine.filter((e) => e.name === 'RunTask').map((e) => ({ ts: e.ts, ms: e.dur! / 1000 }));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && thread(e) === main)?.ts ?? 0;
  const load = {
    busy: tasks.reduce((sum, t) => sum + t.ms, 0),
    blocking: tasks.filter((t) => t.ts > fcp).reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0),
    longest: Math.max(0, ...tasks.map((t) => t.ms)),
  } as Load;
  for (const category of CATEGORIES) load[category] = mine.filter((e) => e.name === category).reduce((sum, e) => sum + e.dur! / 1000, 0);
  return load;
}
