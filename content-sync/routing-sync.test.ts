import { existsSync, rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { routeTableFile } from '@/routing/build-table';
import { RoutingState, type PathChange } from '@/routing/state';
import type { RouterAnswer } from '@/edge/backend/router-answer';

vi.mock('server-only', () => ({}));
const { edgeConfigItem, learnPaths, readUpdate, recordAnswer, startRoutingSync } = await import('./routing-sync');
const { askBackend } = await import('@/routing/ask');

let restore: () => void;
beforeEach(() => {
  restore = setLogSink(() => undefined);
});
afterEach(() => restore());

const table = {
  main: { paths: ['/about-us', '/appeal/a', '/r8'], homeAlias: null, redirects: [{ from: '/old-about', to: '/about-us', status: 301 as const }] },
  gifts: { paths: [], homeAlias: null, redirects: [] },
};
const page: RouterAnswer = { kind: 'entity', entity: { entityType: 'node' } };

describe('readUpdate', () => {
  it('keeps well-formed changes and live settings, and leaves anything else out', () => {
    const live = { redirects: { main: [], gifts: [] }, homeAlias: { main: '/home', gifts: null }, at: 3 };
    expect(readUpdate({ changes: [['/a', { answer: page, at: 1 }], ['/b', { at: 2 }], [3, { answer: page, at: 1 }], 'x'], live })).toEqual({ changes: [['/a', { answer: page, at: 1 }]], live });
    expect(readUpdate({ live: { at: 'x' } })).toEqual({ changes: [], live: undefined });
    expect(readUpdate(null)).toEqual({ changes: [], live: undefined });
  });
});

describe('edgeConfigItem: what Edge Config holds, within its documented limits (issue 47)', () => {
  it('the settings and the webhook’s records only, newest first, within its bytes; a render’s records stay with their instance', () => {
    const state = new RoutingState({ ...table, buildId: 'b' });
    state.apply({ changes: Array.from({ length: 500 }, (_, i): [string, PathChange] => [`/news/${i}`, { answer: { kind: 'error', statusCode: 404 }, at: 10 + i }]) });
    state.apply({ changes: Array.from({ length: 500 }, (_, i): [string, PathChange] => [`/rendered/${i}`, { answer: page, at: 10 + i, rendered: true, build: 'b' }]) });
    const item = edgeConfigItem(state);
    expect(JSON.stringify(item).length).toBeLessThanOrEqual(7_000);
    expect(item.live).toEqual(state.learned().live);
    expect(item.changes![0]).toEqual(['/news/499', { answer: { kind: 'error', statusCode: 404 }, at: 509 }]);
    expect(item.changes!.every(([p]) => p.startsWith('/news/'))).toBe(true);
    expect(item.changes!.length).toBeGreaterThan(50);
  });
});

describe('learnPaths: what the webhook records about the paths it names', () => {
  it("records the router's answer for each path, refuses redirect loops, and leaves out what the router could not say", async () => {
    const answers: Record<string, RouterAnswer> = {
      '/about-us': { kind: 'error', statusCode: 403 },
      '/appeal/a': { kind: 'redirect', statusCode: 301, location: '/appeal/b' },
      '/appeal/b': page,
      '/r8': { kind: 'redirect', statusCode: 301, location: '/r9' },
      '/r9': { kind: 'redirect', statusCode: 301, location: '/r8' },
      '/busy': { kind: 'error', statusCode: 503 },
    };
    const ask = vi.fn(async (path: string) => {
      if (path === '/down') throw new Error('502 down');
      return answers[path] ?? { kind: 'error' as const, statusCode: 404 };
    });
    const state = new RoutingState(table);
    const learned = await learnPaths(['/about-us', '/appeal/a', '/appeal/b', '/r8', '/busy', '/down', '/gone'], state, ask, 7);
    expect(Object.fromEntries(learned.map(([path, change]) => [path, change]))).toEqual({
      '/about-us': { answer: { kind: 'error', statusCode: 403 }, at: 7 },
      '/appeal/a': { answer: answers['/appeal/a'], at: 7 },
      '/appeal/b': { answer: page, at: 7 },
      '/r8': { answer: { kind: 'broken' }, at: 7 },
      '/gone': { answer: { kind: 'error', statusCode: 404 }, at: 7 },
    });
    // Each path asked once; a hop to a page the build knows is not asked.
    expect(ask.mock.calls.map(([p]) => p).sort()).toEqual(['/about-us', '/appeal/a', '/appeal/b', '/busy', '/down', '/gone', '/r8', '/r9']);
  });
});

describe('startRoutingSync without Redis or Edge Config: one process, its state kept for restarts', () => {
  const distDir = `.next-test-routing-sync-${process.pid}`;
  const file = routeTableFile(distDir).replace(/\.route-table\.json$/, '.routing-state.json');
  afterEach(() => rmSync(file, { force: true }));

  it('writes what it records to a file beside the route table, and a restarted process starts from it', async () => {
    const config = parseConfig({ NEXT_DIST_DIR: distDir });
    const before = new RoutingState(table);
    await startRoutingSync(config, before);
    await before.record({ changes: [['/about-us', { answer: { kind: 'error', statusCode: 403 }, at: Date.now() }]] });
    expect(existsSync(file)).toBe(true);
    const after = new RoutingState(table);
    await startRoutingSync(config, after);
    expect(after.snapshot.main.changed('/about-us')).toEqual({ kind: 'error', statusCode: 403 });
  });
});

describe('recordAnswer: what a page’s own render found', () => {
  const fresh = () => new RoutingState({ main: { paths: ['/about-us'], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } });
  const PAGE = page;

  it('records news only: a listed page gone, a page the build did not list, never what is known already or a failure', async () => {
    const state = fresh();
    const share = vi.fn(async () => undefined);
    state.share = share;
    await recordAnswer('main', '/about-us', PAGE, state);
    await recordAnswer('main', '/about-us', { kind: 'error', statusCode: 503 }, state);
    expect(share).not.toHaveBeenCalled();
    const confirm = vi.fn(async () => ({ kind: 'error', statusCode: 403 }) as const);
    await recordAnswer('main', '/about-us', { kind: 'error', statusCode: 403 }, state, 10, confirm);
    expect(state.snapshot.main.changed('/about-us')).toEqual({ kind: 'error', statusCode: 403 });
    await recordAnswer('main', '/about-us', { kind: 'error', statusCode: 403 }, state, 11, confirm);
    expect(confirm).toHaveBeenCalledTimes(1);
    await recordAnswer('main', '/news/late', PAGE, state, 12);
    expect(state.snapshot.main.changed('/news/late')).toEqual(PAGE);
    await recordAnswer('main', '/news/late', PAGE, state, 13);
    expect(share).toHaveBeenCalledTimes(2);
  });

  it('takes a page with a good copy away only when the router, asked again, says the same; a one-off answer is logged and the page stays', async () => {
    const state = fresh();
    state.apply({ changes: [['/news/late', { answer: PAGE, at: 1, rendered: true }]] });
    const logged: string[] = [];
    restore();
    restore = setLogSink((_level, event) => logged.push(event));
    for (const [path, again] of [['/about-us', null], ['/about-us', PAGE], ['/news/late', { kind: 'error', statusCode: 403 }]] as const) {
      await recordAnswer('main', path, { kind: 'error', statusCode: 404 }, state, 20, async () => again);
    }
    expect(state.learned().changes.map(([p]) => p)).toEqual(['/news/late']);
    expect(state.snapshot.main.changed('/news/late')).toEqual(PAGE);
    expect(logged).toEqual(['routing_unconfirmed', 'routing_unconfirmed', 'routing_unconfirmed']);
    // Confirmed: gone for everyone.
    await recordAnswer('main', '/news/late', { kind: 'error', statusCode: 404 }, state, 21, async () => ({ kind: 'error', statusCode: 404 }));
    expect(state.snapshot.main.changed('/news/late')).toEqual({ kind: 'error', statusCode: 404 });
  });

  it('the router refusing the question (HTTP 400) during a background render: the page stays (issue 47)', async () => {
    const state = fresh();
    const asked = vi.fn(async () => Response.json({ message: 'Bad request' }, { status: 400 }));
    vi.stubGlobal('fetch', asked);
    try {
      // The render's question reads the refusal as a 404 (a junk path's answer, issue 29); asked again, it is a failure.
      const first = await askBackend('/about-us');
      expect(first).toEqual({ kind: 'error', statusCode: 404 });
      await recordAnswer('main', '/about-us', first!, state);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(asked).toHaveBeenCalledTimes(2);
    expect(state.snapshot.main.changed('/about-us')).toBeUndefined();
    expect(state.snapshot.main.known('/about-us')).toBe(true);
  });
});
