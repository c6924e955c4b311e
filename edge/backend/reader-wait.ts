import { LRUCache } from 'lru-cache';
import { log } from '../../request/log';
import type { Storefront } from '../storefront';
import { fetchSiteSettings } from './index';

// What a reader's request may wait for from the backend (the middleware's questions about a path nobody knows, or a page
// with no good copy: routing/ask.ts), and the settings check of a page with no good copy (SPEC §8 "app props": 502).

/** A reader waits this long for the backend at most, then gets SPEC §8's 502; the question goes on and answers the next reader. */
const READER_WAIT_MS = 3_000;

/** `work`'s result, or undefined once a reader has waited READER_WAIT_MS (the work goes on for the next). */
export function inTime<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, READER_WAIT_MS, undefined)));
  return Promise.race([work, waited]).finally(() => clearTimeout(timer));
}

/** A probe's second question: can the settings (SPEC §8's "app props") be read? A success kept a minute, a failure not. */
export function settingsChecker(read: (storefront: Storefront) => Promise<unknown> = fetchSiteSettings, now: () => number = () => performance.now()) {
  const readable = new LRUCache<Storefront, true>({
    max: 2,
    ttl: 60_000,
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (storefront) =>
      read(storefront).then(
        () => true as const,
        (error: unknown) => void log.error('probe_settings_unavailable', { storefront, error: error instanceof Error ? error.message : String(error) }),
      ),
  });
  return async (storefront: Storefront): Promise<boolean> => (await inTime(readable.fetch(storefront))) === true;
}
