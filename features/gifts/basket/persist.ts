
// How the basket lives in localStorage (SPEC §4): 604800 s (7 days) after the last change it
// is gone. What the entry holds is checked (and migrated) by ./persist-check.ts, loaded only
// when a stored basket is read, so its zod code is no part of any page's first load.

export const BASKET_STORAGE_KEY = 'concern-gifts-basket';
export const BASKET_TTL_SECONDS = 604800;
export const BASKET_VERSION = 1;

/** The subset of Storage the basket needs (localStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Envelope {
  expiresAt: number;
  value: string;
}

function readEnvelope(raw: string | null | undefined): Envelope | null {
  if (!raw) return null;
  const parsed = safely(() => JSON.parse(raw) as unknown, null);
  if (!parsed || typeof parsed !== 'object') return null;
  const { expiresAt, value } = parsed as Record<string, unknown>;
  return typeof expiresAt === 'number' && typeof value === 'string' ? { expiresAt, value } : null;
}

/**
 * A zustand StateStorage that stamps every write with an expiry 7 days ahead and forgets an
 * entry read after it expired.
 */
export function expiringStorage(storage: () => KeyValueStorage | null, now: () => number = Date.now) {
  return {
    getItem(name: string): string | null {
      const store = storage();
      const raw = safely(() => store?.getItem(name) ?? null, null);
      if (raw === null) return null;
      const envelope = readEnvelope(raw);
      if (!envelope || envelope.expiresAt <= now()) {
        safely(() => store?.removeItem(name), undefined);
        return null;
      }
      return envelope.value;
    },
    setItem(name: string, value: string): void {
      const store = storage();
      // Only a change is written (and restarts the 7 days): an unchanged write would fire a
      // 'storage' event in every other tab, which re-reads and writes back, for ever.
      const current = readEnvelope(safely(() => store?.getItem(name) ?? null, null));
      if (current && current.value === value && current.expiresAt > now()) return;
      safely(() => store?.setItem(name, JSON.stringify({ expiresAt: now() + BASKET_TTL_SECONDS * 1000, value })), undefined);
    },
    removeItem(name: string): void {
      const store = storage();
      safely(() => store?.removeItem(name), undefined);
    },
  };
}

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback; // storage blocked or full: the basket lives in memory for this tab
  }
}
