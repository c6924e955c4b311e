import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** This process's one client for a URL (request/redis.mjs). */
export interface RedisConnection {
  readonly client: RedisClient;
  /** Settles with the first connection attempt, whatever its outcome. */
  readonly connected: Promise<void>;
  /** The client's latest error, for its users' log lines. */
  readonly lastError: string | undefined;
}

export function redisConnection(url: string | undefined): RedisConnection | null;
export function redisClientCount(): number;
export function closeRedisConnections(): void;
