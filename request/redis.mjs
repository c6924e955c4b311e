// The one Redis client of this process (docs/architecture.md "Several instances", "Redis
// down"), shared by Next's cache (cache-handler-node.mjs), the burst limits
// (request/shared-rate-limit.ts) and readiness (features/common/health.ts).
//
// - Created on first use, and only for a URL (REDIS_URL): without one there is no client.
// - Never holds a caller: commands fail at once while it is disconnected
//   (`disableOfflineQueue`), a connection attempt gives up after CONNECT_TIMEOUT_MS, and the
//   client keeps reconnecting in the background, at most RECONNECT_MAX_MS apart. Each user
//   falls back on its own terms (the cache to its local LRU, the limits to memory, readiness
//   to "down") and logs the outage once.
// - One per process, not per module copy: Next imports the cache handler itself, outside its
//   bundles, while the limiters and the health check are bundled into the route handlers, so
//   this file runs once per module graph. The client lives on a global symbol instead.
// - The routing's pub/sub (content-sync/routing-sync.ts) takes a connection over: its subscriber
//   is a duplicate() of this client, named charity-site:<pid>:routing.
//
// Plain JavaScript (types in redis.d.mts): the cache handler, which Node imports as it is,
// uses it too.

import { createClient } from 'redis';

/** How long one connection attempt may take before it counts as failed. */
const CONNECT_TIMEOUT_MS = 1000;
/** The longest wait between reconnection attempts: readiness sees Redis back within about a second. */
const RECONNECT_MAX_MS = 1000;

const CLIENTS = Symbol.for('charity-site.redis');

/** The connections of this process, by URL (one URL in a deployment; tests start their own servers). */
function connections() {
  return (globalThis[CLIENTS] ??= new Map());
}

/**
 * The process's connection to `url`, created (and connecting in the background) on the first
 * call; null without a URL.
 * @param {string | undefined} url
 */
export function redisConnection(url) {
  if (!url) return null;
  const known = connections().get(url);
  if (known) return known;
  const client = createClient({
    url,
    // CLIENT LIST on the server shows one connection per process (tests/cluster checks it).
    name: `charity-site:${process.pid}`,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_MS) },
  });
  const connection = {
    client,
    /** Settles with the first connection attempt, whatever its outcome. */
    connected: new Promise((resolve) => {
      client.once('ready', () => resolve());
      client.once('error', () => resolve());
    }),
    /** The client's latest error, for its users' log lines. */
    lastError: undefined,
  };
  // Without an 'error' listener an unreachable Redis would crash the process.
  client.on('error', (error) => {
    connection.lastError = error instanceof Error ? error.message : String(error);
  });
  // A failed first attempt: the 'error' listener has it; the client retries on its own.
  client.connect().catch(() => {});
  connections().set(url, connection);
  return connection;
}

/** Tests: how many clients this process has made. */
export function redisClientCount() {
  return connections().size;
}

/** Tests: closes and forgets every client of this process. */
export function closeRedisConnections() {
  const all = [...connections().values()];
  connections().clear();
  for (const { client } of all) {
    try {
      client.destroy();
    } catch {
      // already closed
    }
  }
}
