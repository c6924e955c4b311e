// Burst limits: card testing is the attack every donation form meets, and every public
// route refuses a burst of attempts from one client (by request/client-address.ts). The
// limiter sits behind an interface: MemoryRateLimiter counts in this process (a sliding
// window, its clock injectable for tests); SharedRateLimiter (./shared-rate-limit.ts, Node
// only) counts across instances in Redis. Web APIs only: the edge's code may use this module.

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the window after this one. */
  remaining: number;
  /** Seconds until the client may try again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Records one attempt by `key` and says whether it may go ahead. */
  hit(key: string): Promise<RateLimitDecision>;
  /** Gives back `key`'s latest attempt (a right secret is not a guess to count: edge/secret.ts). */
  refund?(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys kept at most (oldest dropped): memory stays bounded under a flood of addresses. */
  maxKeys?: number;
}

/** A sliding-window limiter in this process's memory. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: RateLimitOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const since = now - this.options.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.options.limit) {
      this.hits.set(key, recent);
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.options.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true, remaining: this.options.limit - recent.length, retryAfterSeconds: 0 };
  }

  async refund(key: string): Promise<void> {
    this.hits.get(key)?.pop();
  }
}
