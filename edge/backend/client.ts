import { loadConfig, type Config } from '../config';
import { log } from '../../request/log';

// The one place the site talks HTTP to the backend (SPEC §7, CONTRACT.md "Conventions").
// Web APIs only, so it runs in middleware, route handlers and server components alike.

export const DEFAULT_TIMEOUT_MS = 59_000;
export const ROUTER_TIMEOUT_MS = 60_000;

/** A non-OK answer, an unreachable backend, a time-out or a body that is not JSON. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    /** HTTP status of the backend's answer; 502 when there was no usable answer, 504 on time-out. */
    readonly status: number,
    readonly path: string,
  ) {
    super(message);
  }
}

export class BackendTimeoutError extends BackendError {
  override name = 'BackendTimeoutError';
}

export interface BackendRequest {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The reader's address, sent as x-forwarded-for (routing calls). */
  forwardedFor?: string | null;
  /** Order creation passes false: a non-OK status is returned, not thrown (SPEC §7). */
  throwOnError?: boolean;
  /** Next.js data-cache options: the site's own ISR cache decides freshness, not the backend. */
  next?: { tags?: string[]; revalidate?: number | false };
}

export interface BackendResponse {
  status: number;
  body: unknown;
}

function basicAuth(userPass: string): string {
  const bytes = new TextEncoder().encode(userPass);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

export function backendUrl(path: string, query: BackendRequest['query'], config: Config): string {
  const url = new URL(config.BACKEND_URL + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('consumerId', config.BACKEND_CONSUMER_ID);
  return url.toString();
}

/** Headers for a server-side call; the secrets are added here and never in a browser bundle. */
export function backendHeaders(request: BackendRequest, config: Config): Headers {
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json');
  // Ask the backend (and any CDN in front of it) for a fresh answer every time. This is a
  // request header rather than fetch's `cache` option, which would make static pages dynamic.
  headers.set('Cache-Control', 'no-cache');
  headers.set('Pragma', 'no-cache');
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  if (request.forwardedFor) headers.set('X-Forwarded-For', request.forwardedFor);
  if (config.BACKEND_HTTP_AUTH) headers.set('Authorization', basicAuth(config.BACKEND_HTTP_AUTH));
  if (config.BACKEND_SECRET) headers.set('X-Backend-Secret', config.BACKEND_SECRET);
  return headers;
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return fallback;
}

export async function backendRequest(
  path: string,
  request: BackendRequest = {},
  config: Config = loadConfig(),
): Promise<BackendResponse> {
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const method = request.method ?? 'GET';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    const init: RequestInit & { next?: BackendRequest['next'] } = {
      method,
      headers: backendHeaders(request, config),
      credentials: 'same-origin',
      signal: controller.signal,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    };
    if (request.next) init.next = request.next;
    response = await fetch(backendUrl(path, request.query, config), init);
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) {
      log.error('backend_timeout', { path, method, timeoutMs });
      throw new BackendTimeoutError(`504 Request to ${path} aborted after ${timeoutMs} ms`, 504, path);
    }
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    log.error('backend_unreachable', { path, method, cause });
    throw new BackendError(`502 Backend unreachable (${path}): ${cause}`, 502, path);
  } finally {
    clearTimeout(timer);
  }

  let body: unknown = null;
  let malformed = false;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      malformed = true;
    }
  }

  const throwOnError = request.throwOnError ?? true;
  if (!response.ok && throwOnError) {
    throw new BackendError(`${response.status} ${messageOf(body, response.statusText || 'Error')}`, response.status, path);
  }
  if (malformed) {
    log.error('backend_malformed_body', { path, method, status: response.status, sample: text.slice(0, 120) });
    // Order creation hands the status back whatever the body: the caller decides what to tell the donor.
    if (!throwOnError) return { status: response.status, body: null };
    throw new BackendError(`502 Malformed JSON from backend (${path})`, 502, path);
  }
  return { status: response.status, body };
}
