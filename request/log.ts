// One structured logger for server, edge and sandbox code: a JSON line per event, so the
// platform's log drain can search by `event`. Web APIs only (console).
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogSink {
  (level: LogLevel, event: string, data: Record<string, unknown>): void;
}

const consoleSink: LogSink = (level, event, data) => {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...data });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

let sink: LogSink = consoleSink;

/** Tests swap the sink to assert on what was logged. Returns a function that restores it. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export const log = {
  info: (event: string, data: Record<string, unknown> = {}) => sink('info', event, data),
  warn: (event: string, data: Record<string, unknown> = {}) => sink('warn', event, data),
  error: (event: string, data: Record<string, unknown> = {}) => sink('error', event, data),
};
