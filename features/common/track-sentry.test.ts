import { afterEach, describe, expect, it, vi } from 'vitest';

// With a DSN configured, track() reports each event to Sentry (loaded on first use).

const captured = vi.hoisted(() => [] as unknown[]);
vi.mock('@sentry/nextjs', () => ({ captureMessage: (...args: unknown[]) => captured.push(args) }));

/** A recent browser, as features/common/recent-browser.ts detects one (Node has the JavaScript features, not CSS). */
function recentBrowser(colorMix = true) {
  (globalThis as { window?: unknown }).window = globalThis;
  vi.stubGlobal('CSS', { supports: () => colorMix });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

describe('track() with a Sentry DSN', () => {
  it('sends donationFormSubmissionError to Sentry as well as the dataLayer', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'http://public@127.0.0.1:9/1');
    recentBrowser();
    const { track } = await import('./track');
    captured.length = 0;
    track('donationFormSubmissionError', { statusCode: 402, message: 'Your card was declined.' });
    await vi.waitFor(() => expect(captured).toHaveLength(1));
    expect(captured[0]).toEqual([
      'donationFormSubmissionError',
      { level: 'warning', tags: { event: 'donationFormSubmissionError' }, extra: { statusCode: 402, message: 'Your card was declined.' } },
    ]);
    expect(window.dataLayer).toEqual([{ event: 'donationFormSubmissionError', statusCode: 402, message: 'Your card was declined.' }]);
  });

  it('reports nothing from an older browser (SPEC §9), though the dataLayer still gets the event', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'http://public@127.0.0.1:9/1');
    recentBrowser(false);
    const { track } = await import('./track');
    captured.length = 0;
    track('donationFormValidationError', { step: 'details' });
    await new Promise((r) => setTimeout(r, 20));
    expect(captured).toEqual([]);
    expect(window.dataLayer).toEqual([{ event: 'donationFormValidationError', step: 'details' }]);
  });

  it('loads nothing without a DSN', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', '');
    (globalThis as { window?: unknown }).window = globalThis;
    const { track } = await import('./track');
    captured.length = 0;
    track('donationFormValidationError', { step: 'details' });
    await new Promise((r) => setTimeout(r, 20));
    expect(captured).toEqual([]);
  });
});
