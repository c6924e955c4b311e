import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { log } from '@/edge/log';
import { MemoryRateLimiter, type RateLimitDecision, type RateLimiter, type RateLimitOptions } from './rate-limit';

// The burst limits shared by every instance (docs/architecture.md "Several instances"): with
// REDIS_URL set, attempts are counted in Redis by rate-limiter-flexible, so a card tester
// gets one allowance however many instances answer them. Without REDIS_URL, or while Redis
// cannot be reached, each instance counts in its own memory (MemoryRateLimiter) and says so
// once in its log (`rate_limit_redis_unavailable`); a donor never gets an error for it, and
// never waits more than REDIS_TIMEOUT_MS.

const REDIS_TIMEOUT_MS = 300;

type Client = ReturnType<typeof createClient>;
interface Connection {
  client: Client;
  /** Settles with the first connection attempt. */
  connected: Promise<unknown>;
}
const CLIENTS = Symbol.for('charity-site.rate-limit-redis');
const globals = globalThis as unknown as { [CLIENTS]?: Map<string, Connection> };

/** One client per process and URL, connected in the background, failing at once while disconnected. */
function redisConnection(url: string): Connection {
  const clients = (globals[CLIENTS] ??= new Map());
  const known = clients.get(url);
  if (known) return known;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  });
  client.on('error', () => {
    // Reported once per outage by the limiter that meets it; the client reconnects on its own.
  });
  const connection = { client, connected: client.connect().catch(() => {}) };
  clients.set(url, connection);
  return connection;
}

export interface SharedRateLimitOptions extends RateLimitOptions {
  /** Names the counter in Redis ('order', 'revolut-order'…). */
  name: string;
  /** Defaults to process.env.REDIS_URL, read at the first attempt. */
  redisUrl?: string;
}

/** Counts in Redis when REDIS_URL is set, else (and while Redis is down) in this process's memory. */
export class SharedRateLimiter implements RateLimiter {
  private readonly memory: RateLimiter;
  private redis: { limiter: RateLimiterRedis; connection: Connection } | null | undefined;
  private down = false;

  constructor(private readonly options: SharedRateLimitOptions) {
    this.memory = new MemoryRateLimiter(options);
  }

  private store(): { limiter: RateLimiterRedis; connection: Connection } | null {
    if (this.redis !== undefined) return this.redis;
    const url = this.options.redisUrl ?? process.env.REDIS_URL;
    const connection = url ? redisConnection(url) : null;
    this.redis = connection
      ? {
          connection,
          limiter: new RateLimiterRedis({
            storeClient: connection.client,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            keyPrefix: `rate-limit:${this.options.name}`,
            points: this.options.limit,
            duration: Math.max(1, Math.ceil(this.options.windowMs / 1000)),
          }),
        }
      : null;
    return this.redis;
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const redis = this.store();
    if (!redis) return this.memory.hit(key);
    try {
      // The first attempts after a start wait (briefly) for the first connection.
      if (!redis.connection.client.isReady) await withTimeout(redis.connection.connected, REDIS_TIMEOUT_MS).catch(() => {});
      const result = await withTimeout(redis.limiter.consume(key), REDIS_TIMEOUT_MS);
      if (this.down) log.info('rate_limit_redis_restored', { limiter: this.options.name });
      this.down = false;
      return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: 0 };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        this.down = false;
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
      if (!this.down) log.warn('rate_limit_redis_unavailable', { limiter: this.options.name, error: outcome instanceof Error ? outcome.message : String(outcome), fallback: 'memory' });
      this.down = true;
      return this.memory.hit(key);
    }
  }

  /** Gives back `key`'s latest attempt, where it was counted (Redis, else this process). */
  async refund(key: string): Promise<void> {
    const redis = this.down ? null : this.store();
    if (!redis) return this.memory.refund?.(key);
    try {
      await withTimeout(redis.limiter.reward(key, 1), REDIS_TIMEOUT_MS);
    } catch {
      await this.memory.refund?.(key);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
