import type { Storefront } from '../edge/storefront';

// Which page of the app serves a reader's path, before any content is looked up (SPEC §2): the app-only routes of each
// storefront and the donation journey's steps. Pure and small: the middleware runs it on every page request.
/** SPEC §2: the knowledge hub's themes, in SPEC's order (features/listing labels them). */
export const KNOWLEDGE_HUB_THEMES = [
  'disaster-risk-reduction', 'graduation', 'innovations', 'learning', 'gender-equality', 'conservative-agriculture', 'monitoring-and-evaluation',
] as const;

/** First segments that are never a donation base (route trees, Next's own, the app's routes). */
const RESERVED_FIRST_SEGMENTS = new Set(['main', 'gifts', 'api', '_next', 'content', 'knowledge-hub', 'search']);
const DONATION_TYPE = /^\/(.+)\/(single|monthly)$/;
const CHECKOUT_STEP = /^\/(.+)\/checkout(?:\/(address|preferences|giftaid|payment|thank-you))?$/;

/** An app route: the internal page (under app/<storefront>) and, for a donation step, the page it belongs to ('/donate'). */
export type AppRoute = { page: string; donationBase: string | null };

function donationRoute(path: string): AppRoute | null {
  const checkout = CHECKOUT_STEP.exec(path);
  const amount = checkout ? null : DONATION_TYPE.exec(path);
  const base = checkout?.[1] ?? amount?.[1];
  if (!base || RESERVED_FIRST_SEGMENTS.has(base.split('/')[0]!) || base.includes('//')) return null;
  if (checkout) return { page: `/main/donation/checkout/${checkout[2] ?? 'details'}/${base}`, donationBase: `/${base}` };
  return { page: `/main/donation/amount/${amount![2]}/${base}`, donationBase: `/${base}` };
}

/** Route trees: the path and all under it. '/content/{type}/{value}' and the knowledge hub's other pages are content: asked, never rendered unasked. */
const TREES: Record<Storefront, string[]> = { main: [], gifts: ['/gifts', '/gift-card', '/category', '/corporate'] };
const EXACT: Record<Storefront, Set<string>> = {
  main: new Set(['/search', '/cookie-policy', '/sitemap.xml', '/robots.txt', '/knowledge-hub', ...KNOWLEDGE_HUB_THEMES.map((t) => `/knowledge-hub/${t}`)]),
  gifts: new Set(['/basket', '/cards', '/checkout', '/cookie-policy', '/sitemap.xml', '/robots.txt']),
};

/** A path under the gifts shop's catalogue trees (a product or category page, or junk): the build lists it, or the router says. */
export function isCataloguePath(storefront: Storefront, path: string): boolean {
  return storefront === 'gifts' && /^\/(?:gifts|category|corporate)\/./.test(path);
}

/** A term listing's path (SPEC §2 '/content/{type}/{value}'): the backend's listing says whether it exists, not the router. */
export const TERM_LISTING = /^\/content\/([a-z0-9][a-z0-9_-]{0,63})\/([a-z0-9][a-z0-9_-]{0,127})$/i;

/** Apple Pay's domain association file (Stripe), on both storefronts: a route handler, never content. */
export const APPLE_PAY_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/** The app route serving `path` on a storefront, or null when the path is content (or unknown). */
export function appRoute(storefront: Storefront, path: string): AppRoute | null {
  if (path === '/') return { page: `/${storefront}`, donationBase: null };
  if (path === APPLE_PAY_ASSOCIATION_PATH) return { page: '/api/apple-pay/domain-association', donationBase: null };
  // SPEC §2: '/gift-card/...' shows the gifts home page: the home page's own cache entry, not a copy per URL.
  if (storefront === 'gifts' && (path === '/gift-card' || path.startsWith('/gift-card/'))) return { page: '/gifts', donationBase: null };
  const inTree = TREES[storefront].some((tree) => path === tree || path.startsWith(`${tree}/`));
  if (EXACT[storefront].has(path) || inTree) return { page: `/${storefront}${path}`, donationBase: null };
  return storefront === 'main' ? donationRoute(path) : null;
}

/** Requests the routing leaves alone once the host is known: Next's assets, route handlers, build.txt, the icons (app/, both storefronts'). */
const PASS_THROUGH = new Set(['/api', '/build.txt', '/favicon.ico', '/icon.svg', '/apple-icon.png']);
export const isPassThrough = (path: string): boolean => path.startsWith('/_next/') || path.startsWith('/api/') || PASS_THROUGH.has(path);
