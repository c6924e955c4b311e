import { LRUCache } from 'lru-cache';
import { readJsonBody } from './json-body';
import { log } from '../request/log';

// Content-security-policy violation reports (edge/security-headers.ts): the older report-uri
// format ({"csp-report": {...}}) and the Reporting API's ([{type:'csp-violation', body}]).
// Each is logged as one line with its few useful fields, cut short; anything else is refused.
// The log must not become a disk-filling channel (issue 29): each client is limited (the route
// passes the limiter /api/vitals uses), a violation already logged within the window is
// dropped (the same page, directive and blocked address), and one request logs a few at most.

export const MAX_REPORT_BYTES = 16 * 1024;
const TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
const FIELDS: [string, string][] = [
  ['document-uri', 'documentURL'],
  ['blocked-uri', 'blockedURL'],
  ['violated-directive', 'effectiveDirective'],
  ['effective-directive', 'effectiveDirective'],
  ['disposition', 'disposition'],
  ['source-file', 'sourceFile'],
  ['line-number', 'lineNumber'],
];

export type CspViolation = Record<string, string>;

const cut = (value: unknown) => String(value).slice(0, 300);

function fromOne(report: Record<string, unknown>, modern: boolean): CspViolation {
  const out: CspViolation = {};
  for (const [legacy, current] of FIELDS) {
    const value = modern ? report[current] : report[legacy];
    if (value !== undefined && value !== null && value !== '') out[current] = cut(value);
  }
  return out;
}

/** The violations in a report body, or null when it is not a CSP report. */
export function parseCspReport(body: unknown): CspViolation[] | null {
  if (Array.isArray(body)) {
    const violations = body
      .slice(0, 20)
      .filter((r): r is { type: string; body: Record<string, unknown> } => typeof r === 'object' && r !== null && r.type === 'csp-violation' && typeof r.body === 'object' && r.body !== null)
      .map((r) => fromOne(r.body, true));
    return violations.length > 0 ? violations : null;
  }
  if (typeof body === 'object' && body !== null && 'csp-report' in body) {
    const report = (body as Record<string, unknown>)['csp-report'];
    return typeof report === 'object' && report !== null ? [fromOne(report as Record<string, unknown>, false)] : null;
  }
  return null;
}

/** Violations logged from one request at most; the rest of a batch is dropped. */
export const MAX_LOGGED_PER_REQUEST = 3;
/** A violation seen again within this window is not logged again. */
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** Distinct violations remembered (least recent forgotten first): memory stays bounded. */
export const MAX_REMEMBERED = 2_000;

export interface CspReportOptions {
  /** Per-client limit: the route passes /api/vitals' limiter (features/consent). */
  limiter?: { hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> };
  /** The client's limiter key (an address the client cannot choose). */
  clientKey?: (request: Request) => string;
  /** For tests: the clock the repeat window counts by. */
  now?: () => number;
}

const repeatKey = (v: CspViolation) => [v.documentURL, v.effectiveDirective, v.blockedURL].map((part) => part ?? '').join('\n');

export function createCspReportHandler({ limiter, clientKey, now = Date.now }: CspReportOptions = {}): (request: Request) => Promise<Response> {
  const seen = new LRUCache<string, true>({ max: MAX_REMEMBERED, ttl: REPEAT_WINDOW_MS, ttlResolution: 0, perf: { now } });
  return async (request) => {
    if (limiter && clientKey) {
      const decision = await limiter.hit(clientKey(request));
      if (!decision.allowed) return new Response(null, { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(decision.retryAfterSeconds) } });
    }
    const read = await readJsonBody(request, { maxBytes: MAX_REPORT_BYTES, types: TYPES });
    if (!read.ok) return new Response(null, { status: read.status });
    const violations = parseCspReport(read.value);
    if (!violations) return new Response(null, { status: 400 });
    let logged = 0;
    for (const violation of violations) {
      if (logged >= MAX_LOGGED_PER_REQUEST) break;
      const key = repeatKey(violation);
      if (seen.has(key)) continue;
      seen.set(key, true);
      log.warn('csp_violation', violation);
      logged += 1;
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}

/** Without a limiter (the route wires one in): tests of the report format. */
export const receiveCspReport = createCspReportHandler();
