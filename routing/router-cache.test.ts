import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../request/log';
import { readRouterEnvelope } from './router-answer';
import { FAILURE_MEMO_MS, LOGGED_PATH_LENGTH, NOT_FOUND_TTL_MS, ROUTER_QUESTIONS_PER_MINUTE, routerAsker } from './router-cache';

let logs: string[];
let restore: () => void;
beforeEach(() => {
  logs = [];
  restore = setLogSink((_level, event) => logs.push(event));
});
afterEach(() => restore());

describe('readRouterEnvelope (CONTRACT §1)', () => {
  it('reads entities, redirects, errors and broken routes', () => {
    expect(readRouterEnvelope({ statusCode: 200, content: { entity_type: 'node', fields: {} } })).toEqual({ kind: 'entity', entity: { entityType: 'node' } });
    expect(readRouterEnvelope({ statusCode: 301, content: ' /to ' })).toEqual({ kind: 'redirect', statusCode: 301, location: '/to' });
    expect(readRouterEnvelope({ statusCode: 404, content: null })).toEqual({ kind: 'error', statusCode: 404 });
    expect(readRouterEnvelope({ statusCode: 200, content: null })).toEqual({ kind: 'broken' });
    expect(readRouterEnvelope({ statusCode: 200 })).toEqual({ kind: 'broken' });
  });

  it('reads anything else as no answer (the site answers 502)', () => {
    for (const raw of [null, 'x', [], {}, { statusCode: '200' }, { statusCode: 200.5 }, { statusCode: 42 }, { statusCode: 302, content: '' }, { statusCode: 302, content: 7 }, { statusCode: 200, content: { entity_type: 'user' } }, { statusCode: 200, content: 'x' }]) {
      expect(readRouterEnvelope(raw), JSON.stringify(raw)).toBeNull();
    }
  });
});

describe('routerAsker', () => {
  const found = { statusCode: 200, content: { entity_type: 'node' } };

  it('asks once per path and storefront, keeps the answer, and shares a question in flight', async () => {
    const fetchAnswer = vi.fn(async () => found);
    const asker = routerAsker(fetchAnswer);
    const [a, b] = await Promise.all([asker.ask('main', '/x', '10.0.0.1', 'e'), asker.ask('main', '/x', '10.0.0.2', 'e')]);
    expect(a).toEqual({ kind: 'entity', entity: { entityType: 'node' } });
    expect(b).toBe(a);
    await asker.ask('main', '/x', null, 'e');
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
    expect(fetchAnswer).toHaveBeenCalledWith('/x', '10.0.0.1');
    await asker.ask('gifts', '/x', null, 'e');
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer when the epoch changes (paths changed)', async () => {
    const fetchAnswer = vi.fn(async () => found);
    const asker = routerAsker(fetchAnswer);
    await asker.ask('main', '/x', null, 'e1');
    await asker.ask('main', '/x', null, 'e2');
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: a backend error or an unreadable answer is asked again next time', async () => {
    const fetchAnswer = vi.fn().mockRejectedValueOnce(new Error('502 down')).mockResolvedValueOnce({ nonsense: true }).mockResolvedValue(found);
    const asker = routerAsker(fetchAnswer);
    expect(await asker.ask('main', '/x', null, 'e')).toBeNull();
    expect(await asker.ask('main', '/x', null, 'e')).toBeNull();
    expect(await asker.ask('main', '/x', null, 'e')).toEqual({ kind: 'entity', entity: { entityType: 'node' } });
    expect(logs).toEqual(['router_unavailable', 'router_answer_unreadable']);
  });

  it('keeps a bounded number of answers (junk URLs cannot grow memory)', async () => {
    const fetchAnswer = vi.fn(async () => ({ statusCode: 404, content: null }));
    const asker = routerAsker(fetchAnswer);
    for (let i = 0; i < 2_100; i++) await asker.ask('main', `/junk-${i}`, null, 'e');
    await asker.ask('main', '/junk-0', null, 'e'); // evicted: asked again
    await asker.ask('main', '/junk-2099', null, 'e'); // kept
    expect(fetchAnswer).toHaveBeenCalledTimes(2_101);
  });

  it('answers 404 at once for a path too long or too deep for any page: no question, no kept entry', async () => {
    const fetchAnswer = vi.fn(async () => found);
    const asker = routerAsker(fetchAnswer);
    expect(await asker.ask('main', `/${'x'.repeat(7 * 1024)}`, null, 'e')).toEqual({ kind: 'error', statusCode: 404 });
    expect(await asker.ask('gifts', `/${Array.from({ length: 17 }, () => 'a').join('/')}`, null, 'e')).toEqual({ kind: 'error', statusCode: 404 });
    expect(fetchAnswer).not.toHaveBeenCalled();
    expect(logs).toEqual([]);
  });

  it('keeps a 404 ten minutes, a page a minute, both until the epoch changes (issue 29, item 5)', async () => {
    let clock = 1_000;
    const fetchAnswer = vi.fn(async (path: string) => (path === '/page' ? found : { statusCode: 404, content: null }));
    const asker = routerAsker(fetchAnswer, () => clock);
    await asker.ask('main', '/junk', null, 'e');
    await asker.ask('main', '/page', null, 'e');
    clock += 5 * 60_000;
    expect(await asker.ask('main', '/junk', null, 'e')).toEqual({ kind: 'error', statusCode: 404 });
    await asker.ask('main', '/page', null, 'e');
    expect(fetchAnswer.mock.calls.map(([path]) => path)).toEqual(['/junk', '/page', '/page']);
    clock += NOT_FOUND_TTL_MS;
    await asker.ask('main', '/junk', null, 'e');
    await asker.ask('main', '/junk', null, 'e2');
    expect(fetchAnswer.mock.calls.map(([path]) => path)).toEqual(['/junk', '/page', '/page', '/junk', '/junk']);
  });

  it('gives a pre-rendered page null past its wait, and fills the cache when the answer comes (issue 30)', async () => {
    let clock = 0;
    let answer!: (value: unknown) => void;
    const fetchAnswer = vi.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const asker = routerAsker(fetchAnswer, () => clock);
    vi.useFakeTimers();
    try {
      const waiting = asker.ask('main', '/page', null, 'e', 1_500);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await waiting).toBeNull();
      // Still in flight and older than the wait: the next reader does not wait at all.
      clock = 1_600;
      expect(await asker.ask('main', '/page', null, 'e', 1_500)).toBeNull();
      answer(found);
      await vi.advanceTimersByTimeAsync(0);
    } finally {
      vi.useRealTimers();
    }
    expect(await asker.ask('main', '/page', null, 'e', 1_500)).toEqual({ kind: 'entity', entity: { entityType: 'node' } });
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for a pre-rendered page whose question just failed; others still do', async () => {
    let clock = 1_000;
    const fetchAnswer = vi.fn().mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down')).mockResolvedValue(found);
    const asker = routerAsker(fetchAnswer, () => clock);
    expect(await asker.ask('main', '/page', null, 'e', 1_500)).toBeNull();
    expect(await asker.ask('main', '/page', null, 'e', 1_500)).toBeNull();
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
    // A path the build did not know has no page to fall back on: it asks again.
    expect(await asker.ask('main', '/page', null, 'e')).toBeNull();
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    clock += FAILURE_MEMO_MS + 1;
    expect(await asker.ask('main', '/page', null, 'e', 1_500)).toEqual({ kind: 'entity', entity: { entityType: 'node' } });
    expect(fetchAnswer).toHaveBeenCalledTimes(3);
  });

  it('lets one client cost the router a bounded number of questions a minute: 429 past it, a pre-rendered page still served (issue 29)', async () => {
    let clock = 1_000;
    const fetchAnswer = vi.fn(async () => ({ statusCode: 404, content: null }));
    const asker = routerAsker(fetchAnswer, () => clock);
    for (let i = 0; i < ROUTER_QUESTIONS_PER_MINUTE; i++) expect(await asker.ask('main', `/junk-${i}`, '203.0.113.9', 'e')).toEqual({ kind: 'error', statusCode: 404 });
    expect(await asker.ask('main', '/junk-next', '203.0.113.9', 'e')).toEqual({ kind: 'error', statusCode: 429 });
    expect(await asker.ask('main', '/built-page', '203.0.113.9', 'e', 1_500)).toBeNull();
    // Kept answers cost nothing; another client, and a deployment that vouches for no address, are not limited.
    expect(await asker.ask('main', '/junk-0', '203.0.113.9', 'e')).toEqual({ kind: 'error', statusCode: 404 });
    expect(await asker.ask('main', '/junk-next', '198.51.100.7', 'e')).toEqual({ kind: 'error', statusCode: 404 });
    expect(await asker.ask('main', '/junk-other', null, 'e')).toEqual({ kind: 'error', statusCode: 404 });
    expect(fetchAnswer).toHaveBeenCalledTimes(ROUTER_QUESTIONS_PER_MINUTE + 2);
    clock += 60_001;
    expect(await asker.ask('main', '/junk-later', '203.0.113.9', 'e')).toEqual({ kind: 'error', statusCode: 404 });
  });

  it('cuts the path it logs', async () => {
    const data: Record<string, unknown>[] = [];
    restore();
    restore = setLogSink((_level, _event, d) => data.push(d));
    const asker = routerAsker(vi.fn().mockRejectedValue(new Error('502 down')));
    await asker.ask('main', `/${'y'.repeat(1000)}`, null, 'e');
    expect(String(data[0]!.path)).toHaveLength(LOGGED_PATH_LENGTH);
  });
});
