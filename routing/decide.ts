import { flagRules, hasSecret, type CookieToSet } from '../edge/edge-rules';
import type { Config } from '../edge/config';
import { ATTRIBUTION_MAX_AGE, attributionFrom, COOKIE, FLAG_KEYS, QUERY } from '../edge/flags';
import { findRedirect, isUsableTarget, REDIRECT_STATUSES, targetPath, type RedirectStatus } from '../edge/redirects';
import { storefrontForHost, type Storefront } from '../edge/storefront';
import { appRoute, isCataloguePath, isPassThrough } from './app-routes';
import type { EntityType, RouterAnswer } from '../edge/backend/router-answer';
import type { RoutingSnapshot } from './state';

// What answers a request (SPEC §2, §6, §8), from what the routing knows (state.ts); a path nobody knows is asked about
// (ask.ts), then decided again. `path`: percent-encoded; `draftMode`: preview mode (SPEC §6), `previewToken` with a token;
// `router`: the answer for an 'ask-router' decision's lookupPath (null: the backend failed or was slow; undefined: not asked).
type Flags = { draftMode: boolean; previewToken?: boolean; secure: boolean };
export type RoutingRequest = Flags & { host: string | null; method: string; path: string; query: URLSearchParams };
type Given = { hosts: Record<Storefront, readonly string[]>; config: Pick<Config, 'ADMIN_SECRET' | 'PAYMENT_SECRET' | 'APP_ENV'> };
export type RoutingContext = Given & { snapshot: RoutingSnapshot; router?: RouterAnswer | null };

/** How a shared cache (CDN, nginx) may keep a response. */
export type CachePolicy = 'shared' | 'private' | 'none';

/** 'pass': Next's assets, route handlers, /build.txt; 'preview': flags a route handler sets; `probe`: a page with no good copy, asked first. */
export type Decision =
  | { kind: 'unauthorised' | 'bad-request' | 'method-not-allowed' }
  | { kind: 'pass'; storefront: Storefront }
  | { kind: 'redirect'; status: RedirectStatus; location: string; cookies: CookieToSet[]; cache: CachePolicy }
  | { kind: 'preview'; handler: string; cookies: CookieToSet[] }
  | { kind: 'render'; storefront: Storefront; page: string; cookies: CookieToSet[] }
  | { kind: 'status'; storefront: Storefront; status: number; page: string; cookies: CookieToSet[]; cache: CachePolicy }
  | { kind: 'ask-router'; storefront: Storefront; lookupPath: string; probe?: true };

/** '/About%20us/' → '/About us' (each segment decoded; a trailing slash dropped); null when it is not valid percent-encoding. */
export function decodePath(path: string): string | null {
  try {
    return path.split('/').map(decodeURIComponent).join('/').replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query}` : path);

/** SPEC §2: a trailing '/checkout' is stripped when looking up content. */
export const contentLookupPath = (path: string): string => (path.endsWith('/checkout') ? path.slice(0, -'/checkout'.length) || '/' : path);

/** The slug of the 502 page that says 'Internal Routing Error.' (SPEC §8, empty entity route). */
export const ROUTING_ERROR_SLUG = 'internal-routing-error';

/** What the router's answer means for a storefront page (SPEC §8): the same for the middleware and the pages. */
export type RouterOutcome<E extends { entityType: EntityType }> =
  | { kind: 'render'; entity: E }
  | { kind: 'redirect'; status: RedirectStatus; location: string }
  | { kind: 'status'; status: number; reason?: 'routing' };

export function routerOutcome<E extends { entityType: EntityType }>(storefront: Storefront, answer: RouterAnswer<E> | null): RouterOutcome<E> {
  if (!answer) return { kind: 'status', status: 502 }; // SPEC §8: backend failure while loading a page
  switch (answer.kind) {
    case 'entity': // the main site shows content nodes only; products and categories are the gifts shop's
      return storefront === 'gifts' || answer.entity.entityType === 'node' ? { kind: 'render', entity: answer.entity } : { kind: 'status', status: 404 };
    case 'redirect': // SPEC §8, with the router's status; a target leaving for another site by a trick ('/\\host') is the backend's error
      if (!isUsableTarget(answer.location)) return { kind: 'status', status: 502 };
      if (!REDIRECT_STATUSES.has(answer.statusCode)) return { kind: 'status', status: answer.statusCode };
      return { kind: 'redirect', status: answer.statusCode as RedirectStatus, location: answer.location };
    case 'error':
      return { kind: 'status', status: answer.statusCode >= 400 && answer.statusCode <= 599 ? answer.statusCode : 502 };
    case 'broken':
      return { kind: 'status', status: 502, reason: 'routing' };
  }
}

export async function decide(request: RoutingRequest, context: RoutingContext): Promise<Decision> {
  const storefront = storefrontForHost(request.host, context.hosts);
  if (!storefront) return { kind: 'unauthorised' };
  const path = decodePath(request.path);
  if (path === null) return { kind: 'bad-request' };
  if (isPassThrough(request.path)) return { kind: 'pass', storefront };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'method-not-allowed' };

  const { query, secure } = request;
  const source = attributionFrom(`?${query}`);
  const attribution = { name: COOKIE.source, value: source ?? '', maxAge: ATTRIBUTION_MAX_AGE, httpOnly: false, sameSite: 'lax', secure, path: '/' } as const;
  const cookies: CookieToSet[] = source ? [attribution] : [];
  const redirect = (status: RedirectStatus, location: string, cache: CachePolicy = 'shared', more: CookieToSet[] = []): Decision =>
    ({ kind: 'redirect', status, location, cookies: [...cookies, ...more], cache });
  // A shared cache may keep a 4xx a little; never a 5xx (the next request may succeed) nor a 429 (one client's).
  const status = (code: number, reason?: 'routing'): Decision => {
    const page = `/${storefront}/http-status/${reason ? ROUTING_ERROR_SLUG : code}`;
    return { kind: 'status', storefront, status: code, page, cookies, cache: code >= 500 || code === 429 ? 'none' : 'shared' };
  };

  // SPEC §2 and §6 flags: set in this first response, secrets out of the URL with one redirect.
  if (FLAG_KEYS.some((key) => query.has(key))) {
    const target = withQuery(request.path, query);
    if (query.has(QUERY.previewToken) || query.has(QUERY.previewMode) || hasSecret(query)) {
      return { kind: 'preview', handler: `/api/flags${request.path === '/' ? '' : request.path}${target.slice(request.path.length)}`, cookies };
    }
    const flags = await flagRules({ url: new URL(target, 'http://flags.invalid'), secure, config: context.config });
    return redirect(307, flags.location, 'private', flags.cookies);
  }

  const routing = context.snapshot[storefront];
  // SPEC §2: configured redirects, unless a preview token is present; the home page's own path → '/'.
  const configured = request.draftMode && request.previewToken ? null : findRedirect(routing.redirects, path);
  if (configured) return redirect(configured.status, configured.location);
  if (routing.homeAlias && routing.homeAlias !== '/' && path === routing.homeAlias) return redirect(301, withQuery('/', query));

  const route = appRoute(storefront, path);
  const catalogue = isCataloguePath(storefront, path);
  const render: Decision = { kind: 'render', storefront, page: encodePath(route ? route.page : `/${storefront}${path}`), cookies };
  const checkout = route?.page.startsWith('/main/donation/checkout/') ?? false;
  // The site's own pages (search, checkout, cookie policy…): nothing to ask.
  if (route && !catalogue && (!route.donationBase || checkout)) return render;
  // What the answer is about (an amount step asks about its appeal page).
  const lookupPath = route?.donationBase ?? (catalogue ? path : contentLookupPath(path));
  const answer = context.router !== undefined ? context.router : routing.changed(lookupPath);
  // A page with no good copy is asked about before it renders (not a catalogue page).
  const copy = context.router !== undefined || catalogue || request.draftMode || routing.hasCopy(path, route ? route.page : `/${storefront}${path}`);
  const probe: Decision | null = copy ? null : { kind: 'ask-router', storefront, lookupPath, probe: true };
  // The hot path: a page the build listed, unchanged since, is served from the cache.
  if (answer === undefined && routing.known(lookupPath)) return probe ?? render;

  // A mixed-case variant of a path the site knows (or of an amount step of a known appeal): one canonical URL.
  const lower = path.toLowerCase();
  const lowerRoute = lower !== path ? appRoute(storefront, lower) : null;
  const lowerStep = lowerRoute !== null && !isCataloguePath(storefront, lower) && (lowerRoute.donationBase === null || routing.known(lowerRoute.donationBase));
  if (lower !== path && (routing.known(lower) || lowerStep)) return redirect(308, withQuery(encodePath(lower), query));
  // In preview mode the page asks the router itself, past its CDN and with the editor's token if any (never cached).
  if (request.draftMode) return render;
  if (answer === undefined) return { kind: 'ask-router', storefront, lookupPath };

  const outcome = routerOutcome(storefront, answer);
  switch (outcome.kind) {
    case 'render': {
      // One spelling per page: a path the router found under another url (case, an alias) is sent there, never rendered.
      const target = answer?.kind === 'entity' && answer.entity.url ? targetPath(answer.entity.url) : null;
      const own = target === null ? null : decodePath(target);
      if (own && own !== lookupPath) return redirect(308, withQuery(encodePath(`${own}${path.slice(lookupPath.length)}`), query));
      if (probe) return probe; // a page learned since the build, not rendered yet
      if (catalogue || !route) return render;
      if (outcome.entity.entityType !== 'node') return status(404);
      // An amount step of an appeal found in another case: the lower-case URL only, never a render per spelling.
      return lower === path ? render : redirect(308, withQuery(encodePath(lower), query));
    }
    case 'redirect': // an amount step whose page moved: the page's redirect is not the step's
      return route && !catalogue ? status(404) : redirect(outcome.status, outcome.location);
    case 'status': // an app route's (an amount step's, a catalogue page's) 4xx is a 404; a client past its allowance gets its 429
      return route ? status(outcome.status < 500 && outcome.status !== 429 ? 404 : outcome.status) : status(outcome.status, outcome.reason);
  }
}
