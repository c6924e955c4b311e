import { afterEach, describe, expect, it, vi } from 'vitest';

// With a DSN configured, track() reports each event to Sentry (loaded on first use).

const captured = vi.hoisted(() => [] as unknown[]);
vi.mock('@sentry/nextjs', () => ({ captureMessage: (...args: unknown[]) => captured.push(args) }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  delete (globalThis as { window?: unknown }).window;
});

describe('track() with a Sentry DSN', () => {
  it('sends donationFormSubmissionError to Sentry as well as the dataLayer', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'http://public@127.0.0.1:9/1');
    (globalThis as { window?: unknown }).window = globalThis;
    const { track } = await import('./track');
    track('donationFormSubmissionError', { statusCode: 402, message: 'Your card was declined.' });
    await vi.waitFor(() => expect(captured).toHaveLength(1));
    expect(captured[0]).toEqual([
      'donationFormSubmissionError',
      { level: 'warning', tags: { event: 'donationFormSubmissionError' }, extra: { statusCode: 402, message: 'Your card was declined.' } },
    ]);
    expect(window.dataLayer).toEqual([{ event: 'donationFormSubmissionError', statusCode: 402, message: 'Your card was declined.' }]);
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
