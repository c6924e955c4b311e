import type { StatisticsConsent } from './model';

// Web-vitals records wait for statistics consent (SPEC §4): held while the reader has not
// answered, sent one every 500 ms once they agree (each leaves the queue as it goes), and
// discarded if they refuse. No React, no browser APIs: the timer and the sender are given.

/** Where the browser sends each record (app/api/vitals). */
export const VITALS_PATH = '/api/vitals';

/** SPEC §9: web vitals are delayed 500 ms each. */
export const VITALS_SPACING_MS = 500;

/** A page that is never answered must not grow without bound (5 metrics a view, plus soft navigations). */
export const VITALS_QUEUE_LIMIT = 50;

export interface VitalsRecord {
  name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
  navigationType: string;
  /** The page the metric belongs to (path only: no query, which may carry personal data). */
  path: string;
}

export interface Timer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface VitalsQueueOptions {
  send: (record: VitalsRecord) => void;
  timer?: Timer;
  spacingMs?: number;
  limit?: number;
}

export interface VitalsQueue {
  record(record: VitalsRecord): void;
  setConsent(consent: StatisticsConsent): void;
  /** Sends what is left at once (the page is going away and the timer would never fire). */
  flush(): void;
  /** Records waiting (for tests and diagnostics). */
  readonly pending: readonly VitalsRecord[];
}

const defaultTimer: Timer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createVitalsQueue(options: VitalsQueueOptions): VitalsQueue {
  const timer = options.timer ?? defaultTimer;
  const spacing = options.spacingMs ?? VITALS_SPACING_MS;
  const limit = options.limit ?? VITALS_QUEUE_LIMIT;
  let consent: StatisticsConsent = 'unknown';
  let queue: VitalsRecord[] = [];
  let pendingTimer: unknown = null;

  const stop = () => {
    if (pendingTimer !== null) timer.clear(pendingTimer);
    pendingTimer = null;
  };

  // One record every `spacing` ms: the next waits for the previous one's slot.
  const schedule = () => {
    if (pendingTimer !== null || queue.length === 0 || consent !== 'granted') return;
    pendingTimer = timer.set(() => {
      pendingTimer = null;
      const next = queue.shift();
      if (next && consent === 'granted') options.send(next);
      schedule();
    }, spacing);
  };

  return {
    record(record) {
      if (consent === 'refused') return;
      if (queue.length >= limit) queue.shift();
      queue.push(record);
      schedule();
    },
    setConsent(next) {
      if (next === consent) return;
      consent = next;
      if (next === 'refused') {
        stop();
        queue = [];
      } else if (next === 'granted') {
        schedule();
      } else {
        stop(); // answer withdrawn or expired: hold again
      }
    },
    flush() {
      if (consent !== 'granted') return;
      stop();
      const all = queue;
      queue = [];
      for (const record of all) options.send(record);
    },
    get pending() {
      return queue;
    },
  };
}
