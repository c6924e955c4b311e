import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../request/log';
import { liveRouting, originSource, type LiveSource } from './live';
import { knownPathSets, readLiveRouting, type LiveRouting } from './snapshot';

const TABLE = {
  main: { paths: ['/about-us', '/home'], homeAlias: '/home', redirects: [{ from: '/old', to: '/about-us', status: 301 as const }] },
  gifts: { paths: ['/gifts-faq'], homeAlias: '/gifts-home', redirects: [] },
};

const KNOWN = knownPathSets(TABLE);

const live = (redirects: unknown[], epoch = 'e1'): LiveRouting => ({ redirects: { main: redirects, gifts: [] }, homeAlias: { main: '/front', gifts: null }, epoch });

let clock = 0;
let restore: () => void;
beforeEach(() => {
  clock = 10_000;
  restore = setLogSink(() => {});
});
afterEach(() => restore());

function sourceOf(answers: Array<Awaited<ReturnType<LiveSource['read']>> | Error>) {
  const read = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next ?? 'unchanged';
  });
  return { source: { read } satisfies LiveSource, read };
}

describe('liveRouting', () => {
  it("starts from the build's table: known paths, redirects and home aliases", () => {
    const holder = liveRouting(TABLE, sourceOf([]).source, KNOWN, () => clock);
    const snapshot = holder.current();
    expect([snapshot.main.knownPaths.has('/about-us'), snapshot.main.knownPaths.has('/home'), snapshot.main.knownPaths.has('/gifts-faq')]).toEqual([true, true, false]);
    expect(snapshot.main.redirects.get('/old')).toEqual({ location: '/about-us', status: 301 });
    expect(snapshot.main.homeAlias).toBe('/home');
    expect(snapshot.gifts.homeAlias).toBe('/gifts-home');
    expect(holder.epoch()).toBe('build');
  });

  it('reads the live copy at most once a second, one request at a time, and keeps the known paths', async () => {
    const { source, read } = sourceOf([{ live: live([{ from: '/new', to: '/x', status: 307 }]), etag: '"a"' }]);
    const holder = liveRouting(TABLE, source, KNOWN, () => clock);
    const [a, b] = await Promise.all([holder.fresh(), holder.fresh()]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a.main.redirects.get('/new')).toEqual({ location: '/x', status: 307 });
    expect(a.main.redirects.has('/old')).toBe(false);
    expect(a.main.homeAlias).toBe('/front');
    expect(a.main.knownPaths.has('/about-us')).toBe(true);
    expect(holder.epoch()).toBe('e1');
    clock += 999;
    await holder.fresh();
    expect(read).toHaveBeenCalledTimes(1);
    clock += 2;
    await holder.fresh();
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenLastCalledWith('"a"');
  });

  it('keeps the same compiled copy while the source says unchanged', async () => {
    const { source } = sourceOf([{ live: live([]), etag: '"a"' }, 'unchanged']);
    const holder = liveRouting(TABLE, source, KNOWN, () => clock);
    const first = await holder.fresh();
    clock += 1_001;
    expect(await holder.fresh()).toBe(first);
  });

  it('keeps the last good copy when a refresh fails or is unreadable', async () => {
    const { source } = sourceOf([{ live: live([{ from: '/a', to: '/b', status: 302 }]), etag: null }, new Error('connection refused'), null]);
    const holder = liveRouting(TABLE, source, KNOWN, () => clock);
    const good = await holder.fresh();
    clock += 1_001;
    expect(await holder.fresh()).toBe(good);
    clock += 1_001;
    expect(await holder.fresh()).toBe(good);
    expect(good.main.redirects.get('/a')?.status).toBe(302);
  });

  it('answers with the copy it has when the source is slow, and takes the new one when it comes', async () => {
    vi.useFakeTimers();
    try {
      let resolve!: (v: Awaited<ReturnType<LiveSource['read']>>) => void;
      const holder = liveRouting(TABLE, { read: () => new Promise((r) => (resolve = r)) }, KNOWN, () => clock);
      const waiting = holder.fresh();
      await vi.advanceTimersByTimeAsync(500);
      expect((await waiting).main.redirects.has('/old')).toBe(true);
      resolve({ live: live([]), etag: null });
      await vi.advanceTimersByTimeAsync(0);
      expect(holder.current().main.redirects.has('/old')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('originSource', () => {
  it('asks /api/routing with the last ETag, and reads 304 as unchanged', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return calls.length === 1 ? Response.json(live([]), { headers: { etag: '"v1"' } }) : new Response(null, { status: 304 });
    }) as typeof fetch;
    const source = originSource('http://127.0.0.1:3000', fetchImpl);
    expect(await source.read(null)).toEqual({ live: live([]), etag: '"v1"' });
    expect(await source.read('"v1"')).toBe('unchanged');
    expect(calls[0]![0]).toBe('http://127.0.0.1:3000/api/routing');
    expect(calls[1]![1]?.headers).toEqual({ 'if-none-match': '"v1"' });
  });

  it('reads an error or a malformed body as nothing', async () => {
    expect(await originSource('http://o', (async () => new Response('x', { status: 500 })) as unknown as typeof fetch).read(null)).toBeNull();
    expect(await originSource('http://o', (async () => Response.json({ redirects: 1 })) as unknown as typeof fetch).read(null)).toBeNull();
  });
});

describe('readLiveRouting', () => {
  it('keeps lists and paths, and drops anything else', () => {
    expect(readLiveRouting({ redirects: { main: 'x', gifts: [{ from: '/a' }] }, homeAlias: { main: 'no-slash', gifts: '/g' }, epoch: 'e' })).toEqual({
      redirects: { main: [], gifts: [{ from: '/a' }] },
      homeAlias: { main: null, gifts: '/g' },
      epoch: 'e',
    });
    for (const raw of [null, 1, 'x', {}, { redirects: {}, homeAlias: {} }, { redirects: null, homeAlias: {}, epoch: 'e' }]) expect(readLiveRouting(raw)).toBeNull();
  });
});
