// Next's cache handler (next.config.ts `cacheHandler`). Where the platform brings its own cache
// (Vercel), that one, as Next would pick without a custom handler. Next also bundles this file
// into the middleware (edge runtime), where no data cache applies and Node's modules do not
// exist: there it stores nothing, as Next does without a handler. In Node.js it is
// cache-handler-node.mjs: Next's file-system cache, or the cache shared on Redis when
// REDIS_URL is set.

const none = {
  get: async () => null,
  set: async () => {},
  revalidateTag: async () => {},
  resetRequestCache: () => {},
};

export default class SiteCacheHandler {
  constructor(context) {
    this.context = context;
    this.inner = undefined;
  }

  async handler() {
    if (this.inner) return this.inner;
    // A platform's own cache, which Next would pick without a custom handler (Vercel's), unless
    // REDIS_URL asks for Redis.
    const platform = globalThis[Symbol.for('@next/cache-handlers')]?.FetchCache;
    if (platform && !process.env.REDIS_URL) this.inner = new platform(this.context);
    else if (process.env.NEXT_RUNTIME === 'edge') this.inner = none;
    else this.inner = import('./cache-handler-node.mjs').then(({ createCacheHandler }) => createCacheHandler(this.context));
    return this.inner;
  }

  async get(...args) {
    return (await this.handler()).get(...args);
  }

  async set(...args) {
    return (await this.handler()).set(...args);
  }

  async revalidateTag(...args) {
    return (await this.handler()).revalidateTag(...args);
  }

  resetRequestCache() {
    // Neither handler keeps anything per request.
  }
}
