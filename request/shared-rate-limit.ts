import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { log } from './log';
import type { RateLimitDecision, RateLimiter, RateLimitOptions } from './rate-limit';
import { redisConnection, type RedisConnection } from './redis.mjs';

// The burst limits shared by every instance (docs/architecture.md "Several instances"): with
// REDIS_URL set, attempts are counted in Redis by rate-limiter-flexible, so a card tester
// gets one allowance however many instances answer them. Without REDIS_URL, or while Redis
// cannot be reached or is slower than REDIS_TIMEOUT_MS (RLWrapperTimeouts), each instance
// counts in its own memory: the library's insuranceLimiter, a RateLimiterMemory. The instance
// says so once per outage in its log (`rate_limit_redis_unavailable`, then
// `rate_limit_redis_restored`); a donor never gets an error for it, and never waits longer.
// The Redis client is the process's one (./redis.mjs). Node only: the edge's code never
// imports this module.

const REDIS_TIMEOUT_MS = 300;

/** This process's count, the insurance of the Redis one: it tells its owner whenever it is used. */
class Insurance extends RateLimiterMemory {
  uses = 0;
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): Promise<RateLimiterRes> {
    this.uses += 1;
    this.onUse();
    return super.consume(...args);
  }
}

export interface SharedRateLimitOptions extends Pick<RateLimitOptions, 'limit' | 'windowMs'> {
  /** Names the counter in Redis ('order', 'secret-guess'…). */
  name: string;
  /** REDIS_URL (the caller reads it from edge/config.ts), asked at the first attempt; none: memory only. */
  redisUrl: string | undefined | (() => string | undefined);
}

/** Counts in Redis when REDIS_URL is set, else (and while Redis is down) in this process's memory. */
export class SharedRateLimiter implements RateLimiter {
  private readonly memory: Insurance;
  private redis: { limiter: RLWrapperTimeouts; connection: RedisConnection } | null | undefined;
  private down = false;

  constructor(private readonly options: SharedRateLimitOptions) {
    this.memory = new Insurance({ keyPrefix: `rate-limit:${options.name}`, points: options.limit, duration: this.durationSeconds() }, () => this.fellBack());
  }

  private durationSeconds(): number {
    return Math.max(1, Math.ceil(this.options.windowMs / 1000));
  }

  private store(): { limiter: RLWrapperTimeouts; connection: RedisConnection } | null {
    if (this.redis !== undefined) return this.redis;
    const { redisUrl } = this.options;
    const connection = redisConnection(typeof redisUrl === 'function' ? redisUrl() : redisUrl);
    this.redis = connection
      ? {
          connection,
          limiter: new RLWrapperTimeouts({
            timeoutMs: REDIS_TIMEOUT_MS,
            insuranceLimiter: this.memory,
            limiter: new RateLimiterRedis({
              storeClient: connection.client,
              useRedisPackage: true,
              rejectIfRedisNotReady: true,
              keyPrefix: `rate-limit:${this.options.name}`,
              points: this.options.limit,
              duration: this.durationSeconds(),
            }),
          }),
        }
      : null;
    return this.redis;
  }

  /** The insurance counted an attempt: with Redis configured, that is an outage (logged once). */
  private fellBack(): void {
    if (!this.redis || this.down) return;
    this.down = true;
    const { connection } = this.redis;
    const error = connection.client.isReady ? `Redis did not answer within ${REDIS_TIMEOUT_MS} ms` : (connection.lastError ?? 'Redis is not connected');
    log.warn('rate_limit_redis_unavailable', { limiter: this.options.name, error, fallback: 'memory' });
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const redis = this.store();
    // The first attempts after a start wait (briefly) for the first connection.
    if (redis && !redis.connection.client.isReady) await Promise.race([redis.connection.connected, delay(REDIS_TIMEOUT_MS)]);
    const uses = this.memory.uses;
    const counted = (redis?.limiter ?? this.memory).consume(key);
    const settle = () => {
      if (redis && this.down && this.memory.uses === uses) {
        this.down = false;
        log.info('rate_limit_redis_restored', { limiter: this.options.name });
      }
    };
    try {
      const result = await counted;
      settle();
      return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: 0 };
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome; // the insurance answers every Redis failure
      settle();
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    }
  }

  /** Gives back `key`'s latest attempt, where it was counted (Redis, else this process). */
  async refund(key: string): Promise<void> {
    const redis = this.down ? null : this.store();
    await (redis?.limiter ?? this.memory).reward(key, 1);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
