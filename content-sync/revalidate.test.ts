import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '@/edge/log';
import type { Storefront } from '@/edge/storefront';
import { handleRevalidate, pageCacheTag, type RevalidateDeps } from './revalidate';

const SECRET = 'webhook-secret';

function fakeDeps(redirects: { before: Record<Storefront, unknown[]>; after: Record<Storefront, unknown[]> } = { before: { main: [], gifts: [] }, after: { main: [], gifts: [] } }) {
  const calls = { tags: [] as [string, boolean][], pushed: [] as Record<Storefront, unknown[]>[] };
  let expired = false;
  const deps: RevalidateDeps = {
    secret: SECRET,
    revalidateTag: (t, e) => {
      calls.tags.push([t, e]);
      if (t === 'redirects-snapshot') expired = true;
    },
    redirects: async (s) => (expired ? redirects.after : redirects.before)[s],
    pushRedirects: async (r) => {
      calls.pushed.push(r);
      return { pushed: true };
    },
    routeTag: 'route',
    redirectsTag: 'redirects-snapshot',
  };
  return { deps, calls };
}

const post = (body: unknown, headers: Record<string, string> = { 'x-revalidate-secret': SECRET }) =>
  new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

let restore: () => void;
beforeEach(() => {
  restore = setLogSink(() => {});
});
afterEach(() => restore());

describe('pageCacheTag', () => {
  it('tags a page by the path readers use', () => {
    expect(pageCacheTag('/appeal/gaza-emergency/')).toBe('page:/appeal/gaza-emergency');
    expect(pageCacheTag('/')).toBe('page:/');
    expect(pageCacheTag('/a?x=1')).toBe('page:/a');
    expect(pageCacheTag(`/${'x'.repeat(400)}`)).toHaveLength(256);
  });
});

describe('handleRevalidate', () => {
  it('answers 401 to a wrong or missing secret and changes nothing', async () => {
    for (const headers of [{} as Record<string, string>, { 'x-revalidate-secret': 'nope' }, { 'x-revalidate-secret': `${SECRET}x` }, { 'x-revalidate-secret': SECRET.toUpperCase() }]) {
      const { deps, calls } = fakeDeps();
      const response = await handleRevalidate(post({ paths: ['/a'], tags: ['node:1'] }, headers), deps);
      expect(response.status).toBe(401);
      expect(calls).toEqual({ tags: [], pushed: [] });
    }
  });

  it('answers 401 when no secret is configured at all', async () => {
    const { deps, calls } = fakeDeps();
    const response = await handleRevalidate(post({ tags: ['node:1'] }, { 'x-revalidate-secret': '' }), { ...deps, secret: undefined });
    expect(response.status).toBe(401);
    expect(calls.tags).toEqual([]);
  });

  it('answers 400 to a bad body, 413 to a huge one and 415 to another type', async () => {
    const { deps, calls } = fakeDeps();
    for (const body of ['not json', '[]', '{}', '{"paths":"/a"}', '{"paths":["no-slash"]}', '{"tags":["with space"]}', '{"paths":[],"tags":[]}', '{"paths":["/a"],"extra":1}', '{"tags":[1]}']) {
      expect((await handleRevalidate(post(body), deps)).status, body).toBe(400);
    }
    expect((await handleRevalidate(post({ paths: Array.from({ length: 1000 }, (_, i) => `/${'x'.repeat(100)}${i}`) }), deps)).status).toBe(413);
    const text = new Request('http://localhost/api/revalidate', { method: 'POST', headers: { 'content-type': 'text/plain', 'x-revalidate-secret': SECRET }, body: '{"tags":["a"]}' });
    expect((await handleRevalidate(text, deps)).status).toBe(415);
    expect(calls.tags).toEqual([]);
  });

  it('marks the old and new paths\' pages and the tags stale, and expires the cached router answers', async () => {
    const { deps, calls } = fakeDeps();
    const response = await handleRevalidate(post({ paths: ['/news/old-title', '/news/new-title/'], tags: ['node:42', 'node:42'] }), deps);
    expect(response.status).toBe(200);
    expect(calls.tags).toEqual([
      ['route', true],
      ['node:42', false],
      ['page:/news/old-title', false],
      ['page:/news/new-title', false],
    ]);
    expect((await response.json()).revalidated).toEqual(['node:42', 'page:/news/old-title', 'page:/news/new-title']);
  });

  it("on 'settings' refreshes the redirects snapshot, revalidates old and new redirect sources, and pushes to Edge Config", async () => {
    const { deps, calls } = fakeDeps({
      before: { main: [{ from: '/old', to: '/x', status: 301 }], gifts: [] },
      after: { main: [{ from: '/new', to: '/y', status: 302 }], gifts: [{ from: '/shop', to: '/', status: 301 }] },
    });
    const response = await handleRevalidate(post({ tags: ['settings'] }), deps);
    expect(response.status).toBe(200);
    expect(calls.tags).toEqual([
      ['redirects-snapshot', true],
      ['settings', false],
      ['page:/old', false],
      ['page:/new', false],
      ['page:/shop', false],
    ]);
    expect(calls.pushed).toEqual([{ main: [{ from: '/new', to: '/y', status: 302 }], gifts: [{ from: '/shop', to: '/', status: 301 }] }]);
    expect((await response.json()).revalidated).toContain('edge-config:redirects');
  });
});
