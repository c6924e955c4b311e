import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, storedConsent } from './model';
import { createConsentStore } from './store';

// The consent store with a fixed clock and an in-memory storage: it persists the answer with
// its date and version, deletes it once 6 months old, and reopens the dialog then.

class MemoryStorage implements StateStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

function setup(start = '2026-01-15T10:00:00.000Z') {
  const storage = new MemoryStorage();
  const clock = { now: Date.parse(start) };
  const make = () => createConsentStore({ now: () => clock.now, storage: () => storage });
  return { storage, clock, make };
}

function stored(storage: MemoryStorage) {
  const raw = storage.getItem(CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: Record<string, unknown>; version: number });
}

describe('consent store', () => {
  it('opens the dialog on a first visit, and not on the next once answered', async () => {
    const { storage, make } = setup();
    const first = make();
    expect(first.getState().dialogOpen).toBe(false); // nothing decided before the stored answer is read
    await first.getState().load();
    expect(first.getState()).toMatchObject({ loaded: true, dialogOpen: true, choice: null });
    first.getState().rejectAll();
    expect(first.getState().dialogOpen).toBe(false);
    expect(stored(storage)).toEqual({ state: { choice: { statistics: false, marketing: false, decidedAt: '2026-01-15T10:00:00.000Z' }, embeds: {} }, version: CONSENT_VERSION });

    const second = make();
    await second.getState().load();
    expect(second.getState()).toMatchObject({ dialogOpen: false, choice: { statistics: false, marketing: false } });
  });

  it('deletes an answer 6 months old and asks again', async () => {
    const { storage, clock, make } = setup();
    const first = make();
    await first.getState().load();
    first.getState().acceptAll();

    clock.now = Date.parse('2026-07-15T09:59:00.000Z');
    const beforeExpiry = make();
    await beforeExpiry.getState().load();
    expect(beforeExpiry.getState().dialogOpen).toBe(false);

    clock.now = Date.parse('2026-07-15T10:00:00.000Z');
    const removed: string[] = [];
    const removeItem = storage.removeItem;
    storage.removeItem = (key) => {
      removed.push(key);
      removeItem(key);
    };
    const later = make();
    await later.getState().load();
    expect(removed).toEqual([CONSENT_STORAGE_KEY]);
    expect(later.getState()).toMatchObject({ dialogOpen: true, choice: null, embeds: {} });
    expect(JSON.stringify(stored(storage))).not.toContain('2026-01-15');
  });

  it('drops an answer stored under an older version', async () => {
    const { storage, make } = setup();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ state: { choice: { statistics: true, marketing: true, decidedAt: '2026-01-10T00:00:00.000Z' }, embeds: {} }, version: 0 }));
    const store = make();
    await store.getState().load();
    expect(store.getState()).toMatchObject({ dialogOpen: true, choice: null });
  });

  it('reads a mangled entry as no answer', async () => {
    const { storage, make } = setup();
    storage.setItem(CONSENT_STORAGE_KEY, '{"state": {"choice": "all"');
    const store = make();
    await store.getState().load();
    expect(store.getState()).toMatchObject({ loaded: true, dialogOpen: true, choice: null });
  });

  it("'Manage my cookies' reopens the dialog; closing it keeps the answer", async () => {
    const { storage, make } = setup();
    storage.setItem(CONSENT_STORAGE_KEY, storedConsent({ choice: { statistics: true, marketing: false, decidedAt: '2026-01-01T00:00:00.000Z' }, embeds: {} }));
    const store = make();
    await store.getState().load();
    expect(store.getState().dialogOpen).toBe(false);
    store.getState().openDialog();
    expect(store.getState().dialogOpen).toBe(true);
    store.getState().closeDialog();
    expect(store.getState()).toMatchObject({ dialogOpen: false, choice: { statistics: true, marketing: false } });
    store.getState().openDialog();
    store.getState().save({ statistics: false, marketing: true });
    expect(store.getState()).toMatchObject({ dialogOpen: false, choice: { statistics: false, marketing: true, decidedAt: '2026-01-15T10:00:00.000Z' } });
  });

  it('records an embed accepted on its own, with its date', async () => {
    const { storage, make } = setup();
    const store = make();
    await store.getState().load();
    store.getState().acceptEmbed('youtube');
    expect(stored(storage)!.state.embeds).toEqual({ youtube: '2026-01-15T10:00:00.000Z' });
    expect(store.getState().dialogOpen).toBe(true); // the dialog's own questions are still open
  });
});
