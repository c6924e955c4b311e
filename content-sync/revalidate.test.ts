import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { guessLimit } from '@/edge/secret';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { pageCacheTag } from '@/request/cache-tags';
import { handleRevalidate, type RevalidateDeps } from './revalidate';

const SECRET = 'webhook-secret';

function fakeDeps() {
  const calls = { tags: [] as string[], expired: [] as string[], learned: [] as [string[], boolean][], order: [] as string[] };
  const deps: RevalidateDeps = {
    secret: SECRET,
    guesses: guessLimit(new MemoryRateLimiter({ limit: 1_000, windowMs: 60_000 }), '192.0.2.1'),
    revalidateTag: (t) => {
      calls.tags.push(t);
      calls.order.push('tag');
    },
    expireTag: (t) => {
      calls.expired.push(t);
      calls.order.push('expire');
    },
    learn: async (paths, settings) => {
      calls.learned.push([paths, settings]);
      calls.order.push('learn');
    },
  };
  return { deps, calls };
}
const untouched = { tags: [], expired: [], learned: [], order: [] };

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
  it('holds wrong secrets per client, never the right one: 21 wrong secrets naming the backend do not lock it out (issue 46)', async () => {
    const limiter = new MemoryRateLimiter({ limit: 20, windowMs: 15 * 60_000 });
    const send = async (secret: string, client = '203.0.113.5') => {
      const { deps, calls } = fakeDeps();
      const response = await handleRevalidate(post({ tags: ['node:1'] }, { 'x-revalidate-secret': secret }), { ...deps, guesses: guessLimit(limiter, client) });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), calls };
    };
    for (let i = 0; i < 10; i += 1) expect((await send(SECRET)).status, `right #${i}`).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await send(`guess-${i}`)).status).toBe(401);
    const held = await send('guess-21');
    expect(held.status).toBe(429);
    expect(held.calls).toEqual(untouched);
    expect(Number(held.retryAfter)).toBeGreaterThan(0);
    const right = await send(SECRET);
    expect(right.status).toBe(200);
    expect(right.calls.tags).toEqual(['node:1']);
    expect((await send('guess-22')).status).toBe(429);
  });

  it('answers 401 to a wrong or missing secret and changes nothing', async () => {
    for (const headers of [{} as Record<string, string>, { 'x-revalidate-secret': 'nope' }, { 'x-revalidate-secret': `${SECRET}x` }, { 'x-revalidate-secret': SECRET.toUpperCase() }]) {
      const { deps, calls } = fakeDeps();
      const response = await handleRevalidate(post({ paths: ['/a'], tags: ['node:1'] }, headers), deps);
      expect(response.status).toBe(401);
      expect(calls).toEqual(untouched);
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

  it("has the routing learn the old and new paths first, then marks their pages and the tags stale (issue 38)", async () => {
    const { deps, calls } = fakeDeps();
    const response = await handleRevalidate(post({ paths: ['/news/old-title', '/news/new-title/'], tags: ['node:42', 'node:42'] }), deps);
    expect(response.status).toBe(200);
    expect(calls.learned).toEqual([[['/news/old-title', '/news/new-title/'], false]]);
    expect(calls.tags).toEqual(['node:42', 'page:/news/old-title', 'page:/news/new-title']);
    expect(calls.order).toEqual(['learn', 'tag', 'tag', 'tag']);
    expect((await response.json()).revalidated).toEqual(['node:42', 'page:/news/old-title', 'page:/news/new-title']);
  });

  it("on 'settings' has the routing read the redirects and home aliases again, and expires the order routes' settings", async () => {
    const { deps, calls } = fakeDeps();
    const response = await handleRevalidate(post({ tags: ['settings'] }), deps);
    expect(response.status).toBe(200);
    expect(calls.learned).toEqual([[[], true]]);
    // The order routes' copy expires outright (the next order waits for the new flags); pages go stale.
    expect(calls.expired).toEqual(['order-settings']);
    expect(calls.tags).toEqual(['settings']);
    expect(calls.order).toEqual(['learn', 'expire', 'tag']);
    expect((await response.json()).revalidated).toEqual(['settings']);
  });

  it('asks the routing about nothing for an entity tag alone', async () => {
    const { deps, calls } = fakeDeps();
    expect((await handleRevalidate(post({ tags: ['commerce_product:7'] }), deps)).status).toBe(200);
    expect(calls.learned).toEqual([]);
    expect(calls.tags).toEqual(['commerce_product:7']);
  });
});
