import { flagRules, hasSecret, type CookieToSet } from '../edge/edge-rules';
import type { Config } from '../edge/config';
import { ATTRIBUTION_MAX_AGE, attributionFrom, COOKIE, FLAG_KEYS, QUERY } from '../edge/flags';
import { findRedirect, isUsableTarget, type RedirectStatus, type RedirectTable } from '../edge/redirects';
import { appRoute, isCataloguePath, isPassThrough, type Storefront } from './app-routes';
import type { KnownPaths } from './known-paths';
import type { EntityType, RouterAnswer } from './router-answer';

// The one decision of what answers a request (SPEC §2, §6, §8): from the host, path, query,
// cookies, the live redirects and, when the path needs it, the router's answer, to a
// redirect with its exact status, a storefront page, a status page with its exact status, or
// 403 for a host the site does not serve. Pure (no I/O), so it is tested exhaustively in
// decide.test.ts; middleware.ts applies it to the HTTP response and the catch-all pages use
// routerOutcome for the same mapping of the router's answer.

/** What the build and the live settings say about one storefront's paths. */
export interface StorefrontRouting {
  /**
   * Content paths the build listed (pre-rendered, or left to render on first view): their
   * last good page is served while the router fails. Looked up, not held: at a real CMS's
   * size they are read in shards from outside the middleware's bundle (known-paths.ts).
   */
  knownPaths: KnownPaths;
  /** Configured redirects (SPEC §2), live. */
  redirects: RedirectTable;
  /** The path of the page shown at '/': its own path answers 301 '/' (SPEC §2). */
  homeAlias: string | null;
}

export type RoutingSnapshot = Record<Storefront, StorefrontRouting>;

export interface RoutingRequest {
  /** The Host header as received. */
  host: string | null;
  method: string;
  /** The path as received (percent-encoded), without the query. */
  path: string;
  query: URLSearchParams;
  /** Next's draft mode is on for this request (an editor's preview: SPEC §2). */
  draftMode: boolean;
  secure: boolean;
}

export interface RoutingContext {
  hosts: { main: readonly string[]; gifts: readonly string[] };
  snapshot: RoutingSnapshot;
  config: Pick<Config, 'ADMIN_SECRET' | 'PAYMENT_SECRET' | 'APP_ENV'>;
  /**
   * The router's answer for `lookupPath` when a previous decision asked for it; null when the
   * backend failed or answered something unreadable. Undefined: not asked yet.
   */
  router?: RouterAnswer | null;
}

/** How a shared cache (CDN, nginx) may keep a response. */
export type CachePolicy = 'shared' | 'private' | 'none';

export type Decision =
  | { kind: 'unauthorised' }
  /** A path that is not valid percent-encoding: 400. */
  | { kind: 'bad-request' }
  /** Pages answer GET and HEAD only (the site has no server actions): 405. */
  | { kind: 'method-not-allowed' }
  /** Next's assets, route handlers, /build.txt: nothing to decide. */
  | { kind: 'pass'; storefront: Storefront }
  | { kind: 'redirect'; status: RedirectStatus; location: string; cookies: CookieToSet[]; cache: CachePolicy }
  /**
   * Preview on or off needs Next's draft mode, which only a route handler sets, and a secret
   * needs the per-client count of guesses, which only a route handler keeps (issue 31): it
   * answers the redirect.
   */
  | { kind: 'preview'; handler: string; cookies: CookieToSet[] }
  | { kind: 'render'; storefront: Storefront; page: string; cookies: CookieToSet[] }
  | { kind: 'status'; storefront: Storefront; status: number; page: string; cookies: CookieToSet[]; cache: CachePolicy }
  /**
   * Ask the router for `lookupPath`, then decide again. `prebuilt`: the build rendered the
   * page, so a router that fails or is slow means its last good page, not an error.
   */
  | { kind: 'ask-router'; storefront: Storefront; lookupPath: string; prebuilt: boolean };

const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/** The storefront a Host header names, or null for any host the site does not serve (and for anything that is not a plain host[:port]). */
export function storefrontForHost(host: string | null, hosts: RoutingContext['hosts']): Storefront | null {
  const value = (host ?? '').trim().toLowerCase();
  if (value.length === 0 || value.length > 260 || !HOST_HEADER.test(value)) return null;
  const name = value.startsWith('[') ? value.slice(1, value.indexOf(']')) : value.replace(/:\d+$/, '').replace(/\.$/, '');
  if (hosts.gifts.includes(name)) return 'gifts';
  if (hosts.main.includes(name)) return 'main';
  return null;
}

/** '/About%20us/' → '/About us' (a path segment that is not valid percent-encoding stays as it is); keeps '/'. */
export function decodePath(path: string): string {
  const decoded = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when every segment of a path is valid percent-encoding. */
export function isValidEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** SPEC §2: a trailing '/checkout' is stripped when looking up content. */
export function contentLookupPath(path: string): string {
  return path.endsWith('/checkout') ? path.slice(0, -'/checkout'.length) || '/' : path;
}

const STATUS_PAGE_SLUG = { routing: 'internal-routing-error' } as const;

/** The status page of a storefront (app/<storefront>/http-status/<slug>). */
export function statusPage(storefront: Storefront, status: number, reason?: keyof typeof STATUS_PAGE_SLUG): string {
  return `/${storefront}/http-status/${reason ? STATUS_PAGE_SLUG[reason] : status}`;
}

/** The slug of the 502 page that says 'Internal Routing Error.' (SPEC §8, empty entity route). */
export const ROUTING_ERROR_SLUG = STATUS_PAGE_SLUG.routing;

const REDIRECT_STATUSES = new Set<number>([301, 302, 303, 307, 308]);

/** The main site shows content nodes only; gift products and categories are the gifts shop's. */
export function storefrontShows(storefront: Storefront, entityType: EntityType): boolean {
  return storefront === 'gifts' || entityType === 'node';
}

/** What the router's answer means for a storefront page (SPEC §8): the same for the middleware and the pages. */
export type RouterOutcome<E extends { entityType: EntityType }> =
  | { kind: 'render'; entity: E }
  | { kind: 'redirect'; status: RedirectStatus; location: string }
  | { kind: 'status'; status: number; reason?: 'routing' };

export function routerOutcome<E extends { entityType: EntityType }>(storefront: Storefront, answer: RouterAnswer<E> | null): RouterOutcome<E> {
  if (!answer) return { kind: 'status', status: 502 }; // SPEC §8: backend failure while loading a page
  switch (answer.kind) {
    case 'entity':
      return storefrontShows(storefront, answer.entity.entityType) ? { kind: 'render', entity: answer.entity } : { kind: 'status', status: 404 };
    case 'redirect':
      // SPEC §8: 3xx with a target URL → the browser is redirected (with the router's status);
      // a target that would leave for another site by a trick ('/\\host') is the backend's error.
      if (!isUsableTarget(answer.location)) return { kind: 'status', status: 502 };
      return REDIRECT_STATUSES.has(answer.statusCode) ? { kind: 'redirect', status: answer.statusCode as RedirectStatus, location: answer.location } : { kind: 'status', status: answer.statusCode };
    case 'error':
      return { kind: 'status', status: answer.statusCode >= 400 && answer.statusCode <= 599 ? answer.statusCode : 502 };
    case 'broken':
      return { kind: 'status', status: 502, reason: 'routing' };
  }
}

function sourceCookie(query: URLSearchParams, secure: boolean): CookieToSet[] {
  const source = attributionFrom(`?${query}`);
  return source ? [{ name: COOKIE.source, value: source, maxAge: ATTRIBUTION_MAX_AGE, httpOnly: false, sameSite: 'lax', secure, path: '/' }] : [];
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export async function decide(request: RoutingRequest, context: RoutingContext): Promise<Decision> {
  const storefront = storefrontForHost(request.host, context.hosts);
  if (!storefront) return { kind: 'unauthorised' };
  if (!isValidEncoding(request.path)) return { kind: 'bad-request' };
  if (isPassThrough(request.path)) return { kind: 'pass', storefront };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'method-not-allowed' };

  const { query, secure } = request;
  const cookies = sourceCookie(query, secure);

  // SPEC §2 and §6 flags: set in this first response, secrets out of the URL with one redirect.
  if (FLAG_KEYS.some((key) => query.has(key))) {
    const target = withQuery(request.path, query);
    if (query.has(QUERY.previewToken) || query.has(QUERY.previewMode) || hasSecret(query)) {
      return { kind: 'preview', handler: `/api/flags${request.path === '/' ? '' : request.path}${target.slice(request.path.length)}`, cookies };
    }
    const flags = await flagRules({ url: new URL(target, 'http://flags.invalid'), secure, config: context.config });
    return { kind: 'redirect', status: 307, location: flags.location, cookies: [...cookies, ...flags.cookies], cache: 'private' };
  }

  const path = decodePath(request.path);
  const routing = context.snapshot[storefront];

  // SPEC §2: configured redirects, unless a preview token is present; the home page's own path → '/'.
  if (!request.draftMode) {
    const configured = findRedirect(routing.redirects, path);
    if (configured) return { kind: 'redirect', status: configured.status, location: configured.location, cookies, cache: 'shared' };
  }
  if (routing.homeAlias && routing.homeAlias !== '/' && path === routing.homeAlias) return { kind: 'redirect', status: 301, location: withQuery('/', query), cookies, cache: 'shared' };

  const route = appRoute(storefront, path);
  const known = async (p: string) => routing.knownPaths.has(p);
  const catalogue = isCataloguePath(storefront, path);
  const page = encodePath(route ? route.page : `/${storefront}${path}`);
  // The site's own pages (search, checkout, cookie policy…): no router question.
  if (route && !catalogue && (!route.donationBase || route.page.startsWith('/main/donation/checkout/'))) return { kind: 'render', storefront, page, cookies };
  // What the router is asked about (an amount step asks about its appeal page).
  const lookupPath = route?.donationBase ?? (catalogue ? path : contentLookupPath(path));

  // A page the build rendered (a content page, a product or category it listed, an amount
  // step of an appeal it rendered) is still the router's to withdraw: an editor may have
  // unpublished or restricted it since (issue 30). Only an outage keeps the last good page.
  if (await known(route?.donationBase ?? path)) {
    if (request.draftMode || context.router === null || (context.router?.kind === 'error' && context.router.statusCode >= 500)) return { kind: 'render', storefront, page, cookies };
    if (context.router === undefined) return { kind: 'ask-router', storefront, lookupPath, prebuilt: true };
  }

  // A mixed-case variant of a path the site knows (an amount step of a known appeal too): one
  // canonical URL (and one cache entry).
  const lower = path.toLowerCase();
  const lowerRoute = lower !== path ? appRoute(storefront, lower) : null;
  if (lower !== path && ((await known(lower)) || (lowerRoute !== null && !isCataloguePath(storefront, lower) && (lowerRoute.donationBase === null || (await known(lowerRoute.donationBase)))))) {
    return { kind: 'redirect', status: 308, location: withQuery(encodePath(lower), query), cookies, cache: 'shared' };
  }

  // In a preview the page asks the router itself, with the editor's token (an unpublished page
  // is unknown to everyone else); draft responses are private and never cached.
  if (request.draftMode) return { kind: 'render', storefront, page, cookies };

  if (context.router === undefined) return { kind: 'ask-router', storefront, lookupPath, prebuilt: false };
  const outcome = routerOutcome(storefront, context.router);
  switch (outcome.kind) {
    case 'render':
      if (catalogue) return { kind: 'render', storefront, page, cookies };
      if (route?.donationBase && outcome.entity.entityType === 'node' && lower !== path && !route.page.startsWith('/main/donation/checkout/')) {
        // An amount step in another case of an appeal the router found: the lower-case URL
        // only (a 404 there if that is not the page), never a render per spelling.
        return { kind: 'redirect', status: 308, location: withQuery(encodePath(lower), query), cookies, cache: 'shared' };
      }
      if (route) return outcome.entity.entityType === 'node' ? { kind: 'render', storefront, page, cookies } : notFound(storefront, cookies);
      return { kind: 'render', storefront, page, cookies };
    case 'redirect':
      // An amount step whose page moved: the page's redirect is not the step's.
      if (route && !catalogue) return notFound(storefront, cookies);
      return { kind: 'redirect', status: outcome.status, location: outcome.location, cookies, cache: 'shared' };
    case 'status':
      if (route) return outcome.status >= 500 ? statusDecision(storefront, outcome.status, undefined, cookies) : notFound(storefront, cookies);
      return statusDecision(storefront, outcome.status, outcome.reason, cookies);
  }
}

function statusDecision(storefront: Storefront, status: number, reason: 'routing' | undefined, cookies: CookieToSet[]): Decision {
  // A 4xx may be kept a little by a shared cache; a 5xx never (the next request may succeed),
  // nor a 429 (it is one client's).
  return { kind: 'status', storefront, status, page: statusPage(storefront, status, reason), cookies, cache: status >= 500 || status === 429 ? 'none' : 'shared' };
}

function notFound(storefront: Storefront, cookies: CookieToSet[]): Decision {
  return statusDecision(storefront, 404, undefined, cookies);
}

/** A decoded path back to a URL path (each segment percent-encoded). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
