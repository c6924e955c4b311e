import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/runbook.md lists every warning and error the site logs (request/log.ts): an operator
// searches the log drain by `event` and looks the event up there. Both ways: each event the
// code logs as a warning or an error has its row, and each row names an event the code has.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE = ['app', 'features', 'edge', 'routing', 'request', 'content-sync', 'middleware.ts', 'instrumentation.ts', 'cache-handler-node.mjs', 'scripts/start.ts', 'scripts/launch-check.ts'];

function siteSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (rel: string) => {
    const full = path.join(ROOT, rel);
    const entries = readdirSync(path.dirname(full), { withFileTypes: true }).find((e) => e.name === path.basename(full));
    if (entries?.isDirectory()) {
      for (const child of readdirSync(full)) walk(path.join(rel, child));
    } else if (/\.(tsx?|mjs)$/.test(rel) && !/\.test\.tsx?$/.test(rel)) {
      sources.set(rel, readFileSync(full, 'utf8'));
    }
  };
  for (const entry of SITE) walk(entry);
  return sources;
}

/** Events logged as warnings or errors by name: `log.warn('x', …)`, `log.error('x', …)`, and the start-up notices `{ level: 'warn', event: 'x' }`. */
function loggedEvents(sources: Map<string, string>): Map<string, string> {
  const events = new Map<string, string>();
  for (const [file, text] of sources) {
    for (const m of text.matchAll(/\blog\.(warn|error)\(\s*'([a-z_]+)'/g)) events.set(m[2]!, file);
    for (const m of text.matchAll(/level: '(warn|error)', event: '([a-z_]+)'/g)) events.set(m[2]!, file);
  }
  return events;
}

function runbookEvents(): Set<string> {
  const text = readFileSync(path.join(ROOT, 'docs', 'runbook.md'), 'utf8');
  return new Set([...text.matchAll(/^\| `([a-z_]+)` \| [WE] \|/gm)].map((m) => m[1]!));
}

describe('docs/runbook.md', () => {
  const sources = siteSources();

  it('reads the site code it should', () => {
    expect([...sources.keys()]).toEqual(expect.arrayContaining(['request/log-line.mjs', 'cache-handler-node.mjs', 'features/checkout/handlers.ts']));
    expect(loggedEvents(sources).get('cache_redis_unavailable')).toBe('cache-handler-node.mjs');
  });

  it('has a row for every warning and error the site logs', () => {
    const documented = runbookEvents();
    const missing = [...loggedEvents(sources)].filter(([event]) => !documented.has(event)).map(([event, file]) => `${event} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names no event the site no longer logs', () => {
    const text = [...sources.values()].join('\n');
    const gone = [...runbookEvents()].filter((event) => !text.includes(`'${event}'`));
    expect(gone).toEqual([]);
  });
});
