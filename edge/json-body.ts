// One reader for every route that takes a body: the declared length is checked first, then
// the stream is read chunk by chunk and cancelled as soon as it passes the bound, so a chunked
// body of any size costs at most `maxBytes` of memory. Web APIs only.

export type BodyReadResult<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 413 | 415; reason: 'not_json' | 'too_deep' | 'too_large' | 'unsupported_type' };

/** How deep a body's arrays and objects may nest (SPEC bodies are under 10; the sandbox refuses past 32). */
export const DEFAULT_MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays or objects deeper than `maxDepth`, found by one pass over the
 * text (brackets outside strings), so a hostile body is refused before any parser or walker recurses.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** Reads at most `maxBytes` of a body as UTF-8 text; null when it is longer (the rest is never read). */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // A client that hangs up mid-body sent nothing usable.
    return null;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export interface JsonBodyOptions {
  maxBytes: number;
  /** Media types accepted (lower case, without parameters); default application/json. */
  types?: readonly string[];
  /** Deepest nesting of arrays and objects accepted (400 `too_deep` past it); default DEFAULT_MAX_JSON_DEPTH. */
  maxDepth?: number;
}

/** The media type of a request, lower case, without parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * A JSON body of at most `maxBytes`: 415 for another media type, 413 past the bound (checked
 * before JSON is parsed), 400 when it nests deeper than `maxDepth` (checked before it is parsed)
 * or is not JSON.
 */
export async function readJsonBody<T = unknown>(
  request: Request,
  { maxBytes, types = ['application/json'], maxDepth = DEFAULT_MAX_JSON_DEPTH }: JsonBodyOptions,
): Promise<BodyReadResult<T>> {
  if (!types.includes(mediaType(request))) return { ok: false, status: 415, reason: 'unsupported_type' };
  const text = await readBoundedText(request, maxBytes);
  if (text === null) return { ok: false, status: 413, reason: 'too_large' };
  // Everything after the parse (the text sanitiser, zod) walks the value recursively.
  if (nestsDeeperThan(text, maxDepth)) return { ok: false, status: 400, reason: 'too_deep' };
  try {
    return { ok: true, value: JSON.parse(text) as T };
  } catch {
    return { ok: false, status: 400, reason: 'not_json' };
  }
}
