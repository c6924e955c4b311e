import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from './edge/config';
import { ROUTER_QUESTIONS_PER_MINUTE } from './routing/ask';
import { decide, type RoutingContext } from './routing/decide';
import { setLogSink } from './request/log';
import { signModeToken } from './edge/mode-token';
import { MemoryRateLimiter } from './request/rate-limit';
import { RoutingState, routingState, setRoutingState } from './routing/state';

vi.mock('server-only', () => ({}));

const { config, middleware } = await import('./middleware');
const { PREVIEW_PAGES_PER_MINUTE } = await import('./edge/preview-check');
// Next's own reading of a middleware matcher (what `next build` compiles it to); not in its typings.
type Matchers = (matcher: string[], nextConfig: object) => { regexp: string }[];
const { getMiddlewareMatchers } = (await import('next/dist/build/analysis/get-page-static-info')) as unknown as { getMiddlewareMatchers: Matchers };
const matchers = getMiddlewareMatchers(config.matcher, {});
const inFront = (path: string) => matchers.some((m) => new RegExp(m.regexp).test(path));

const state = new RoutingState({
  main: { paths: ['/about-us', '/appeal/gaza-emergency'], homeAlias: '/home', redirects: [{ from: '/about', to: '/about-us', status: 301 }] },
  gifts: { paths: ['/gifts/goat'], homeAlias: '/gifts-home', redirects: [] },
});
const context: RoutingContext = { hosts: { main: ['localhost'], gifts: ['gifts.localhost'] }, snapshot: state.snapshot, config: { APP_ENV: 'production', ADMIN_SECRET: undefined, PAYMENT_SECRET: undefined } };

describe('what the middleware stands in front of', () => {
  it('the image optimiser: an unknown Host gets 403 there as on pages (issue 29, item 4)', async () => {
    expect(inFront('/_next/image')).toBe(true);
    const image = { method: 'GET', path: '/_next/image', query: new URLSearchParams('url=/x&w=64&q=75'), draftMode: false, secure: false };
    expect(await decide({ ...image, host: 'evil.example' }, context)).toEqual({ kind: 'unauthorised' });
    expect(await decide({ ...image, host: 'localhost:3000' }, context)).toEqual({ kind: 'pass', storefront: 'main' });
  });

  it('not Next’s build assets, nor the routes that take a body (they check the Host themselves)', () => {
    expect(inFront('/_next/static/chunks/app.js')).toBe(false);
    for (const route of ['/api/donation/order', '/api/gifts/order', '/api/revalidate', '/api/vitals']) expect(inFront(route), route).toBe(false);
    for (const route of ['/', '/about-us', '/api/flags/x', '/api/search', '/api/checkout/address']) expect(inFront(route), route).toBe(true);
  });

  it('reads none of Next’s private files or cookies at run time: the build’s own list, the site’s own preview cookie (issue 47)', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const wing = ['middleware.ts', ...readdirSync('routing').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => `routing/${f}`)];
    for (const file of wing) expect(readFileSync(file, 'utf8'), file).not.toMatch(/prerender-manifest|__prerender_bypass|previewModeId/);
  });

  it('runs on Node, where it reads the build’s files and shares the routing state with the webhook', () => {
    expect(config.runtime).toBe('nodejs');
  });
});

describe('a reader’s request asks nobody (issue 38)', () => {
  const fetched: string[] = [];
  const get = (path: string, host = 'localhost:3000') => middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { host, 'x-real-ip': '203.0.113.9' } }));
  const restoreLog = setLogSink(() => undefined);
  beforeEach(() => {
    fetched.length = 0;
    setRoutingState(state);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        fetched.push(String(input));
        return Response.json({ statusCode: 404, content: null });
      }),
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    setRoutingState(null);
    restoreLog();
  });

  it('serves the build’s pages, its redirects and the other storefront’s pages with no fetch at all: no backend, no self-call', async () => {
    for (let view = 0; view < 3; view++) {
      expect((await get('/about-us')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/main/about-us');
      expect((await get('/appeal/gaza-emergency/single')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/main/donation/amount/single/appeal/gaza-emergency');
      expect((await get('/gifts/goat', 'gifts.localhost:3000')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/gifts/gifts/goat');
      expect((await get('/about')).status).toBe(301);
      expect((await get('/home')).headers.get('location')).toBe('http://localhost:3000/');
    }
    expect(fetched).toEqual([]);
  });

  it('follows what the webhook recorded, still with no fetch', async () => {
    await state.record({ changes: [['/about-us', { answer: { kind: 'error', statusCode: 403 }, at: Date.now() }]] });
    const response = await get('/about-us');
    expect(response.status).toBe(403);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/main/http-status/403');
    await state.record({ changes: [['/about-us', { answer: { kind: 'entity', entity: { entityType: 'node' } }, at: Date.now() + 1 }]] });
    expect((await get('/about-us')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/main/about-us');
    expect(fetched).toEqual([]);
  });

  it('asks the backend (never this site) once about a path nobody knows, then answers its 404 from memory', async () => {
    for (let view = 0; view < 3; view++) {
      const response = await get('/no-such-page');
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/main/http-status/404');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    }
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^http:\/\/127\.0\.0\.1:4000\/decoupled-router\?/);
  });
});

describe('no path costs a router call per request (issue 47)', () => {
  const restoreLog = setLogSink(() => undefined);
  afterAll(() => {
    vi.unstubAllGlobals();
    setRoutingState(null);
    restoreLog();
  });
  const router = (answers: Record<string, unknown>) => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        const url = new URL(String(input));
        if (url.pathname !== '/decoupled-router') return Response.json({});
        asked.push(url.searchParams.get('path')!);
        return Response.json(answers[url.searchParams.get('path')!] ?? { statusCode: 404, content: null });
      }),
    );
    return asked;
  };
  const get = (path: string, address = '203.0.113.40') => middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', 'x-real-ip': address } }));

  it('an amount step of a page with no good copy (no donation block: it never renders one) is asked about once, not once per request', async () => {
    // Only the build's own pages have a copy: '/about-us/monthly' renders a 404 and never records one.
    setRoutingState(new RoutingState({ main: { paths: ['/about-us'], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] }, prerendered: ['/main/about-us'] }));
    const asked = router({ '/about-us': { statusCode: 200, content: { entity_type: 'node', url: '/about-us' } } });
    const views = await Promise.all(Array.from({ length: 10 }, () => get('/about-us/monthly')));
    for (let i = 0; i < 30; i++) views.push(await get(i % 2 ? '/about-us/monthly' : '/about-us/single'));
    expect(views.map((r) => r.headers.get('x-middleware-rewrite'))).toEqual(expect.arrayContaining(['http://localhost:3000/main/donation/amount/monthly/about-us']));
    expect(views.every((r) => r.status === 200)).toBe(true);
    expect(asked).toEqual(['/about-us']);
  });

  it('case variants of a page published after the build: 308 to its url, asked once each, nothing recorded', async () => {
    const state = new RoutingState({ main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } });
    setRoutingState(state);
    const entity = { statusCode: 200, content: { entity_type: 'node', url: '/news/late' } };
    const asked = router({ '/News/late': entity, '/NEWS/late': entity, '/news/LATE': entity });
    for (let view = 0; view < 3; view++) {
      for (const variant of ['/News/late', '/NEWS/late', '/news/LATE']) {
        const response = await get(variant);
        expect([response.status, response.headers.get('location')], variant).toEqual([308, 'http://localhost:3000/news/late']);
      }
    }
    expect(asked).toEqual(['/News/late', '/NEWS/late', '/news/LATE']);
    expect(state.learned().changes).toEqual([]);
  });
});

describe('preview mode (SPEC §6, issue 37)', () => {
  const preview = new RoutingState(
    { main: { paths: ['/about-us'], homeAlias: null, redirects: [{ from: '/about', to: '/about-us', status: 301 }] }, gifts: { paths: [], homeAlias: null, redirects: [] }, previewKey: 'the-build-preview-id' },
  );
  const get = (path: string, cookie = '') => middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', cookie } }));
  const restoreLog = setLogSink(() => undefined);
  beforeEach(() => setRoutingState(preview));
  afterAll(() => {
    vi.unstubAllGlobals();
    setRoutingState(null);
    restoreLog();
  });

  it('renders every page for its editor alone (private, no-store), asking nobody in the middleware; a reader’s page stays cacheable', async () => {
    const asked = vi.fn(async () => Response.json({ statusCode: 404, content: null }));
    vi.stubGlobal('fetch', asked);
    const draft = `cw_preview_mode=${await signModeToken('preview', 'the-build-preview-id', 86_400)}`;
    for (const path of ['/about-us', '/news/draft-only']) {
      const response = await get(path, draft);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(`http://localhost:3000/main${path}`);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect(asked).not.toHaveBeenCalled();
    // SPEC §2: a configured redirect applies unless a preview token is present; either way no shared cache keeps it.
    const redirected = await get('/about', draft);
    expect([redirected.status, redirected.headers.get('cache-control')]).toEqual([301, 'private, no-store']);
    expect((await get('/about', `${draft}; cw_preview_token=t`)).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/main/about');
    // A reader, a made-up or expired cookie, another build's, or Next's own draft cookie (never read: issue 47): the cached page.
    const otherBuild = await signModeToken('preview', 'another-build', 86_400);
    const expired = await signModeToken('preview', 'the-build-preview-id', 60, Date.now() - 120_000);
    for (const cookie of ['', 'cw_preview_mode=preview.1.x', `cw_preview_mode=${otherBuild}`, `cw_preview_mode=${expired}`, '__prerender_bypass=the-build-preview-id']) {
      const reader = await get('/about-us', cookie);
      expect(reader.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/main/about-us');
      expect(reader.headers.get('cache-control')).toBeNull();
    }
  });

  it(`renders ${PREVIEW_PAGES_PER_MINUTE} preview-mode pages a minute per client, then 429; readers and other clients are not held back`, async () => {
    const draft = `cw_preview_mode=${await signModeToken('preview', 'the-build-preview-id', 86_400)}`;
    const from = (address: string, cookie = draft) => middleware(new NextRequest('http://localhost:3000/about-us', { headers: { host: 'localhost:3000', cookie, 'x-real-ip': address } }));
    vi.stubEnv('CLIENT_ADDRESS_FROM', 'vercel');
    vi.stubEnv('TRUSTED_PROXIES', '');
    resetConfigForTests();
    try {
      for (let i = 0; i < PREVIEW_PAGES_PER_MINUTE; i++) expect((await from('198.51.100.77')).status).toBe(200);
      const over = await from('198.51.100.77');
      expect([over.status, over.headers.get('x-middleware-rewrite'), over.headers.get('cache-control')]).toEqual([429, 'http://localhost:3000/main/http-status/429', 'private, no-store']);
      expect(over.headers.get('retry-after')).toBe('60');
      expect((await from('198.51.100.77', '')).status).toBe(200);
      expect((await from('198.51.100.78')).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
    }
  });
});

describe('preview as an amplifier (issue 46 §4)', () => {
  const preview = new RoutingState({ main: { paths: ['/about-us'], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] }, previewKey: 'the-build-preview-id' });
  const restoreLog = setLogSink(() => undefined);
  beforeEach(() => {
    setRoutingState(preview);
    vi.stubEnv('CLIENT_ADDRESS_FROM', 'vercel');
    vi.stubEnv('TRUSTED_PROXIES', '');
    resetConfigForTests();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    resetConfigForTests();
    setRoutingState(null);
    restoreLog();
  });
  const mode = () => signModeToken('preview', 'the-build-preview-id', 86_400);
  const get = (path: string, address: string, cookie: string) => middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', cookie, 'x-real-ip': address } }));
  // What the page is handed: Next's middleware passes the rewritten request headers as x-middleware-request-*.
  const pageCookie = (response: Response) => response.headers.get('x-middleware-request-cookie');

  it('past the allowance, answers 429 before any router call, its page rendered with no cookie (out of preview: no settings call)', async () => {
    const asked = vi.fn(async () => Response.json({ statusCode: 404, content: null }));
    vi.stubGlobal('fetch', asked);
    const cookie = `cw_preview_mode=${await mode()}; basket=1`;
    for (let i = 0; i < PREVIEW_PAGES_PER_MINUTE; i++) await get(`/nobody-knows-${i}`, '198.51.100.90', cookie);
    const calls = asked.mock.calls.length;
    const held = await get('/nobody-knows-next', '198.51.100.90', cookie);
    expect([held.status, held.headers.get('x-middleware-rewrite'), held.headers.get('cache-control')]).toEqual([429, 'http://localhost:3000/main/http-status/429', 'private, no-store']);
    expect(asked.mock.calls.length).toBe(calls);
    expect(held.headers.get('x-middleware-override-headers')?.split(',')).not.toContain('cookie');
    expect(pageCookie(held)).toBeNull();
  });

  it('a kept token the router refuses (forged): no 500, the cookie dropped, the published page, the guess counted; checked once a minute', async () => {
    const guessed = vi.spyOn(MemoryRateLimiter.prototype, 'hit');
    const refunded = vi.spyOn(MemoryRateLimiter.prototype, 'refund');
    const asked = vi.fn(async (url: string | URL) => Response.json(new URL(String(url)).searchParams.get('previewToken') === 'right' ? { statusCode: 200, content: { entity_type: 'node' } } : { statusCode: 403, content: null }));
    vi.stubGlobal('fetch', asked);
    const draft = `cw_preview_mode=${await mode()}`;
    const forged = await get('/about-us', '198.51.100.91', `${draft}; cw_preview_token=forged-1`);
    expect([forged.status, forged.headers.get('x-middleware-rewrite')]).toEqual([200, 'http://localhost:3000/main/about-us']);
    expect(forged.headers.get('set-cookie')).toMatch(/^cw_preview_token=; Path=\/; .*Max-Age=0/i);
    expect(pageCookie(forged)).toBe(draft);
    // One preview page and one guess counted for the client; the guess kept (the router refused it).
    expect(guessed.mock.calls).toEqual([['198.51.100.91'], ['198.51.100.91']]);
    expect(refunded).not.toHaveBeenCalled();
    // The right token: kept, handed to the page, checked once for many pages, never counted.
    for (let i = 0; i < 3; i++) {
      const right = await get('/about-us', '198.51.100.92', `${draft}; cw_preview_token=right`);
      // No headers rewritten: the page reads the reader's own cookies, the token among them.
      expect([right.status, right.headers.get('set-cookie'), pageCookie(right)]).toEqual([200, null, null]);
    }
    expect(asked).toHaveBeenCalledTimes(2);
    // Its one check counted a guess and gave it back; three pages counted.
    expect(refunded.mock.calls).toEqual([['198.51.100.92']]);
    expect(guessed.mock.calls.filter(([key]) => key === '198.51.100.92')).toHaveLength(4);
    // Past the allowance of refused tokens, a new forged one is dropped without a router call.
    for (let i = 0; i < 12; i++) await get('/about-us', '198.51.100.93', `${draft}; cw_preview_token=forged-x${i}`);
    expect(asked).toHaveBeenCalledTimes(12);
    guessed.mockRestore();
    refunded.mockRestore();
  });
});

// Every address source reads the client through request/client-address.ts (its own tests cover
// each source and the IPv6 /64); here the middleware's use of it, with Vercel's header.
describe('junk costs a bounded number of router questions per client (issue 38)', () => {
  const restoreLog = setLogSink(() => undefined);
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    resetConfigForTests();
    setRoutingState(null);
    restoreLog();
  });

  for (const [source, header] of [['vercel', 'x-real-ip']] as const) {
    it(`${source}: an IPv6 client counts by its /64, so rotating addresses inside it does not help; real pages are never limited`, async () => {
      vi.stubEnv('CLIENT_ADDRESS_FROM', source);
      vi.stubEnv('TRUSTED_PROXIES', '');
      resetConfigForTests();
      setRoutingState(new RoutingState({ main: { paths: ['/about-us'], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } }));
      const asked = vi.fn(async () => Response.json({ statusCode: 404, content: null }));
      vi.stubGlobal('fetch', asked);
      const get = (path: string, address: string) => middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', [header]: address } }));
      const prefix = '2001:db8:1:1';
      for (let i = 0; i < ROUTER_QUESTIONS_PER_MINUTE; i++) expect((await get(`/junk-${source}-${i}`, `${prefix}::${i.toString(16)}`)).status).toBe(404);
      expect((await get(`/junk-${source}-next`, `${prefix}:ffff::1`)).status).toBe(429);
      // A real page, and one the webhook announced since the build, are never limited: they ask nobody.
      expect((await get('/about-us', `${prefix}::1`)).status).toBe(200);
      routingState().apply({ changes: [['/news/announced', { answer: { kind: 'entity', entity: { entityType: 'node' } }, at: 1 }]] });
      expect((await get('/news/announced', `${prefix}::1`)).status).toBe(200);
      expect((await get(`/junk-${source}-next`, `${prefix.replace(/:\d+$/, ':9')}::1`)).status).toBe(404);
      expect(asked).toHaveBeenCalledTimes(ROUTER_QUESTIONS_PER_MINUTE + 1);
    });
  }
});

describe('a rotating X-Forwarded-For is held by the router-call allowance (issue 46 §2)', () => {
  const restoreLog = setLogSink(() => undefined);
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    resetConfigForTests();
    setRoutingState(null);
    restoreLog();
  });
  const sources = [
    // Each its own peer: the router-call allowance is the module's, shared by both.
    { source: 'socket', proxies: '', peer: '203.0.113.50' },
    { source: 'x-real-ip', proxies: '10.0.0.1', peer: '203.0.113.51' },
  ];
  for (const { source, proxies, peer } of sources) {
    it(`${source}: one direct peer sending a new X-Forwarded-For and X-Real-IP each time, as scripts/serve.mjs stamps it`, async () => {
      const { peerStampSettings, stampPeer } = await import('./request/peer-stamp.mjs');
      vi.stubEnv('CLIENT_ADDRESS_FROM', source);
      vi.stubEnv('TRUSTED_PROXIES', proxies);
      resetConfigForTests();
      setRoutingState(new RoutingState({ main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } }));
      const asked = vi.fn(async () => Response.json({ statusCode: 404, content: null }));
      vi.stubGlobal('fetch', asked);
      const get = (i: number) => {
        const headers: Record<string, string> = { host: 'localhost:3000', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}`, 'x-real-ip': `198.19.${i >> 8}.${i & 255}` };
        stampPeer(headers, peer, peerStampSettings({ CLIENT_ADDRESS_FROM: source, TRUSTED_PROXIES: proxies }));
        return middleware(new NextRequest(`http://localhost:3000/rotating-${source}-${i}`, { headers }));
      };
      for (let i = 0; i < ROUTER_QUESTIONS_PER_MINUTE; i++) await get(i);
      const over = await get(ROUTER_QUESTIONS_PER_MINUTE);
      expect([over.status, over.headers.get('retry-after')]).toEqual([429, '60']);
      expect(asked).toHaveBeenCalledTimes(ROUTER_QUESTIONS_PER_MINUTE);
    });
  }
});

describe('unknown hosts (SPEC §6)', () => {
  it('answer 403 every time, but the warning (log and error reporter) goes out once a minute at most, counting the rest', async () => {
    const events: Record<string, unknown>[] = [];
    const restore = setLogSink((_level, event, data) => event === 'unauthorised_host' && events.push(data));
    try {
      for (let i = 0; i < 100; i++) expect((await middleware(new NextRequest(`http://localhost:3000/x${i}`, { headers: { host: `scanner-${i}.example` } }))).status).toBe(403);
      expect(events).toEqual([{ host: 'scanner-0.example', path: '/x0', unreported: 0 }]);
    } finally {
      restore();
    }
  });
});
