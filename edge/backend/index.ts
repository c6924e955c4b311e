import type { Storefront } from '../storefront';
import { backendRequest, ROUTER_TIMEOUT_MS, type BackendRequest, type BackendResponse } from './client';

// Every backend endpoint the site calls (CONTRACT.md), as raw JSON. The features that own
// each payload parse it with their zod schemas; swap this module and the site runs on
// another backend.

export { BackendError, BackendTimeoutError, DEFAULT_TIMEOUT_MS, ROUTER_TIMEOUT_MS } from './client';
export type { BackendRequest, BackendResponse } from './client';

export type { Storefront } from '../storefront';
type CacheOptions = Pick<BackendRequest, 'next'>;

async function getJson(path: string, request: BackendRequest): Promise<unknown> {
  return (await backendRequest(path, request)).body;
}

export interface RouteQuery extends CacheOptions {
  path: string;
  previewToken?: string | null;
  noCdnCache?: boolean;
  forwardedFor?: string | null;
}

/**
 * A decoded site path ('/about/50% off') as a URL path ('/about/50%25%20off'): the router
 * decodes the path it is given, so a literal '%', '?' or '#' must travel encoded.
 */
export function routerPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** GET /decoupled-router (CONTRACT §1) for a decoded site path. The body's statusCode is authoritative. */
export function fetchRoute({ path, previewToken, noCdnCache, forwardedFor, next }: RouteQuery): Promise<unknown> {
  return getJson('/decoupled-router', {
    query: {
      _format: 'json_recursive',
      path: routerPath(path),
      language: 'en',
      _nocdncache: noCdnCache || previewToken ? 1 : undefined,
      previewToken: previewToken || undefined,
    },
    forwardedFor,
    timeoutMs: ROUTER_TIMEOUT_MS,
    next,
  });
}

/** GET /site-settings (CONTRACT §2). */
export function fetchSiteSettings(storefront: Storefront, cache: CacheOptions = {}): Promise<unknown> {
  return getJson('/site-settings', { query: { storefront }, ...cache });
}

/** GET /content-paths (CONTRACT §3). */
export function fetchContentPaths(storefront: Storefront, cache: CacheOptions = {}): Promise<unknown> {
  return getJson('/content-paths', { query: { storefront }, ...cache });
}

/** GET /content-listing (CONTRACT §4). */
export function fetchContentListing(type: string, value: string, page = 0, cache: CacheOptions = {}): Promise<unknown> {
  return getJson('/content-listing', { query: { type, value, page }, ...cache });
}

/** GET /search (CONTRACT §4). */
export function fetchSearch(keys: string, page = 0): Promise<unknown> {
  return getJson('/search', { query: { keys, page } });
}

/** GET /knowledge-hub (CONTRACT §4). */
export function fetchKnowledgeHub(theme: string | null, page = 0, cache: CacheOptions = {}): Promise<unknown> {
  return getJson('/knowledge-hub', { query: { theme: theme ?? undefined, page }, ...cache });
}

/** GET /gifts/catalogue (CONTRACT §5). */
export function fetchGiftsCatalogue(cache: CacheOptions = {}): Promise<unknown> {
  return getJson('/gifts/catalogue', { ...cache });
}

/**
 * POST /commerce/order/create (CONTRACT §6). A non-OK status is returned, not thrown; a
 * network failure or time-out rejects (and is logged by the client).
 */
export function createOrder(body: unknown, idempotencyKey: string): Promise<BackendResponse> {
  return backendRequest('/commerce/order/create', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    throwOnError: false,
  });
}

/** POST /commerce-promotion/validate-coupon (CONTRACT §7). */
export function validateCoupon(orderItems: unknown[], coupon: string): Promise<unknown> {
  return getJson('/commerce-promotion/validate-coupon', {
    method: 'POST',
    body: { order: { type: 'gift', order_items: orderItems }, coupon },
  });
}

/** GET /address/find (CONTRACT §8). */
export function findAddresses(country: string, postcode: string): Promise<unknown> {
  return getJson('/address/find', { query: { country, postcode } });
}

export type BankAccount = { country: 'GB'; sortCode: string; accountNumber: string } | { country: 'IE'; iban: string };

/** GET /bank/validate (CONTRACT §8). */
export function validateBankAccount(account: BankAccount): Promise<unknown> {
  const query =
    account.country === 'GB'
      ? { country: 'GB', sort_code: account.sortCode, account_number: account.accountNumber }
      : { country: 'IE', iban: account.iban };
  return getJson('/bank/validate', { query });
}
