import { log } from '../request/log';

// Warnings for the error reporter (SPEC §6 unauthorised host): always a log line, and a
// Sentry message when a DSN is configured (instrumentation.ts starts Sentry only then).

const sentryConfigured = () => Boolean(process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN);

export async function reportWarning(event: string, data: Record<string, unknown>): Promise<void> {
  log.warn(event, data);
  if (!sentryConfigured()) return;
  try {
    const Sentry = await import('@sentry/nextjs');
    Sentry.captureMessage(event, { level: 'warning', extra: data });
  } catch (error) {
    log.error('error_reporter_failed', { event, error: error instanceof Error ? error.message : String(error) });
  }
}
