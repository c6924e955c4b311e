import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../request/log';
import { compileRedirects } from '../edge/redirects';
import { decide, decodePath, routerOutcome, type Decision, type RoutingContext } from './decide';
import type { RouterAnswer } from '../edge/backend/router-answer';
import type { RoutingSnapshot, StorefrontRouting } from './state';

const HOSTS = { main: ['localhost', '127.0.0.1', 'www.example.ie'], gifts: ['gifts.localhost'] };
const SOURCE = '3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';

/**
 * A storefront's routing: the build's paths, and the answers learned since (the webhook's, or a
 * page's own render). `copies`: the internal pages with a good copy ('/main/about-us'); by default
 * every path the build listed has one.
 */
function routing(paths: string[], redirects: unknown[], homeAlias: string | null, changes: Record<string, RouterAnswer> = {}, copies?: Set<string>): StorefrontRouting {
  const known = new Set(paths);
  return { known: (p) => known.has(p), changed: (p) => changes[p], hasCopy: (_p, page) => copies?.has(page) ?? true, redirects: compileRedirects(redirects), homeAlias };
}

const MAIN_PATHS = ['/about-us', '/appeal/gaza-emergency', '/donate', '/home', '/café', '/news/story'];
const MAIN_REDIRECTS = [
  { from: '/about', to: '/about-us', status: 301 },
  { from: '/temp', to: '/news/story', status: 302 },
  { from: '/see-other', to: '/x', status: 303 },
  { from: '/t307', to: 'https://example.org/x', status: 307 },
  { from: '/news/story', to: '/about-us', status: 308 },
];
const GIFTS_PATHS = ['/gifts-faq', '/gifts-home', '/gifts/goat', '/category/all-gifts', '/corporate/team'];
const GIFTS_REDIRECTS = [{ from: '/christmas', to: '/category/all-gifts', status: 302 }];

const snapshot: RoutingSnapshot = { main: routing(MAIN_PATHS, MAIN_REDIRECTS, '/home'), gifts: routing(GIFTS_PATHS, GIFTS_REDIRECTS, '/gifts-home') };

/** The same build, with what the router answered since for some of its paths. */
function changed(changes: Record<string, RouterAnswer>): RoutingSnapshot {
  return { main: routing(MAIN_PATHS, MAIN_REDIRECTS, '/home', changes), gifts: routing(GIFTS_PATHS, GIFTS_REDIRECTS, '/gifts-home', changes) };
}

const production = { ADMIN_SECRET: 'admin-secret', PAYMENT_SECRET: 'payment-secret', APP_ENV: 'production' as const };

function run(url: string, options: { host?: string; method?: string; draftMode?: boolean; previewToken?: boolean; router?: RouterAnswer | null; config?: RoutingContext['config']; secure?: boolean; snapshot?: RoutingSnapshot } = {}): Promise<Decision> {
  const parsed = new URL(url, 'http://x');
  return decide(
    { host: options.host ?? 'localhost:3000', method: options.method ?? 'GET', path: parsed.pathname, query: parsed.searchParams, draftMode: options.draftMode ?? false, previewToken: options.previewToken ?? false, secure: options.secure ?? false },
    { hosts: HOSTS, snapshot: options.snapshot ?? snapshot, config: options.config ?? production, ...(options.router !== undefined ? { router: options.router } : {}) },
  );
}

const gifts = { host: 'gifts.localhost:3000' };
const node = (): RouterAnswer => ({ kind: 'entity', entity: { entityType: 'node' } });

let restore: () => void;
beforeEach(() => {
  restore = setLogSink(() => {});
});
afterEach(() => restore());

describe('decide: hosts and pass-through', () => {
  it('answers 403 for any other host, whatever the path', async () => {
    for (const path of ['/', '/about-us', '/api/donation/order', '/_next/data/x.json', '/build.txt']) {
      expect(await run(path, { host: 'evil.example' }), path).toEqual({ kind: 'unauthorised' });
    }
  });

  it("leaves Next's assets, route handlers, build.txt and the icons alone", async () => {
    for (const path of ['/api/search', '/api', '/_next/data/b/x.json', '/build.txt', '/favicon.ico', '/icon.svg', '/apple-icon.png']) expect(await run(path), path).toEqual({ kind: 'pass', storefront: 'main' });
    expect(await run('/api/gifts/order', gifts)).toEqual({ kind: 'pass', storefront: 'gifts' });
  });
});

describe('decide: methods and encodings', () => {
  it('answers pages GET and HEAD only (405 otherwise); route handlers take their own methods', async () => {
    expect(await run('/about-us', { method: 'HEAD', router: node() })).toMatchObject({ kind: 'render' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(await run('/about-us', { method }), method).toEqual({ kind: 'method-not-allowed' });
      expect(await run('/no-such-page?secret=x', { method }), method).toEqual({ kind: 'method-not-allowed' });
    }
    expect(await run('/api/donation/order', { method: 'POST' })).toEqual({ kind: 'pass', storefront: 'main' });
  });

  it('answers 400 to a path that is not valid percent-encoding, pages and route handlers alike', async () => {
    for (const path of ['/%zz', '/about-us/%E0%A4%A', '/api/flags/%zz']) expect(await run(path), path).toEqual({ kind: 'bad-request' });
    expect(await run('/caf%C3%A9', { router: node() })).toMatchObject({ kind: 'render' });
  });
});

describe('decide: flags (SPEC §2, §6)', () => {
  it('hands a secret, right or wrong, to the flags handler, which counts each client’s guesses (issue 31): the middleware sets nothing for it', async () => {
    for (const [url, config] of [
      ['/about-us?secret=admin-secret&ref=x', production],
      ['/about-us?secret=guess', production],
      ['/about-us?secret=admin-secret', { ...production, APP_ENV: 'staging' as const }],
      ['/donate?paymentSecret=payment-secret', production],
      ['/donate?paymentSecret=guess&test-suite=1', production],
    ] as const) {
      const path = url.slice(0, url.indexOf('?'));
      expect(await run(url, { config }), url).toEqual({ kind: 'preview', handler: `/api/flags${path}${url.slice(path.length)}`, cookies: [] });
    }
  });

  it('turns test-suite mode on (with or without a value) and off', async () => {
    for (const query of ['test-suite', 'test-suite=1']) {
      const on = await run(`/?${query}`);
      expect(on).toMatchObject({ kind: 'redirect', location: '/' });
      expect(on.kind === 'redirect' && on.cookies.map((c) => [c.name, c.value, c.maxAge])).toEqual([['cw_test_suite', '1', undefined]]);
    }
    const off = await run('/about-us?test-suite=0');
    expect(off.kind === 'redirect' && off.cookies.map((c) => [c.name, c.value, c.maxAge])).toEqual([['cw_test_suite', '', 0]]);
  });

  it('hands a preview to the draft-mode handler with the same path and query', async () => {
    expect(await run('/news/x?previewMode=1&previewToken=t')).toEqual({ kind: 'preview', handler: '/api/flags/news/x?previewMode=1&previewToken=t', cookies: [] });
    expect(await run('/?previewToken=t', gifts)).toEqual({ kind: 'preview', handler: '/api/flags?previewToken=t', cookies: [] });
    expect(await run('/x?previewMode=0')).toMatchObject({ kind: 'preview', handler: '/api/flags/x?previewMode=0' });
  });

  it('sets the attribution cookie for a UUID source on the page itself, with no redirect, and ignores anything else', async () => {
    const page = await run(`/about-us?source=${SOURCE.toUpperCase()}`, { secure: true, router: node() });
    expect(page).toEqual({ kind: 'render', storefront: 'main', page: '/main/about-us', cookies: [{ name: 'cw_source', value: SOURCE, maxAge: 30 * 86_400, httpOnly: false, sameSite: 'lax', secure: true, path: '/' }] });
    for (const source of ['spring', '', '3f2b8c1e-7d4a-4b9e-9c2f', `${SOURCE}x`]) expect(await run(`/about-us?source=${source}`, { router: node() }), source).toEqual({ kind: 'render', storefront: 'main', page: '/main/about-us', cookies: [] });
  });

  it('sets the source cookie on a flag redirect and on a configured redirect too', async () => {
    const flagged = await run(`/about-us?source=${SOURCE}&test-suite`);
    expect(flagged.kind === 'redirect' && flagged.cookies.map((c) => c.name)).toEqual(['cw_source', 'cw_test_suite']);
    expect(flagged.kind === 'redirect' && flagged.location).toBe(`/about-us?source=${SOURCE}`);
    const handed = await run(`/about-us?source=${SOURCE}&secret=admin-secret`);
    expect(handed.kind === 'preview' && handed.cookies.map((c) => c.name)).toEqual(['cw_source']);
    const redirected = await run(`/about?source=${SOURCE}`);
    expect(redirected.kind === 'redirect' && redirected.cookies.map((c) => c.name)).toEqual(['cw_source']);
  });
});

describe('decide: configured redirects and the home alias (SPEC §2)', () => {
  it('answers each configured redirect with its exact status, on a pre-rendered path too', async () => {
    expect(await run('/about')).toEqual({ kind: 'redirect', status: 301, location: '/about-us', cookies: [], cache: 'shared' });
    expect(await run('/temp')).toMatchObject({ kind: 'redirect', status: 302, location: '/news/story' });
    expect(await run('/see-other')).toMatchObject({ kind: 'redirect', status: 303 });
    expect(await run('/t307')).toMatchObject({ kind: 'redirect', status: 307, location: 'https://example.org/x' });
    expect(await run('/news/story')).toMatchObject({ kind: 'redirect', status: 308, location: '/about-us' });
    expect(await run('/about/')).toMatchObject({ kind: 'redirect', status: 301 });
    expect(await run('/christmas', gifts)).toMatchObject({ kind: 'redirect', status: 302, location: '/category/all-gifts' });
    expect(await run('/christmas')).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/christmas' });
  });

  it('skips configured redirects in a preview with a token, and leaves unknown paths to the page (it asks past the CDN, with the token)', async () => {
    const token = { draftMode: true, previewToken: true };
    expect(await run('/news/story', token)).toMatchObject({ kind: 'render', page: '/main/news/story' });
    expect(await run('/christmas', { ...gifts, ...token })).toEqual({ kind: 'render', storefront: 'gifts', page: '/gifts/christmas', cookies: [] });
    expect(await run('/news/draft-only', token)).toEqual({ kind: 'render', storefront: 'main', page: '/main/news/draft-only', cookies: [] });
    expect(await run('/new-appeal/single', token)).toMatchObject({ kind: 'render', page: '/main/donation/amount/single/new-appeal' });
  });

  it('applies configured redirects in preview mode without a token (SPEC §2: only a preview token skips them), and still renders unknown paths', async () => {
    expect(await run('/news/story', { draftMode: true })).toMatchObject({ kind: 'redirect', status: 308, location: '/about-us' });
    expect(await run('/christmas', { ...gifts, draftMode: true })).toMatchObject({ kind: 'redirect', status: 302, location: '/category/all-gifts' });
    expect(await run('/news/draft-only', { draftMode: true })).toEqual({ kind: 'render', storefront: 'main', page: '/main/news/draft-only', cookies: [] });
    // A token cookie without draft mode is no preview.
    expect(await run('/news/story', { previewToken: true })).toMatchObject({ kind: 'redirect', status: 308 });
  });

  it("answers the home page's own path 301 '/'", async () => {
    expect(await run('/home')).toEqual({ kind: 'redirect', status: 301, location: '/', cookies: [], cache: 'shared' });
    expect(await run('/gifts-home?x=1', gifts)).toMatchObject({ kind: 'redirect', status: 301, location: '/?x=1' });
    expect(await run('/', gifts)).toEqual({ kind: 'render', storefront: 'gifts', page: '/gifts', cookies: [] });
  });
});

describe('decide: pages', () => {
  it('serves the app routes of each storefront (SPEC §2)', async () => {
    const page = async (url: string, host = {}) => {
      const d = await run(url, host);
      return d.kind === 'render' ? d.page : d.kind;
    };
    expect(await page('/')).toBe('/main');
    for (const p of ['/search', '/cookie-policy', '/knowledge-hub', '/knowledge-hub/graduation', '/knowledge-hub/monitoring-and-evaluation', '/sitemap.xml', '/robots.txt']) expect(await page(p), p).toBe(`/main${p}`);
    for (const p of ['/basket', '/cards', '/checkout', '/cookie-policy', '/sitemap.xml']) expect(await page(p, gifts), p).toBe(`/gifts${p}`);
    for (const p of ['/gifts/goat', '/category/all-gifts', '/corporate/team']) expect(await page(p, { ...gifts, router: { kind: 'entity', entity: { entityType: 'commerce_product' } } }), p).toBe(`/gifts${p}`);
    // SPEC §2: '/gift-card/...' is the gifts home page, served from the home page's own entry.
    for (const p of ['/gift-card', '/gift-card/x/y', '/gift-card/anything?x=1']) expect(await page(p, gifts), p).toBe('/gifts');
    // The other storefront's app routes are content paths here.
    expect(await page('/basket')).toBe('ask-router');
    expect(await page('/search', gifts)).toBe('ask-router');
  });

  it('serves the donation steps at the appeal URL, with /donate/single as the base of an unknown appeal', async () => {
    const page = async (url: string) => {
      const d = await run(url);
      return d.kind === 'render' ? d.page : d.kind;
    };
    expect(await page('/appeal/gaza-emergency/checkout')).toBe('/main/donation/checkout/details/appeal/gaza-emergency');
    for (const step of ['address', 'preferences', 'giftaid', 'payment', 'thank-you']) expect(await page(`/appeal/gaza-emergency/checkout/${step}`)).toBe(`/main/donation/checkout/${step}/appeal/gaza-emergency`);
    expect(await page('/donate/single/checkout/payment')).toBe('/main/donation/checkout/payment/donate/single');
    expect(await page('/appeal/gaza-emergency/single')).toBe('/main/donation/amount/single/appeal/gaza-emergency');
    expect(await page('/donate/monthly?type=monthly')).toBe('/main/donation/amount/monthly/donate');
    // Not a donation step: under a route tree, or an unknown step.
    expect(await page('/content/x/single')).toBe('ask-router');
    expect(await page('/appeal/gaza-emergency/checkout/unknown')).toBe('ask-router');
    expect((await run('/single')).kind).toBe('ask-router');
  });

  it('asks the router about the appeal of an amount step the build did not know, and never caches a junk one', async () => {
    expect(await run('/x/single')).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/x' });
    expect(await run('/x/single', { router: { kind: 'error', statusCode: 404 } })).toEqual({ kind: 'status', storefront: 'main', status: 404, page: '/main/http-status/404', cookies: [], cache: 'shared' });
    expect(await run('/new-appeal/monthly', { router: node() })).toMatchObject({ kind: 'render', page: '/main/donation/amount/monthly/new-appeal' });
    expect(await run('/x/single', { router: { kind: 'entity', entity: { entityType: 'commerce_product' } } })).toMatchObject({ kind: 'status', status: 404 });
    expect(await run('/x/single', { router: { kind: 'redirect', statusCode: 301, location: '/y' } })).toMatchObject({ kind: 'status', status: 404 });
    expect(await run('/x/single', { router: null })).toMatchObject({ kind: 'status', status: 502, cache: 'none' });
  });

  it('serves a content path the build knew from the cache, asking nobody, encoded as it came (issue 38)', async () => {
    expect(await run('/about-us')).toEqual({ kind: 'render', storefront: 'main', page: '/main/about-us', cookies: [] });
    expect(await run('/caf%C3%A9')).toEqual({ kind: 'render', storefront: 'main', page: '/main/caf%C3%A9', cookies: [] });
    expect(await run('/about-us', { method: 'HEAD' })).toEqual({ kind: 'render', storefront: 'main', page: '/main/about-us', cookies: [] });
    expect(await run('/gifts-faq', gifts)).toEqual({ kind: 'render', storefront: 'gifts', page: '/gifts/gifts-faq', cookies: [] });
    // Its amount steps, and a product or category the build listed.
    expect(await run('/appeal/gaza-emergency/single')).toMatchObject({ kind: 'render', page: '/main/donation/amount/single/appeal/gaza-emergency' });
    expect(await run('/gifts/goat', gifts)).toMatchObject({ kind: 'render', page: '/gifts/gifts/goat' });
    expect(await run('/category/all-gifts', gifts)).toMatchObject({ kind: 'render', page: '/gifts/category/all-gifts' });
    // SPEC §2: a trailing '/checkout' is stripped when looking up content.
    expect(await run('/gifts-faq/checkout', gifts)).toMatchObject({ kind: 'render', page: '/gifts/gifts-faq/checkout' });
  });

  it("follows the router's answer learned since the build for one of its pages: unpublished, withdrawn, moved (issue 30)", async () => {
    const learned = changed({
      '/about-us': { kind: 'error', statusCode: 404 },
      '/appeal/other': { kind: 'error', statusCode: 403 },
      '/gifts-faq': { kind: 'error', statusCode: 410 },
      '/café': { kind: 'redirect', statusCode: 301, location: '/who-we-are' },
      '/donate': { kind: 'broken' },
      '/appeal/gaza-emergency': { kind: 'error', statusCode: 404 },
      '/gifts/goat': { kind: 'error', statusCode: 404 },
      '/home': node(),
    });
    expect(await run('/about-us', { snapshot: learned })).toMatchObject({ kind: 'status', status: 404, page: '/main/http-status/404' });
    expect(await run('/appeal/other', { snapshot: learned })).toEqual({ kind: 'status', storefront: 'main', status: 403, page: '/main/http-status/403', cookies: [], cache: 'shared' });
    expect(await run('/gifts-faq', { ...gifts, snapshot: learned })).toMatchObject({ kind: 'status', status: 410, page: '/gifts/http-status/410' });
    expect(await run('/caf%C3%A9', { snapshot: learned })).toMatchObject({ kind: 'redirect', status: 301, location: '/who-we-are' });
    expect(await run('/donate', { snapshot: learned })).toMatchObject({ kind: 'status', status: 502, page: '/main/http-status/internal-routing-error', cache: 'none' });
    // Its amount steps follow the appeal; a product the build listed follows the catalogue.
    expect(await run('/appeal/gaza-emergency/monthly', { snapshot: learned })).toMatchObject({ kind: 'status', status: 404 });
    expect(await run('/gifts/goat', { ...gifts, snapshot: learned })).toMatchObject({ kind: 'status', status: 404 });
    // Published again: the page.
    expect(await run('/about-us', { snapshot: changed({ '/about-us': node() }) })).toMatchObject({ kind: 'render', page: '/main/about-us' });
    // A path the build did not know, learned since: no question.
    expect(await run('/news/late', { snapshot: changed({ '/news/late': node() }) })).toMatchObject({ kind: 'render', page: '/main/news/late' });
    // A preview asks the router itself, with the editor's token.
    expect(await run('/about-us', { draftMode: true, snapshot: learned })).toMatchObject({ kind: 'render', page: '/main/about-us' });
  });

  it('sends a mixed-case variant of a known path to the canonical one (308), so junk cases cost no render', async () => {
    expect(await run('/APPeal/GAza-eMeRgeNcY?x=1')).toEqual({ kind: 'redirect', status: 308, location: '/appeal/gaza-emergency?x=1', cookies: [], cache: 'shared' });
    expect(await run('/About-Us')).toMatchObject({ kind: 'redirect', status: 308, location: '/about-us' });
    expect(await run('/SEARCH')).toMatchObject({ kind: 'redirect', status: 308, location: '/search' });
    expect(await run('/Basket', gifts)).toMatchObject({ kind: 'redirect', status: 308, location: '/basket' });
    expect(await run('/Unknown-Page')).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/Unknown-Page' });
  });

  it('answers a catalogue path the build did not list from the router: 404 without a render, a new product renders (issue 29, item 3)', async () => {
    for (const p of ['/gifts/junk-1', '/category/junk/2', '/corporate/x']) {
      expect(await run(p, gifts), p).toEqual({ kind: 'ask-router', storefront: 'gifts', lookupPath: p });
      expect(await run(p, { ...gifts, router: { kind: 'error', statusCode: 404 } }), p).toEqual({ kind: 'status', storefront: 'gifts', status: 404, page: '/gifts/http-status/404', cookies: [], cache: 'shared' });
    }
    expect(await run('/gifts/new-goat', { ...gifts, router: { kind: 'entity', entity: { entityType: 'commerce_product' } } })).toEqual({ kind: 'render', storefront: 'gifts', page: '/gifts/gifts/new-goat', cookies: [] });
    expect(await run('/category/new', { ...gifts, router: { kind: 'entity', entity: { entityType: 'taxonomy_term' } } })).toMatchObject({ kind: 'render', page: '/gifts/category/new' });
    expect(await run('/gifts/old-goat', { ...gifts, router: { kind: 'redirect', statusCode: 301, location: '/gifts/goat' } })).toMatchObject({ kind: 'redirect', status: 301, location: '/gifts/goat' });
    expect(await run('/gifts/junk', { ...gifts, router: null })).toMatchObject({ kind: 'status', status: 502, cache: 'none' });
    // A client past its allowance of questions gets its 429 (never kept by a shared cache), amount steps too.
    expect(await run('/gifts/junk', { ...gifts, router: { kind: 'error', statusCode: 429 } })).toMatchObject({ kind: 'status', status: 429, cache: 'none' });
    expect(await run('/x/single', { router: { kind: 'error', statusCode: 429 } })).toMatchObject({ kind: 'status', status: 429, cache: 'none' });
    // A mixed-case product the build listed: its canonical URL.
    expect(await run('/Gifts/GOAT', gifts)).toMatchObject({ kind: 'redirect', status: 308, location: '/gifts/goat' });
    expect(await run('/Gift-Card/x', gifts)).toMatchObject({ kind: 'redirect', status: 308, location: '/gift-card/x' });
  });

  it('sends an amount step in another case to the lower-case appeal path, never a render per spelling (issue 29, item 3)', async () => {
    expect(await run('/aPpEaL/gaza-EMERGENCY/single?x=1')).toEqual({ kind: 'redirect', status: 308, location: '/appeal/gaza-emergency/single?x=1', cookies: [], cache: 'shared' });
    expect(await run('/APPEAL/GAZA-EMERGENCY/monthly')).toMatchObject({ kind: 'redirect', status: 308, location: '/appeal/gaza-emergency/monthly' });
    // An appeal the build did not know: the router decides, and a found one is still sent to lower case.
    expect(await run('/New-Appeal/single')).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/New-Appeal' });
    expect(await run('/New-Appeal/single', { router: node() })).toMatchObject({ kind: 'redirect', status: 308, location: '/new-appeal/single' });
    expect(await run('/New-Appeal/single', { router: { kind: 'error', statusCode: 404 } })).toMatchObject({ kind: 'status', status: 404 });
    expect(await run('/new-appeal/single', { router: node() })).toMatchObject({ kind: 'render', page: '/main/donation/amount/single/new-appeal' });
  });

  it("treats the route trees' own names as unknown paths", async () => {
    expect(await run('/main/about-us')).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/main/about-us' });
    expect(await run('/gifts/about-us')).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/gifts/about-us' });
    expect(await run('/main/about-us', gifts)).toEqual({ kind: 'ask-router', storefront: 'gifts', lookupPath: '/main/about-us' });
  });

  it("strips a trailing '/checkout' when asking about content (SPEC §2)", async () => {
    expect(await run('/new-faq/checkout', gifts)).toEqual({ kind: 'ask-router', storefront: 'gifts', lookupPath: '/new-faq' });
  });

  it('asks about the knowledge hub\'s other pages and the term listings, never rendering one unasked (issue 38: no 404 cached per junk URL)', async () => {
    for (const p of ['/knowledge-hub/early-warning-systems', '/knowledge-hub/junk', '/knowledge-hub/a/b', '/content/country/ethiopia', '/content/junk', '/content']) expect(await run(p), p).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: p });
    expect(await run('/content/country/ethiopia', { router: node() })).toMatchObject({ kind: 'render', page: '/main/content/country/ethiopia' });
    expect(await run('/content/country/atlantis', { router: { kind: 'error', statusCode: 404 } })).toMatchObject({ kind: 'status', status: 404, page: '/main/http-status/404' });
    expect(await run('/knowledge-hub/early-warning-systems', { router: node() })).toMatchObject({ kind: 'render', page: '/main/knowledge-hub/early-warning-systems' });
  });
});

describe("decide: the router's answer for an unknown path (SPEC §8)", () => {
  const unknown = (router: RouterAnswer | null, host = {}) => run('/new/page', { ...host, router });

  it('renders a found page on its storefront', async () => {
    expect(await unknown(node())).toEqual({ kind: 'render', storefront: 'main', page: '/main/new/page', cookies: [] });
    expect(await unknown({ kind: 'entity', entity: { entityType: 'commerce_product' } }, gifts)).toMatchObject({ kind: 'render', page: '/gifts/new/page' });
  });

  it('sends a path the router found under another url to that url (308), for a page learned since the build too: one spelling per page, never a render (issue 47)', async () => {
    const at = (url: string): RouterAnswer => ({ kind: 'entity', entity: { entityType: 'node', url } });
    for (const p of ['/News/late', '/NEWS/late', '/news/LATE']) expect(await run(`${p}?source=x`, { router: at('/news/late') }), p).toMatchObject({ kind: 'redirect', status: 308, location: '/news/late?source=x' });
    expect(await run('/news-alias', { router: at('/news/late') })).toMatchObject({ kind: 'redirect', status: 308, location: '/news/late' });
    expect(await run('/About-Our-Work/monthly', { router: at('/about-our-work') })).toMatchObject({ kind: 'redirect', status: 308, location: '/about-our-work/monthly' });
    expect(await run('/Gifts/New-Goat', { ...gifts, router: { kind: 'entity', entity: { entityType: 'commerce_product', url: '/gifts/new-goat' } } })).toMatchObject({ kind: 'redirect', status: 308, location: '/gifts/new-goat' });
    // A url the webhook recorded for a path: the same.
    expect(await run('/news/Late', { snapshot: changed({ '/news/Late': at('/news/late') }) })).toMatchObject({ kind: 'redirect', status: 308, location: '/news/late' });
    // Its own url (encoded or not, a trailing slash), or a url that is not a same-site path: the page.
    expect(await run('/news/late', { router: at('/news/late/') })).toMatchObject({ kind: 'render', page: '/main/news/late' });
    expect(await run('/caf%C3%A9-2', { router: at('/caf%C3%A9-2') })).toMatchObject({ kind: 'render', page: '/main/caf%C3%A9-2' });
    expect(await run('/new/page', { router: at('https://elsewhere.example/x') })).toMatchObject({ kind: 'render', page: '/main/new/page' });
  });

  it('answers 404 for a gift product or category on the main site', async () => {
    for (const entityType of ['commerce_product', 'taxonomy_term'] as const) expect(await unknown({ kind: 'entity', entity: { entityType } })).toMatchObject({ kind: 'status', status: 404 });
  });

  it("redirects with the router's exact status", async () => {
    for (const statusCode of [301, 302, 303, 307, 308]) expect(await unknown({ kind: 'redirect', statusCode, location: '/to' })).toEqual({ kind: 'redirect', status: statusCode, location: '/to', cookies: [], cache: 'shared' });
  });

  it("passes 4xx and 5xx on as the page's status, with the storefront's status page", async () => {
    expect(await unknown({ kind: 'error', statusCode: 403 })).toEqual({ kind: 'status', storefront: 'main', status: 403, page: '/main/http-status/403', cookies: [], cache: 'shared' });
    expect(await unknown({ kind: 'error', statusCode: 404 }, gifts)).toEqual({ kind: 'status', storefront: 'gifts', status: 404, page: '/gifts/http-status/404', cookies: [], cache: 'shared' });
    expect(await unknown({ kind: 'error', statusCode: 410 })).toMatchObject({ status: 410, cache: 'shared' });
    expect(await unknown({ kind: 'error', statusCode: 503 })).toMatchObject({ status: 503, page: '/main/http-status/503', cache: 'none' });
  });

  it("answers 502 'Internal Routing Error.' for an empty entity route, and 502 when the backend failed", async () => {
    expect(await unknown({ kind: 'broken' })).toEqual({ kind: 'status', storefront: 'main', status: 502, page: '/main/http-status/internal-routing-error', cookies: [], cache: 'none' });
    expect(await unknown(null)).toEqual({ kind: 'status', storefront: 'main', status: 502, page: '/main/http-status/502', cookies: [], cache: 'none' });
    expect(await unknown({ kind: 'error', statusCode: 42 })).toMatchObject({ status: 502 });
  });

  it('keeps the source cookie on a status page', async () => {
    const decision = await run(`/nope?source=${SOURCE}`, { router: { kind: 'error', statusCode: 404 } });
    expect(decision.kind === 'status' && decision.cookies.map((c) => c.name)).toEqual(['cw_source']);
  });
});

describe('decide: a page with no good copy meets a backend failure as 502 (SPEC §8, issue 37 §6)', () => {
  /** The build pre-rendered only '/about-us' and the appeal's single step. */
  const copies = new Set(['/main/about-us', '/main/donation/amount/single/appeal/gaza-emergency']);
  const main = (changes: Record<string, RouterAnswer> = {}) => ({ main: routing(MAIN_PATHS, MAIN_REDIRECTS, '/home', changes, copies), gifts: routing(GIFTS_PATHS, GIFTS_REDIRECTS, '/gifts-home', changes, copies) });

  it('serves a page with a copy without asking, and asks about a listed or learned page with none before it renders', async () => {
    expect(await run('/about-us', { snapshot: main() })).toMatchObject({ kind: 'render', page: '/main/about-us' });
    expect(await run('/appeal/gaza-emergency/single', { snapshot: main() })).toMatchObject({ kind: 'render' });
    expect(await run('/donate', { snapshot: main() })).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/donate', probe: true });
    expect(await run('/appeal/gaza-emergency/monthly', { snapshot: main() })).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/appeal/gaza-emergency', probe: true });
    expect(await run('/news/late', { snapshot: main({ '/news/late': node() }) })).toEqual({ kind: 'ask-router', storefront: 'main', lookupPath: '/news/late', probe: true });
  });

  it('renders once the router (and the settings) answered, and answers 502 with the error page when they failed', async () => {
    for (const path of ['/donate', '/news/late', '/appeal/gaza-emergency/monthly']) {
      const snapshot = main({ '/news/late': node() });
      expect(await run(path, { snapshot, router: node() }), path).toMatchObject({ kind: 'render' });
      expect(await run(path, { snapshot, router: null }), path).toEqual({ kind: 'status', storefront: 'main', status: 502, page: '/main/http-status/502', cookies: [], cache: 'none' });
      expect(await run(path, { snapshot, router: { kind: 'error', statusCode: 503 } }), path).toMatchObject({ kind: 'status', status: 503, cache: 'none' });
    }
  });

  it('never asks first in a preview, nor for a catalogue page, nor for a page learned as gone', async () => {
    expect(await run('/donate', { snapshot: main(), draftMode: true })).toMatchObject({ kind: 'render' });
    expect(await run('/gifts/goat', { ...gifts, snapshot: main() })).toMatchObject({ kind: 'render', page: '/gifts/gifts/goat' });
    expect(await run('/donate', { snapshot: main({ '/donate': { kind: 'error', statusCode: 404 } }) })).toMatchObject({ kind: 'status', status: 404 });
  });
});

describe('routerOutcome (shared with the pages)', () => {
  it('maps each answer', () => {
    const entity = { entityType: 'node' as const, title: 'x' };
    expect(routerOutcome('main', { kind: 'entity', entity })).toEqual({ kind: 'render', entity });
    expect(routerOutcome('main', { kind: 'redirect', statusCode: 300, location: '/a' })).toEqual({ kind: 'status', status: 300 });
    expect(routerOutcome('gifts', { kind: 'error', statusCode: 404 })).toEqual({ kind: 'status', status: 404 });
    expect(routerOutcome('gifts', { kind: 'broken' })).toEqual({ kind: 'status', status: 502, reason: 'routing' });
    expect(routerOutcome('gifts', null)).toEqual({ kind: 'status', status: 502 });
    for (const location of ['//evil.example', '/\\evil.example', '/a\\b', 'javascript:alert(1)']) expect(routerOutcome('main', { kind: 'redirect', statusCode: 301, location }), location).toEqual({ kind: 'status', status: 502 });
  });
});

describe('decodePath', () => {
  it('decodes each segment, trims trailing slashes; null for what is not percent-encoding', () => {
    expect(decodePath('/caf%C3%A9/')).toBe('/café');
    expect(decodePath('/a%2Fb')).toBe('/a/b');
    expect(decodePath('/')).toBe('/');
    expect(decodePath('//')).toBe('/');
    expect(decodePath('/x/%E0%A4%A')).toBeNull();
  });
});

