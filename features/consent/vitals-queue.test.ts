import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVitalsQueue, VITALS_QUEUE_LIMIT, VITALS_SPACING_MS, type VitalsRecord } from './vitals-queue';

// SPEC §4: web-vitals records are held until statistics consent, then sent with a 500 ms delay
// each and cleared; if consent is refused they are discarded. Timers are vitest's fake ones.

const record = (name: VitalsRecord['name'], value = 100): VitalsRecord => ({ name, value, rating: 'good', id: `v5-${name}`, navigationType: 'navigate', path: '/about-us' });

let sent: { name: string; at: number }[];
let start: number;

beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
  sent = [];
});

afterEach(() => {
  vi.useRealTimers();
});

function queue() {
  return createVitalsQueue({ send: (r) => sent.push({ name: r.name, at: Date.now() - start }) });
}

describe('vitals queue', () => {
  it('holds every record until statistics consent is given', () => {
    const q = queue();
    q.record(record('TTFB'));
    q.record(record('FCP'));
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
    expect(q.pending.map((r) => r.name)).toEqual(['TTFB', 'FCP']);
  });

  it('then sends them one every 500 ms, each leaving the queue as it goes', () => {
    expect(VITALS_SPACING_MS).toBe(500);
    const q = queue();
    q.record(record('TTFB'));
    q.record(record('FCP'));
    q.record(record('LCP'));
    vi.advanceTimersByTime(1_000);
    start = Date.now();
    q.setConsent('granted');
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ name: 'TTFB', at: 500 }]);
    expect(q.pending.map((r) => r.name)).toEqual(['FCP', 'LCP']);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([
      { name: 'TTFB', at: 500 },
      { name: 'FCP', at: 1_000 },
      { name: 'LCP', at: 1_500 },
    ]);
    expect(q.pending).toEqual([]);
  });

  it('keeps the spacing for records that arrive after consent', () => {
    const q = queue();
    q.setConsent('granted');
    q.record(record('FCP'));
    vi.advanceTimersByTime(200);
    q.record(record('CLS'));
    vi.advanceTimersByTime(300);
    expect(sent).toEqual([{ name: 'FCP', at: 500 }]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([
      { name: 'FCP', at: 500 },
      { name: 'CLS', at: 1_000 },
    ]);
  });

  it('discards what it holds when consent is refused, and everything recorded after', () => {
    const q = queue();
    q.record(record('TTFB'));
    q.record(record('FCP'));
    q.setConsent('refused');
    expect(q.pending).toEqual([]);
    q.record(record('LCP'));
    expect(q.pending).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
    // A later yes (through 'Manage my cookies') sends what is measured from then on.
    q.setConsent('granted');
    q.record(record('INP'));
    vi.advanceTimersByTime(500);
    expect(sent.map((s) => s.name)).toEqual(['INP']);
  });

  it('stops sending when consent is withdrawn mid-queue', () => {
    const q = queue();
    q.record(record('TTFB'));
    q.record(record('FCP'));
    q.setConsent('granted');
    vi.advanceTimersByTime(500);
    q.setConsent('refused');
    vi.advanceTimersByTime(5_000);
    expect(sent.map((s) => s.name)).toEqual(['TTFB']);
  });

  it('holds again when the answer expires', () => {
    const q = queue();
    q.setConsent('granted');
    q.record(record('TTFB'));
    q.setConsent('unknown');
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([]);
    expect(q.pending).toHaveLength(1);
  });

  it('sends what is left at once when the page goes away, only with consent', () => {
    const q = queue();
    q.record(record('TTFB'));
    q.flush();
    expect(sent).toEqual([]);
    q.setConsent('granted');
    q.record(record('CLS'));
    q.flush();
    expect(sent.map((s) => s.name)).toEqual(['TTFB', 'CLS']);
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(2);
  });

  it('holds at most a bounded number of records, the newest', () => {
    const q = queue();
    for (let i = 0; i < VITALS_QUEUE_LIMIT + 10; i++) q.record(record('INP', i));
    expect(q.pending).toHaveLength(VITALS_QUEUE_LIMIT);
    expect(q.pending[0]!.value).toBe(10);
  });
});
