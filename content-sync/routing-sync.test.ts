import { existsSync, rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { routeTableFile } from '@/routing/build-table';
import { RoutingState, type PathChange } from '@/routing/state';
import type { RouterAnswer } from '@/edge/backend/router-answer';

vi.mock('server-only', () => ({}));
const { edgeConfigOps, learnPaths, readUpdate, recordAnswer, startRoutingSync } = await import('./routing-sync');
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

describe('edgeConfigOps: what Edge Config holds, within its documented limits (issue 47)', () => {
  const notFound: RouterAnswer = { kind: 'error', statusCode: 404 };
  const webhook = (from: number, n: number) => Array.from({ length: n }, (_, i): [string, PathChange] => [`/news/${from + i}`, { answer: notFound, at: 10 + from + i }]);

  it('an item per webhook record (a key of its path’s hash), the settings’ item, never a render’s records', () => {
    const state = new RoutingState({ ...table, buildId: 'b' });
    const rendered: [string, PathChange][] = [['/rendered/1', { answer: page, at: 11, rendered: true, build: 'b' }]];
    const live = { ...state.learned().live, at: 12 };
    const update = { changes: [...webhook(0, 2), ...rendered], live };
    state.apply(update);
    const ops = edgeConfigOps(update, state, new Set());
    expect(ops.map((op) => op.operation)).toEqual(['upsert', 'upsert', 'upsert']);
    expect(ops[0]).toEqual({ operation: 'upsert', key: 'routing_live', value: live });
    expect(ops.slice(1).map((op) => 'value' in op && op.value)).toEqual(webhook(0, 2));
    for (const { key } of ops) expect(key).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(new Set(ops.map((op) => op.key)).size).toBe(3);
    // A render's record alone writes nothing (no write spent on a reader).
    expect(edgeConfigOps({ changes: rendered }, state, new Set())).toEqual([]);
  });

  it('past its bytes the oldest records stored are deleted, and the store stays within its bound', () => {
    const state = new RoutingState({ ...table, buildId: 'b' });
    const first = webhook(0, 60);
    state.apply({ changes: first });
    const stored = edgeConfigOps({ changes: first }, state, new Set(), 5_000).map((op) => op.key);
    expect(stored.length).toBeLessThan(60); // the oldest of the batch never written
    const later = webhook(60, 20);
    state.apply({ changes: later });
    const ops = edgeConfigOps({ changes: later }, state, new Set(stored), 5_000);
    const deleted = ops.filter((op) => op.operation === 'delete').map((op) => op.key);
    const kept = [...stored.filter((key) => !deleted.includes(key)), ...ops.filter((op) => op.operation === 'upsert').map((op) => op.key)];
    expect(ops.filter((op) => op.operation === 'upsert')).toHaveLength(20);
    expect(deleted.length).toBeGreaterThanOrEqual(15);
    const bytes = kept.length * 50 + kept.length * JSON.stringify(first[0]).length;
    expect(bytes).toBeLessThanOrEqual(5_000);
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
