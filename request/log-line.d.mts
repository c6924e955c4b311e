export type LogLevel = 'info' | 'warn' | 'error';

export interface LogSink {
  (level: LogLevel, event: string, data: Record<string, unknown>): void;
}

export interface LogOptions {
  /** Also hand the line to the error reporter (Sentry, when instrumentation.ts installed it). */
  report?: boolean;
}

type Write = (event: string, data?: Record<string, unknown>, options?: LogOptions) => void;

export const log: { info: Write; warn: Write; error: Write };
export function setLogSink(next: LogSink): () => void;
export function setLogReporter(next: LogSink | null): () => void;
