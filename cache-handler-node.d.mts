// Types of cache-handler-node.mjs, for the tests that load it.
export interface SiteCacheHandler {
  get(key: string, ctx?: { softTags?: string[] }): Promise<unknown>;
  set(key: string, value: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
export function createCacheHandler(context: { serverDistDir: string; dev?: boolean }): SiteCacheHandler;
