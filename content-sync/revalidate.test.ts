import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '@/edge/log';
import { handleRevalidate, pageCacheTag, type RevalidateDeps } from './revalidate';

const SECRET = 'webhook-secret';

function fakeDeps() {
  const calls = { tags: [] as [string, boolean][], pushed: 0 };
  const deps: RevalidateDeps = {
    secret: SECRET,
    revalidateTag: (t, e) => calls.tags.push([t, e]),
    pushRouting: async () => {
      calls.pushed += 1;
      return { pushed: true };
    },
    routeTag: 'route',
    routingTag: 'routing-snapshot',
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
      expect(calls).toEqual({ tags: [], pushed: 0 });
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

  it("marks the old and new paths' pages and the tags stale, expires the path epoch and pushes the routing", async () => {
    const { deps, calls } = fakeDeps();
    const response = await handleRevalidate(post({ paths: ['/news/old-title', '/news/new-title/'], tags: ['node:42', 'node:42'] }), deps);
    expect(response.status).toBe(200);
    expect(calls.tags).toEqual([
      ['route', true],
      ['node:42', false],
      ['page:/news/old-title', false],
      ['page:/news/new-title', false],
    ]);
    expect(calls.pushed).toBe(1);
    expect((await response.json()).revalidated).toEqual(['edge-config:routing', 'node:42', 'page:/news/old-title', 'page:/news/new-title']);
  });

  it("on 'settings' expires the live routing (redirects, home aliases) and pushes it to Edge Config", async () => {
    const { deps, calls } = fakeDeps();
    const response = await handleRevalidate(post({ tags: ['settings'] }), deps);
    expect(response.status).toBe(200);
    expect(calls.tags).toEqual([
      ['routing-snapshot', true],
      ['settings', false],
    ]);
    expect(calls.pushed).toBe(1);
    expect((await response.json()).revalidated).toEqual(['edge-config:routing', 'settings']);
  });

  it('changes no routing for an entity tag alone', async () => {
    const { deps, calls } = fakeDeps();
    expect((await handleRevalidate(post({ tags: ['commerce_product:7'] }), deps)).status).toBe(200);
    expect(calls).toEqual({ tags: [['commerce_product:7', false]], pushed: 0 });
  });
});
