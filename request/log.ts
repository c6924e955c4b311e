// The site's one logger: a JSON line per named event (`log.warn(name, {...})`), searched by
// `event` in the log drain; docs/runbook.md lists every event. Written in plain JavaScript
// (./log-line.mjs), because the cache handler, which Node imports as it is, logs through it too.
export { log, setLogReporter, setLogSink } from './log-line.mjs';
export type { LogLevel, LogOptions, LogSink } from './log-line.mjs';
