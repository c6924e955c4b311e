// The site's one logger (request/log.ts gives it its types): a JSON line per named event,
// `{"level","event","time",…}`, on the console, where the platform's log drain searches it by
// `event` (docs/runbook.md lists every event). Server, edge and the cache handler alike: web
// APIs only, and plain JavaScript, because Next imports the cache handler as it is.
//
// A line marked `{ report: true }` also goes to the error reporter when one is installed
// (instrumentation.ts installs Sentry's when a DSN is configured).
//
// The sink and the reporter live on a global symbol, not in this module: Next runs this file
// once per module graph (the route bundles, the middleware, the cache handler), and a process
// has one log.

const STATE = Symbol.for('charity-site.log');

/** @typedef {'info' | 'warn' | 'error'} LogLevel */
/** @typedef {(level: LogLevel, event: string, data: Record<string, unknown>) => void} LogSink */

/** @type {LogSink} */
const consoleSink = (level, event, data) => {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...data });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

/** @returns {{ sink: LogSink, reporter: LogSink | null }} */
function state() {
  return (globalThis[STATE] ??= { sink: consoleSink, reporter: null });
}

/** Tests swap the sink to assert on what was logged. Returns a function that restores it. */
export function setLogSink(next) {
  const previous = state().sink;
  state().sink = next;
  return () => {
    state().sink = previous;
  };
}

/** Where lines marked `report` also go (null: nowhere). Returns a function that restores the previous one. */
export function setLogReporter(next) {
  const previous = state().reporter;
  state().reporter = next;
  return () => {
    state().reporter = previous;
  };
}

function write(level, event, data = {}, options = {}) {
  const { sink, reporter } = state();
  sink(level, event, data);
  if (!options.report || !reporter) return;
  try {
    reporter(level, event, data);
  } catch (error) {
    sink('error', 'error_reporter_failed', { event, error: error instanceof Error ? error.message : String(error) });
  }
}

export const log = {
  info: (event, data, options) => write('info', event, data, options),
  warn: (event, data, options) => write('warn', event, data, options),
  error: (event, data, options) => write('error', event, data, options),
};
