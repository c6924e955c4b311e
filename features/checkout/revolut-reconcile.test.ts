import { describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';
import { RECONCILE_AFTER_MS, RevolutReconciler, type ReconcileDeps, type WaitingAuthorisation } from './revolut-reconcile';

// Authorisations left with an unknown outcome (issue 46, CONTRACT §6): an hour after the Revolut
// order was made, the backend is asked (the order sent again under its own key) and the
// authorisation captured when it has the order, cancelled when it has not. The clock is injected.

const T0 = Date.parse('2026-11-23T10:00:00Z');
const waiting = (id: string, madeAt = T0): WaitingAuthorisation => ({ id, mode: 'test', key: `key-${id}`, body: { id }, madeAt });

function reconciler(answers: { state?: string | null; status?: number | null }) {
  let now = T0;
  const deps = {
    state: vi.fn<ReconcileDeps['state']>(async () => (answers.state === undefined ? 'authorised' : answers.state)),
    resend: vi.fn<ReconcileDeps['resend']>(async () => (answers.status === undefined ? 201 : answers.status)),
    capture: vi.fn<ReconcileDeps['capture']>(async () => true),
    cancel: vi.fn<ReconcileDeps['cancel']>(async () => true),
  };
  const r = new RevolutReconciler(() => deps, () => now, false);
  return { r, deps, advance: (ms: number) => (now += ms) };
}

async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const restore = setLogSink(() => undefined);
  try {
    return await fn();
  } finally {
    restore();
  }
}

describe('reconciling Revolut authorisations of unknown outcome', () => {
  it('does nothing before the hour is up', async () => {
    const { r, deps, advance } = reconciler({});
    r.remember(waiting('a'));
    advance(RECONCILE_AFTER_MS - 1);
    await quietly(() => r.sweep());
    expect(deps.state).not.toHaveBeenCalled();
    expect(r.has('a')).toBe(true);
  });

  it('after an hour, captures when the backend has the order (201 under its own key)', async () => {
    const { r, deps, advance } = reconciler({ status: 201 });
    r.remember(waiting('a'));
    advance(RECONCILE_AFTER_MS);
    await quietly(() => r.sweep());
    expect(deps.resend).toHaveBeenCalledWith({ id: 'a' }, 'key-a');
    expect(deps.capture).toHaveBeenCalledWith('test', 'a');
    expect(deps.cancel).not.toHaveBeenCalled();
    expect(r.has('a')).toBe(false);
  });

  it('after an hour, cancels when the backend has no such order (a 4xx)', async () => {
    const { r, deps, advance } = reconciler({ status: 422 });
    r.remember(waiting('a'));
    advance(RECONCILE_AFTER_MS + 1);
    await quietly(() => r.sweep());
    expect(deps.cancel).toHaveBeenCalledWith('test', 'a');
    expect(deps.capture).not.toHaveBeenCalled();
    expect(r.has('a')).toBe(false);
  });

  it('waits for the next sweep on a 5xx or no answer, and leaves an order settled already alone', async () => {
    for (const status of [503, null]) {
      const { r, deps, advance } = reconciler({ status });
      r.remember(waiting('a'));
      advance(RECONCILE_AFTER_MS);
      await quietly(() => r.sweep());
      expect(deps.capture).not.toHaveBeenCalled();
      expect(deps.cancel).not.toHaveBeenCalled();
      expect(r.has('a')).toBe(true);
    }
    for (const state of ['completed', 'cancelled']) {
      const { r, deps, advance } = reconciler({ state });
      r.remember(waiting('a'));
      advance(RECONCILE_AFTER_MS);
      await quietly(() => r.sweep());
      expect(deps.resend).not.toHaveBeenCalled();
      expect(deps.capture).not.toHaveBeenCalled();
      expect(deps.cancel).not.toHaveBeenCalled();
      expect(r.has('a')).toBe(false);
    }
  });

  it('a resend that settled it forgets it: nothing left to reconcile', async () => {
    const { r, deps, advance } = reconciler({});
    r.remember(waiting('a'));
    r.forget('a');
    advance(RECONCILE_AFTER_MS);
    await quietly(() => r.sweep());
    expect(deps.state).not.toHaveBeenCalled();
    expect(r.size()).toBe(0);
  });
});
