import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectFeatures, isRecentBrowser } from './recent-browser';

// SPEC §9: error reporting only for recent browsers (Next 16's targets, detected by features).

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { window?: unknown }).window;
});

describe('isRecentBrowser', () => {
  it('needs all three features', () => {
    expect(isRecentBrowser({ colorMix: true, lookbehind: true, findLast: true })).toBe(true);
    // Safari 16.2–16.3: color-mix but no lookbehind.
    expect(isRecentBrowser({ colorMix: true, lookbehind: false, findLast: true })).toBe(false);
    // Chrome 97–110: findLast and lookbehind, no color-mix.
    expect(isRecentBrowser({ colorMix: false, lookbehind: true, findLast: true })).toBe(false);
    expect(isRecentBrowser({ colorMix: true, lookbehind: true, findLast: false })).toBe(false);
  });

  it('is false outside a browser', () => {
    expect(detectFeatures()).toEqual({ colorMix: false, lookbehind: false, findLast: false });
    expect(isRecentBrowser()).toBe(false);
  });

  it('asks CSS.supports for color-mix() and the engine for lookbehind and findLast', () => {
    (globalThis as { window?: unknown }).window = globalThis;
    const supports = vi.fn((property: string, value: string) => property === 'color' && value.startsWith('color-mix('));
    vi.stubGlobal('CSS', { supports });
    expect(detectFeatures()).toEqual({ colorMix: true, lookbehind: true, findLast: true });
    expect(supports).toHaveBeenCalled();
    vi.stubGlobal('CSS', { supports: () => false });
    expect(isRecentBrowser()).toBe(false);
  });
});
