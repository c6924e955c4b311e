import 'server-only';
import { backendHeaders, backendUrl } from '@/edge/backend/client';
import { loadConfig, type Config } from '@/edge/config';
import { log } from '@/request/log';
import { redisConnection } from '@/request/redis.mjs';

// Liveness and readiness (docs/runbook.md "Health checks"), for /api/health/live and
// /api/health/ready. Node only (the Redis client). Live: the process answers; nothing else is
// asked. Ready: the backend answers a cheap contract call (GET /site-settings) within
// BACKEND_TIMEOUT_MS, and Redis (when REDIS_URL is set) answers PING within REDIS_TIMEOUT_MS.
// The answer is kept CACHE_MS, so a flood of probes costs at most one check a second. The
// body names the failed check only: no URL, host or error text.

export const BACKEND_TIMEOUT_MS = 1000;
export const REDIS_TIMEOUT_MS = 500;
export const CACHE_MS = 1000;

export type CheckState = 'ok' | 'down' | 'absent';
export interface Readiness {
  ready: boolean;
  checks: { backend: CheckState; redis: CheckState };
}

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' } as const;

/** GET /api/health/live: 200 while the process serves requests. */
export function liveResponse(): Response {
  return new Response(JSON.stringify({ live: true }), { status: 200, headers: NO_STORE });
}

export async function checkBackend(config: Config, timeoutMs = BACKEND_TIMEOUT_MS): Promise<CheckState> {
  try {
    const response = await fetch(backendUrl('/site-settings', { storefront: 'main' }, config), {
      headers: backendHeaders({}, config),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    // The body is not needed: any 2xx means the backend and its credentials work.
    await response.body?.cancel().catch(() => undefined);
    return response.ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkRedis(url: string | undefined, timeoutMs = REDIS_TIMEOUT_MS): Promise<CheckState> {
  const connection = redisConnection(url);
  if (!connection) return 'absent';
  // The process's one client (request/redis.mjs): a PING that does not come back in time is down, whoever else uses it.
  const { client } = connection;
  const started = Date.now();
  // A client still connecting gets the rest of the time-out to do so.
  while (!client.isReady && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 25));
  if (!client.isReady) return 'down';
  try {
    return (await within(client.ping(), Math.max(1, timeoutMs - (Date.now() - started)))) === 'PONG' ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

export interface ReadinessOptions {
  config?: Config;
  now?: () => number;
  backend?: (config: Config) => Promise<CheckState>;
  redis?: (url: string | undefined) => Promise<CheckState>;
}

/**
 * A readiness checker with its one-second memory. Concurrent probes share the check in flight.
 * Logs `health_not_ready` when the instance stops being ready, `health_ready` when it is again.
 */
export function readinessChecker(options: ReadinessOptions = {}): () => Promise<Readiness> {
  const now = options.now ?? Date.now;
  const backend = options.backend ?? ((config: Config) => checkBackend(config));
  const redis = options.redis ?? ((url: string | undefined) => checkRedis(url));
  let last: { at: number; result: Promise<Readiness> } | null = null;
  let wasReady: boolean | null = null;

  async function check(): Promise<Readiness> {
    const config = options.config ?? loadConfig();
    const [b, r] = await Promise.all([backend(config), redis(config.REDIS_URL)]);
    const result: Readiness = { ready: b === 'ok' && r !== 'down', checks: { backend: b, redis: r } };
    if (wasReady !== result.ready) {
      if (!result.ready) log.warn('health_not_ready', { backend: b, redis: r });
      else if (wasReady === false) log.info('health_ready', { backend: b, redis: r });
    }
    wasReady = result.ready;
    return result;
  }

  return () => {
    const at = now();
    if (!last || at - last.at >= CACHE_MS) last = { at, result: check() };
    return last.result;
  };
}

const READINESS = Symbol.for('charity-site.readiness');
const shared = globalThis as unknown as { [READINESS]?: () => Promise<Readiness> };

/** GET /api/health/ready: 200 {ready:true, checks} or 503 {ready:false, checks} naming the failed check. */
export async function readyResponse(checker: () => Promise<Readiness> = (shared[READINESS] ??= readinessChecker())): Promise<Response> {
  const result = await checker();
  return new Response(JSON.stringify(result), { status: result.ready ? 200 : 503, headers: NO_STORE });
}
