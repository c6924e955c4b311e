import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../../request/log';
import { inTime, settingsChecker } from './reader-wait';

let logs: string[];
let restore: () => void;
beforeEach(() => {
  logs = [];
  restore = setLogSink((_level, event) => logs.push(event));
});
afterEach(() => {
  restore();
  vi.useRealTimers();
});

describe('inTime', () => {
  it('gives the work its answer, or undefined once a reader has waited 3 s', async () => {
    expect(await inTime(Promise.resolve('page'))).toBe('page');
    vi.useFakeTimers();
    const late = inTime(new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await late).toBeUndefined();
  });
});

describe('settingsChecker (a probe reads the settings: SPEC §8 "Failure loading app props")', () => {
  it('says yes while the settings can be read (kept a minute), no when they fail (not kept)', async () => {
    let now = 0;
    let fail = true;
    let reads = 0;
    const readable = settingsChecker(async () => {
      reads += 1;
      if (fail) throw new Error('503 down');
    }, () => now);
    expect(await readable('main')).toBe(false);
    fail = false;
    now += 2;
    expect(await readable('main')).toBe(true);
    fail = true;
    now += 30_000;
    expect(await readable('main')).toBe(true);
    expect(reads).toBe(2);
    now += 31_000;
    expect(await readable('main')).toBe(false);
    expect(logs).toContain('probe_settings_unavailable');
  });
});
