// The route table: what the build knows about each storefront's paths, turned into Next.js
// rewrites (next.config.ts). Page views of known paths then cost no middleware
// and no backend call; everything else falls through to the resolver (app/api/resolve), which
// asks the router and answers with the router's exact status (SPEC §8).
//
// Only relative imports here: next.config.ts imports this file.

export type StorefrontName = 'main' | 'gifts';

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

export interface StorefrontTable {
  /** Content paths to serve straight from the static page (the home alias excluded). */
  paths: string[];
  /** The path of the page shown at '/' (main: the front page; gifts: the home path): the resolver answers it 301 → '/'. */
  homeAlias: string | null;
  /**
   * Configured redirects (settings) at build time. Their sources are left out of the known
   * paths, so the resolver answers them from the live snapshot (content-sync/redirects.ts):
   * an editor's new or removed redirect takes effect on the webhook, not on the next build.
   */
  redirects: RedirectRule[];
}

export interface RouteTable {
  main: StorefrontTable;
  gifts: StorefrontTable;
  /** A per-build token: only the resolver's own requests may reach app/<storefront>/… directly. */
  internalToken: string;
  /** The build's id: Next's BUILD_ID and what /build.txt answers (SPEC §4 build refresh). */
  buildId: string;
}

export interface Hosts {
  main: string[];
  gifts: string[];
}

export const INTERNAL_HEADER = 'x-internal-render';

/**
 * App routes of each storefront that are not content paths (SPEC §2). Pattern rewrites.
 * Next applies beforeFiles rules in order, each to the previous one's result, so a rule must
 * never match what an earlier rule produced: '/gifts/:rest*' comes before every rule whose
 * result starts with '/gifts'.
 */
/** A path pattern served by the same path under app/<storefront>, or a source with its own destination there. */
export type AppRoute = string | { source: string; destination: string };

/**
 * The donation journey (SPEC §2): the amount step '{appeal}/single|monthly' and the checkout
 * steps '{appeal}/checkout[/step]' (base '/donate/single' for an unknown appeal), served by
 * app/main/donation/… with the base as the last segments. The base never starts with a
 * route tree or an app route, so no rule re-matches another's result.
 */
const DONATION_BASE = ':base((?!main/|gifts/|api/|_next/|content/|knowledge-hub/|search)[^?#]+)';
export const DONATION_ROUTES: AppRoute[] = [
  { source: `/${DONATION_BASE}/:type(single|monthly)`, destination: '/donation/amount/:type/:base' },
  { source: `/${DONATION_BASE}/checkout`, destination: '/donation/checkout/details/:base' },
  { source: `/${DONATION_BASE}/checkout/:step(address|preferences|giftaid|payment|thank-you)`, destination: '/donation/checkout/:step/:base' },
];

export const APP_ROUTES: Record<StorefrontName, AppRoute[]> = {
  main: ['/search', '/cookie-policy', '/knowledge-hub', '/knowledge-hub/:rest*', '/content/:rest*', ...DONATION_ROUTES],
  gifts: ['/gifts/:rest*', '/gift-card/:rest*', '/category/:rest*', '/corporate/:rest*', '/basket', '/cards', '/checkout', '/cookie-policy'],
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An anchored host regex for Next's `has: [{ type: 'host' }]`. */
export function hostPattern(hosts: string[]): string {
  return hosts.length === 0 ? '(?!)' : `^(${hosts.map(escapeRegex).join('|')})$`;
}

/** '/about-us/' → '/about-us'; keeps '/'. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Paths Next's path-to-regexp can take literally inside one `(a|b)` group. */
function isPlainPath(path: string): boolean {
  return /^\/[A-Za-z0-9\-._~/%]+$/.test(path) && !path.includes('//');
}

/** Splits a list so each rewrite's source stays well under route-matcher limits. */
function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Has = { type: 'host'; value: string } | { type: 'header'; key: string; value: string };
export interface NextRewrite {
  source: string;
  destination: string;
  has?: Has[];
  missing?: Has[];
}

const STOREFRONTS: StorefrontName[] = ['main', 'gifts'];

/** Known content paths of a storefront, without the home alias, redirect sources and anything not plain. */
export function knownPaths(table: StorefrontTable): string[] {
  const alias = table.homeAlias ? normalisePath(table.homeAlias) : null;
  const redirected = new Set(table.redirects.map((r) => normalisePath(r.from)));
  const paths = new Set<string>();
  for (const raw of table.paths) {
    const path = normalisePath(raw);
    if (path === '/' || path === alias || redirected.has(path) || !isPlainPath(path)) continue;
    paths.add(path);
  }
  return [...paths].sort();
}

export function toNextRewrites(table: RouteTable, hosts: Hosts) {
  const allowed = hostPattern([...hosts.main, ...hosts.gifts]);
  const internal: Has = { type: 'header', key: INTERNAL_HEADER, value: escapeRegex(table.internalToken) };
  const beforeFiles: NextRewrite[] = [
    // Any other host: 403 (app/api/unauthorised).
    { source: '/:path*', missing: [{ type: 'host', value: allowed }], destination: '/api/unauthorised' },
  ];
  const fallback: NextRewrite[] = [];
  for (const storefront of STOREFRONTS) {
    const host: Has = { type: 'host', value: hostPattern(hosts[storefront]) };
    const to = (path: string) => `/${storefront}${path}`;
    // First: the route trees app/main and app/gifts are reachable only through the rules
    // below or by the resolver's own request; a reader's '/main/…' is an unknown path. (Rules
    // apply in order and each sees the previous one's result, so this one must come first.
    // The gifts shop's own '/gifts/…' product paths are rewritten below, not guarded.)
    beforeFiles.push({
      source: storefront === 'main' ? '/:tree(main|gifts)/:rest*' : '/:tree(main)/:rest*',
      has: [host],
      missing: [internal],
      destination: `/api/resolve/${storefront}/:tree/:rest*`,
    });
    for (const route of APP_ROUTES[storefront]) {
      const { source, destination } = typeof route === 'string' ? { source: route, destination: route } : route;
      beforeFiles.push({ source, has: [host], destination: to(destination) });
    }
    beforeFiles.push({ source: '/', has: [host], destination: `/${storefront}` });
    beforeFiles.push({ source: '/sitemap.xml', has: [host], destination: to('/sitemap.xml') });
    beforeFiles.push({ source: '/robots.txt', has: [host], destination: to('/robots.txt') });
    for (const group of chunks(knownPaths(table[storefront]), 200)) {
      const alternatives = group.map((p) => escapeRegex(p.slice(1))).join('|');
      beforeFiles.push({ source: `/:path(${alternatives})`, has: [host], destination: to('/:path') });
    }
    fallback.push({ source: '/:path((?!_next/|api/).*)', has: [host], destination: `/api/resolve/${storefront}/:path` });
  }
  return { beforeFiles, afterFiles: [] as NextRewrite[], fallback };
}

export const EMPTY_ROUTE_TABLE: Omit<RouteTable, 'internalToken' | 'buildId'> = {
  main: { paths: [], homeAlias: null, redirects: [] },
  gifts: { paths: [], homeAlias: null, redirects: [] },
};
