import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from 'zod/mini';

// In the browser zod never probes `new Function`, which a strict CSP reports as a violation
// (SPEC §9's report endpoint would fill with them) even though zod catches it.

/** The schema modules the browser loads (the checkout forms' resolvers, the orders, the stored basket). */
const BROWSER_SCHEMAS = [
  'features/donation/schemas.ts',
  'features/donation/order.ts',
  'features/gifts/checkout-schema.ts',
  'features/gifts/order.ts',
  'features/gifts/basket/persist-check.ts',
  'features/checkout/order-schema.ts',
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('zod in the browser', () => {
  // First in this file: zod remembers its probe's answer for good.
  it('never probes `new Function` once this module has run, building or parsing a schema', async () => {
    vi.stubGlobal('window', globalThis);
    const probe = vi.spyOn(globalThis, 'Function');
    await import('./zod-browser');
    const { z } = await import('zod');
    const mini = await import('zod/mini');
    expect(z.object({ name: z.string(), amount: z.number() }).safeParse({ name: 'Goat', amount: 30 }).success).toBe(true);
    expect(mini.object({ name: mini.string() }).safeParse({ name: 1 }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    expect(config().jitless).toBe(true);
  });

  it.each(BROWSER_SCHEMAS)('%s imports it before anything else, so before it builds a schema', (file) => {
    const firstImport = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').match(/^import .*$/m)?.[0];
    expect(firstImport).toBe("import '@/features/common/zod-browser';");
  });

  it('leaves the server zod’s fast path: no window, no jitless', async () => {
    vi.stubGlobal('window', undefined);
    config({ jitless: false });
    await import('./zod-browser');
    expect(config().jitless).toBe(false);
  });
});
