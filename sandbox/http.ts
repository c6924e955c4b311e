import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1_000_000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(text);
}

/** Reads a JSON body: 413 past MAX_BODY_BYTES, 415 for another content type, 400 when it is not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Content-Type must be application/json');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(400, `Request body is not valid JSON: ${error instanceof Error ? error.message.slice(0, 100) : 'parse error'}`);
  }
  if (tooDeep(body, MAX_DEPTH)) throw new HttpError(400, `Request body is nested deeper than ${MAX_DEPTH} levels`);
  return body;
}

export const MAX_DEPTH = 32;

/** Iterative, so a hostile body cannot overflow the stack while being measured. */
function tooDeep(root: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The first value of a query parameter, or null. */
export function param(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  return value === null ? null : value;
}

export function requireParam(url: URL, name: string, maxLength = 2048): string {
  const value = url.searchParams.get(name);
  if (value === null || value.trim() === '') throw new HttpError(400, `The '${name}' query parameter is required`);
  if (value.length > maxLength) throw new HttpError(400, `The '${name}' query parameter is longer than ${maxLength} characters`);
  return value;
}

export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page') ?? '0';
  if (!/^\d{1,6}$/.test(raw)) throw new HttpError(400, "The 'page' query parameter must be a whole number");
  return Number(raw);
}
