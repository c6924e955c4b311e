import { log } from '@/request/log';
import type { PaymentMode } from './payment-methods';

// Authorisations left with an unknown outcome (issue 46 §1, CONTRACT §6). After a 5xx or no
// answer, the order route keeps the Revolut authorisation for the same attempt's resend (the
// browser keeps the attempt across a reload: attempt-storage.ts). When no resend settled it an
// hour after the Revolut order was made, the sweep looks it up by its Revolut order id: one
// already captured or cancelled (a resend through another instance, staff) is done; one still
// authorised is asked about at the backend by sending its order again under its own
// Idempotency-Key — CONTRACT §6 has no order look-up, and a known key answers as it did the
// first time — and captured on a 201, cancelled on a 4xx (the backend has no such order). A 5xx
// or no answer waits for the next sweep, until Revolut's own 7-day release.
//
// How it runs: in the server process, on the order routes' Revolut requests (at most one sweep
// a minute) and on a timer every 5 minutes while anything waits (unref'd: it never holds the
// process up). What waits lives in this process's memory, bounded (MAX_WAITING); a restart
// loses it, and `revolut_left_authorised` stays in the log for the runbook's manual check.

export const RECONCILE_AFTER_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;
const SWEEP_AT_MOST_EVERY_MS = 60 * 1000;
/** Revolut releases the authorisation itself after 7 days: nothing to do after that. */
const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_WAITING = 1000;

export interface WaitingAuthorisation {
  /** The Revolut order's id. */
  id: string;
  mode: PaymentMode;
  /** The order's Idempotency-Key. */
  key: string;
  /** The order as the backend got it (sent again unchanged). */
  body: unknown;
  /** When the Revolut order was made (its grant's time). */
  madeAt: number;
}

export interface ReconcileDeps {
  /** Revolut's state of the order (null: it could not be read). */
  state(mode: PaymentMode, id: string): Promise<string | null>;
  /** The order sent again under its key: the backend's status (null: no answer). */
  resend(body: unknown, key: string): Promise<number | null>;
  capture(mode: PaymentMode, id: string): Promise<boolean>;
  cancel(mode: PaymentMode, id: string): Promise<boolean>;
}

export class RevolutReconciler {
  private waiting = new Map<string, WaitingAuthorisation>();
  private lastSweep = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: () => ReconcileDeps,
    private readonly now: () => number = Date.now,
    private readonly timers = true,
  ) {}

  remember(authorisation: WaitingAuthorisation): void {
    if (!this.waiting.has(authorisation.id) && this.waiting.size >= MAX_WAITING) {
      log.error('revolut_reconcile_full', { revolutOrder: authorisation.id }, { report: true });
      return;
    }
    this.waiting.set(authorisation.id, authorisation);
    if (this.timers && !this.timer) {
      this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
      this.timer.unref?.();
    }
  }

  forget(id: string): void {
    this.waiting.delete(id);
    if (this.waiting.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  has(id: string): boolean {
    return this.waiting.has(id);
  }

  size(): number {
    return this.waiting.size;
  }

  /** A sweep, unless one ran in the last minute (the order routes call this on their Revolut requests). */
  sweepSoon(): void {
    if (this.now() - this.lastSweep < SWEEP_AT_MOST_EVERY_MS) return;
    void this.sweep();
  }

  /** Settles every authorisation an hour old or more; one sweep at a time. */
  sweep(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    this.lastSweep = this.now();
    const due = [...this.waiting.values()].filter((a) => this.now() - a.madeAt >= RECONCILE_AFTER_MS);
    for (const authorisation of due) {
      try {
        await this.settle(authorisation);
      } catch (error) {
        log.error('revolut_reconcile_failed', { revolutOrder: authorisation.id, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  private async settle(a: WaitingAuthorisation): Promise<void> {
    const deps = this.deps();
    const state = await deps.state(a.mode, a.id);
    if (state === 'completed' || state === 'cancelled' || state === 'failed') {
      log.info('revolut_reconciled', { mode: a.mode, revolutOrder: a.id, state, outcome: 'settled_already' });
      this.forget(a.id);
      return;
    }
    if (state === null || this.now() - a.madeAt > GIVE_UP_AFTER_MS) {
      if (this.now() - a.madeAt > GIVE_UP_AFTER_MS) this.forget(a.id);
      return;
    }
    const status = await deps.resend(a.body, a.key);
    if (status === 201) {
      const captured = await deps.capture(a.mode, a.id);
      log.info('revolut_reconciled', { mode: a.mode, revolutOrder: a.id, state, outcome: captured ? 'captured' : 'capture_failed' });
      this.forget(a.id);
    } else if (status !== null && status >= 400 && status < 500) {
      const cancelled = await deps.cancel(a.mode, a.id);
      log.info('revolut_reconciled', { mode: a.mode, revolutOrder: a.id, state, status, outcome: cancelled ? 'cancelled' : 'cancel_failed' });
      this.forget(a.id);
    } else {
      log.warn('revolut_reconcile_waiting', { mode: a.mode, revolutOrder: a.id, status });
    }
  }
}
