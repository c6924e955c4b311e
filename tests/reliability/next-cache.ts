import { vi } from 'vitest';

// The fuzz, replay and drill files call the route handlers in this process, outside Next: there
// is no incremental cache here, and unstable_cache throws its 'incrementalCache missing'
// invariant. In its place, a read is kept by its key parts for the rest of the file, as Next
// keeps it until its tag is revalidated (a throw is not kept, as in Next): an order drill
// with the router down then meets the minimum read earlier, as a running site would. Next's
// data cache itself is exercised over HTTP against `next start` (e2e and edge tests).
vi.mock('next/cache', async (importOriginal) => {
  const kept = new Map<string, unknown>();
  return {
    ...(await importOriginal<typeof import('next/cache')>()),
    unstable_cache:
      <A extends unknown[], T>(read: (...args: A) => Promise<T>, keyParts: string[] = []) =>
      async (...args: A): Promise<T> => {
        const key = JSON.stringify([keyParts, args]);
        if (kept.has(key)) return kept.get(key) as T;
        const value = await read(...args);
        kept.set(key, value);
        return value;
      },
  };
});
