import { readJsonBody } from './json-body';
import { log } from './log';

// Content-security-policy violation reports (edge/security-headers.ts): the older report-uri
// format ({"csp-report": {...}}) and the Reporting API's ([{type:'csp-violation', body}]).
// Each is logged as one line with its few useful fields, cut short; anything else is refused.

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

export async function receiveCspReport(request: Request): Promise<Response> {
  const read = await readJsonBody(request, { maxBytes: MAX_REPORT_BYTES, types: TYPES });
  if (!read.ok) return new Response(null, { status: read.status });
  const violations = parseCspReport(read.value);
  if (!violations) return new Response(null, { status: 400 });
  for (const violation of violations) log.warn('csp_violation', violation);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
