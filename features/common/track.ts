// One way to report what happens in the browser (SPEC §7): every event goes to the tag
// manager's dataLayer and, when a DSN is configured, to Sentry. Events in use:
// donationFormValidationError, donationFormSubmissionError, santaLetterFormValidationError.

import { PUBLIC_SENTRY_DSN } from '@/edge/public-env';
import { isRecentBrowser } from './recent-browser';

export type TrackedEvent = 'donationFormValidationError' | 'donationFormSubmissionError' | 'santaLetterFormValidationError' | (string & {});

export type TrackData = Record<string, string | number | boolean | null | undefined | string[]>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The DSN inlined at build time; without one Sentry is never loaded. */
export const SENTRY_DSN = PUBLIC_SENTRY_DSN;

type SentryReporter = (event: string, data: TrackData) => void;
let sentryReporter: SentryReporter | null = null;

/** Tests and set-up: where events go besides the dataLayer (replaces the Sentry default). */
export function setErrorReporter(reporter: SentryReporter | null): void {
  sentryReporter = reporter;
}

function reportToSentry(event: string, data: TrackData): void {
  if (sentryReporter) {
    sentryReporter(event, data);
    return;
  }
  // SPEC §9: error reporting only in recent browsers (./recent-browser.ts).
  if (!SENTRY_DSN || !isRecentBrowser()) return;
  // Loaded on first use only: pages without events never download the SDK.
  void import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureMessage(event, { level: 'warning', tags: { event }, extra: data }))
    .catch(() => undefined);
}

/** Pushes `{event, ...data}` to window.dataLayer and reports it to the error-reporting service. */
export function track(event: TrackedEvent, data: TrackData = {}): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event, ...data });
  } catch {
    // A broken dataLayer must never break a form.
  }
  reportToSentry(event, data);
}
