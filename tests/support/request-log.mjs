// Test-only instrument (tests/e2e): loaded into every process of an end-to-end site by
// NODE_OPTIONS=--import (tests/e2e/support/site.ts serverEnv, scripts/bench/routing.ts), it is active in `next start`
// (or scripts/serve.mjs) alone, where it appends one JSON line per HTTP request the site receives ("in") or sends
// ("out": to the backend, or to itself) to SITE_REQUEST_LOG. Node's own diagnostics channels:
// nothing in the site's code knows of it. routing.spec.ts reads it to show that a cached page
// view makes no backend call and no call of the site to itself (issue 38).
import diagnostics from 'node:diagnostics_channel';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = process.env.SITE_REQUEST_LOG;
const isNextStart = /[/\\]next[/\\]dist[/\\]bin[/\\]next$/.test(process.argv[1] ?? '') && process.argv[2] === 'start'
  // The site's own server (scripts/serve.mjs, issue 46), which `npm start` runs in place of `next start`.
  || /[/\\]scripts[/\\]serve\.mjs$/.test(process.argv[1] ?? '');

if (file && isNextStart) {
  // A fresh clone has no data directory yet: the smoke journeys' site may start before its sandbox makes one.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '');
  const write = (entry) => appendFileSync(file, `${JSON.stringify({ ...entry, time: Date.now() })}\n`);
  diagnostics.subscribe('http.server.request.start', ({ request }) => write({ dir: 'in', method: request.method, url: request.url, host: request.headers.host }));
  // fetch() (Node's undici): the backend client and any call of the site to itself.
  diagnostics.subscribe('undici:request:create', ({ request }) => write({ dir: 'out', method: request.method, url: `${request.origin}${request.path}` }));
  // http.request(), for anything that does not use fetch.
  diagnostics.subscribe('http.client.request.start', ({ request }) => write({ dir: 'out', method: request.method, url: `${request.protocol}//${request.host}${request.path}` }));
}
