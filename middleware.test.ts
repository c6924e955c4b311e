import { describe, expect, it, vi } from 'vitest';
import { decide, type RoutingContext } from './routing';
import { compileRedirects } from './edge/redirects';

vi.mock('server-only', () => ({}));

const { config } = await import('./middleware');
// Next's own reading of a middleware matcher (what `next build` compiles it to); not in its typings.
type Matchers = (matcher: string[], nextConfig: object) => { regexp: string }[];
const { getMiddlewareMatchers } = (await import('next/dist/build/analysis/get-page-static-info')) as unknown as { getMiddlewareMatchers: Matchers };
const matchers = getMiddlewareMatchers(config.matcher, {});
const inFront = (path: string) => matchers.some((m) => new RegExp(m.regexp).test(path));

const context: RoutingContext = {
  hosts: { main: ['localhost'], gifts: ['gifts.localhost'] },
  snapshot: { main: { knownPaths: new Set(), redirects: compileRedirects([]), homeAlias: null }, gifts: { knownPaths: new Set(), redirects: compileRedirects([]), homeAlias: null } },
  config: { APP_ENV: 'production', ADMIN_SECRET: undefined, PAYMENT_SECRET: undefined },
};

describe('what the middleware stands in front of', () => {
  it('the image optimiser: an unknown Host gets 403 there as on pages (issue 29, item 4)', async () => {
    expect(inFront('/_next/image')).toBe(true);
    const image = { method: 'GET', path: '/_next/image', query: new URLSearchParams('url=/x&w=64&q=75'), draftMode: false, secure: false };
    expect(await decide({ ...image, host: 'evil.example' }, context)).toEqual({ kind: 'unauthorised' });
    expect(await decide({ ...image, host: 'localhost:3000' }, context)).toEqual({ kind: 'pass', storefront: 'main' });
  });

  it('not Next’s build assets, nor the routes that take a body (they check the Host themselves)', () => {
    expect(inFront('/_next/static/chunks/app.js')).toBe(false);
    for (const route of ['/api/donation/order', '/api/gifts/order', '/api/revalidate', '/api/routing', '/api/vitals']) expect(inFront(route), route).toBe(false);
    for (const route of ['/', '/about-us', '/api/flags/x', '/api/search', '/api/checkout/address']) expect(inFront(route), route).toBe(true);
  });
});
