// Next's cache handler when REDIS_URL is set (next.config.ts sets `cacheHandler` only then; without
// it Next keeps its own file-system cache, or the platform's). In Node.js it is
// cache-handler-node.mjs, the cache shared on Redis. A build made with REDIS_URL set also hands
// this file to the middleware's bundle; the middleware runs on the Node runtime (middleware.ts
// `runtime: 'nodejs'`), as every route does, so there too it is the Node handler. Only on the edge
// runtime, which nothing of this site uses and where Node's modules do not exist, would it store
// nothing, as Next does without a handler. Plain JavaScript outside the bundles, so it reads Next's
// own NEXT_RUNTIME itself rather than through edge/config.ts (TypeScript).

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
    if (process.env.NEXT_RUNTIME === 'edge') this.inner = none;
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
