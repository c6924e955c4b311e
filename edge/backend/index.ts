import type { Storefront } from '../storefront';
import { BackendError, backendRequest, ROUTER_TIMEOUT_MS, type BackendRequest, type BackendResponse } from './client';

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
  /** The router's HTTP 400/414/431 thrown, not read as its 404: a page with a good copy asks so (content-sync/routing-sync.ts). */
  strict?: boolean;
}

/**
 * A decoded site path ('/about/50% off') as a URL path ('/about/50%25%20off'): the router
 * decodes the path it is given, so a literal '%', '?' or '#' must travel encoded.
 */
export function routerPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** No page of the site has a longer path, or a deeper one: such a path is a 404 without asking. */
export const ROUTER_MAX_PATH_LENGTH = 1024;
export const ROUTER_MAX_SEGMENTS = 16;
/** The router's 'not found' as it would answer it (CONTRACT §1). */
export const ROUTE_NOT_FOUND = Object.freeze({ statusCode: 404, content: null });
/** The router refusing the question itself (bad request, URI or headers too long): no such page. */
const REFUSED_QUESTION = new Set([400, 414, 431]);

/** A decoded path no router page can have (too long or too deep): answered 404 without a backend call. */
export function routerCannotHave(path: string): boolean {
  return path.length > ROUTER_MAX_PATH_LENGTH || path.split('/').filter(Boolean).length > ROUTER_MAX_SEGMENTS;
}

/**
 * GET /decoupled-router (CONTRACT §1) for a decoded site path. The body's statusCode is
 * authoritative. A junk path must read as the 404 it is, not as a backend outage (502 and an
 * error line each, issue 29): past a sane length or depth the router is not asked, and its
 * HTTP 400/414/431 (the question refused) is its 404.
 */
export async function fetchRoute({ path, previewToken, noCdnCache, forwardedFor, next, strict = false }: RouteQuery): Promise<unknown> {
  if (routerCannotHave(path)) return ROUTE_NOT_FOUND;
  try {
    return await getJson('/decoupled-router', {
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
  } catch (error) {
    if (!strict && error instanceof BackendError && REFUSED_QUESTION.has(error.status)) return ROUTE_NOT_FOUND;
    throw error;
  }
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
export function findAddresses(country: string, postcode: string, options: Pick<BackendRequest, 'timeoutMs'> = {}): Promise<unknown> {
  return getJson('/address/find', { query: { country, postcode }, ...options });
}

export type BankAccount = { country: 'GB'; sortCode: string; accountNumber: string } | { country: 'IE'; iban: string };

/** GET /bank/validate (CONTRACT §8). */
export function validateBankAccount(account: BankAccount, options: Pick<BackendRequest, 'timeoutMs'> = {}): Promise<unknown> {
  const query =
    account.country === 'GB'
      ? { country: 'GB', sort_code: account.sortCode, account_number: account.accountNumber }
      : { country: 'IE', iban: account.iban };
  return getJson('/bank/validate', { query, ...options });
}
