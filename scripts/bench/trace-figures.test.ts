import { describe, expect, it } from 'vitest';
import { type TraceEvent, mainThreadFigures } from './trace-figures';

const task = (tid: number, ts: number, ms: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur: ms * 1000, pid: 1, tid });
const named = (tid: number, name: string, ts: number, ms: number): TraceEvent => ({ name, ph: 'X', ts, dur: ms * 1000, pid: 1, tid });
const mainThread = (tid: number): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid, args: { name: 'CrRendererMain' } });

describe('mainThreadFigures', () => {
  // Thread 2 is a renderer main thread with little work (a blank frame); thread 3 is no renderer main thread.
  const events: TraceEvent[] = [
    mainThread(1),
    mainThread(2),
    task(2, 0, 5),
    task(3, 0, 900),
    task(1, 1_000, 120), // before the first contentful paint: busy, not blocking
    { name: 'firstContentfulPaint', ph: 'I', ts: 200_000, pid: 1, tid: 1 },
    task(1, 300_000, 40), // under 50 ms: not blocking
    task(1, 400_000, 80), // 30 ms blocking
    named(1, 'EvaluateScript', 400_000, 60),
    named(1, 'FunctionCall', 400_000, 20),
    task(1, 600_000, 200), // 150 ms blocking
    named(1, 'FunctionCall', 600_000, 150),
  ];

  it('reads the renderer main thread with the most task time, and counts blocking after the first paint only', () => {
    const figures = mainThreadFigures(events);
    expect(figures).toMatchObject({ busy: 440, blocking: 180, longest: 200, EvaluateScript: 60, FunctionCall: 170, Layout: 0 });
  });

  it('refuses a trace with no renderer main thread', () => {
    expect(() => mainThreadFigures([task(3, 0, 10)], 'http://x/')).toThrow('http://x/: no renderer main thread in the trace');
  });
});
