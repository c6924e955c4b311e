import { writeFileSync } from 'node:fs';
import { setLogSink, type LogLevel } from '@/request/log';

// What the site's parsers said while the contract tests ran: every field they refused, dropped
// or fell back on. The contract allows none; `npm run check:backend` prints them all.

export interface Drift {
  /** The payload or field, as the parser named it. */
  where: string;
  problems: string[];
  event: string;
}

const EVENTS = new Set(['payload_invalid', 'payload_field_dropped', 'block_invalid', 'block_unknown_type', 'settings_invalid']);

export function collectDrift(): { drift: Drift[]; stop(): void } {
  const drift: Drift[] = [];
  const stop = setLogSink((_level: LogLevel, event, data) => {
    if (!EVENTS.has(event)) return;
    const where = String(data.payload ?? data.field ?? (data.blockType ? `block ${String(data.blockType)}` : 'site settings'));
    const problems = Array.isArray(data.problems) ? data.problems.map(String) : [];
    drift.push({ where, problems, event });
  });
  return { drift, stop };
}

/** Writes the drift where `npm run check:backend` reads it (CONTRACT_DRIFT_REPORT), when asked. */
export function saveDrift(drift: Drift[]): void {
  const file = process.env.CONTRACT_DRIFT_REPORT;
  if (file) writeFileSync(file, JSON.stringify(drift, null, 2));
}
