import 'server-only';
import { backendHeaders, backendUrl } from '@/edge/backend/client';
import { loadConfig, type Config } from '@/edge/config';
import { log } from '@/request/log';
import { redisConnection } from '@/request/redis.mjs';

// Liveness and readiness (docs/runbook.md "Health checks"), for /api/health/live and
// /api/health/ready. Node only (the Redis client). Live: the process answers; nothing else is
// asked. Ready: the backend answers a cheap contract call (GET /site-settings) within
// BACKEND_TIMEOUT_MS, and Redis (when REDIS_URL is set) answers PING within REDIS_TIMEOUT_MS.
// At most one check runs a second (CACHE_MS), so a flood of probes costs little. The body
// names each check's latest result only: no URL, host or error text.
//
// Issue 37: readiness says what the instance can serve, not how fast its backend is. Pages
// wait up to a minute for the backend and serve their last good copy when it fails, so one
// slow or failed check changes nothing: a dependency makes the instance not ready only after
// FAILURES_BEFORE_NOT_READY failed checks in a row, and the first good check makes it ready
// again. A probe never waits more than ANSWER_WITHIN_MS for a check in flight (it answers from
// the last finished one), so a slow backend cannot make the load balancer's probe time out.
// Why a backend failure counts at all: an instance whose own way to the backend fails (its
// network, its credentials) serves uncached pages and orders worse than its peers, and taking
// it out helps its readers. When the backend fails for everyone, every instance reports not
// ready at once, and the load balancer must fail open (docs/runbook.md).

export const BACKEND_TIMEOUT_MS = 5000;
export const REDIS_TIMEOUT_MS = 500;
export const CACHE_MS = 1000;
/** Failed checks of one dependency in a row before the instance reports not ready. */
export const FAILURES_BEFORE_NOT_READY = 3;
/** A probe waits at most this for the check in flight, then answers from the last finished one. */
export const ANSWER_WITHIN_MS = 2000;

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
 * A readiness checker: at most one check a second, shared by concurrent probes; a dependency
 * fails the instance after FAILURES_BEFORE_NOT_READY failed checks in a row and stops failing
 * it at its first good check. Logs `health_not_ready` when the instance stops being ready,
 * `health_ready` when it is again.
 */
export function readinessChecker(options: ReadinessOptions = {}): () => Promise<Readiness> {
  const now = options.now ?? Date.now;
  const backend = options.backend ?? ((config: Config) => checkBackend(config));
  const redis = options.redis ?? ((url: string | undefined) => checkRedis(url));
  let lastStart = -Infinity;
  let inFlight: Promise<Readiness> | null = null;
  let latest: Readiness | null = null;
  const failures = { backend: 0, redis: 0 };
  let wasReady: boolean | null = null;

  async function check(): Promise<Readiness> {
    const config = options.config ?? loadConfig();
    const [b, r] = await Promise.all([backend(config), redis(config.REDIS_URL)]);
    failures.backend = b === 'down' ? failures.backend + 1 : 0;
    failures.redis = r === 'down' ? failures.redis + 1 : 0;
    const ready = failures.backend < FAILURES_BEFORE_NOT_READY && failures.redis < FAILURES_BEFORE_NOT_READY;
    const result: Readiness = { ready, checks: { backend: b, redis: r } };
    if (wasReady !== ready) {
      if (!ready) log.warn('health_not_ready', { backend: b, redis: r, failedChecks: Math.max(failures.backend, failures.redis) });
      else if (wasReady === false) log.info('health_ready', { backend: b, redis: r });
    }
    wasReady = ready;
    latest = result;
    return result;
  }

  return async () => {
    const at = now();
    if (!inFlight && (at - lastStart >= CACHE_MS || !latest)) {
      lastStart = at;
      inFlight = check().finally(() => (inFlight = null));
    }
    if (!inFlight) return latest!;
    // The first check of the process is waited for; later ones only briefly.
    if (!latest) return inFlight;
    const previous = latest;
    return within(inFlight, ANSWER_WITHIN_MS).catch(() => latest ?? previous);
  };
}

const READINESS = Symbol.for('charity-site.readiness');
const shared = globalThis as unknown as { [READINESS]?: () => Promise<Readiness> };

/** GET /api/health/ready: 200 {ready:true, checks} or 503 {ready:false, checks} naming the failed check. */
export async function readyResponse(checker: () => Promise<Readiness> = (shared[READINESS] ??= readinessChecker())): Promise<Response> {
  const result = await checker();
  return new Response(JSON.stringify(result), { status: result.ready ? 200 : 503, headers: NO_STORE });
}
