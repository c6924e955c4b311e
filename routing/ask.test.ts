import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileRedirects } from '../edge/redirects';
import { setLogSink } from '../request/log';
import { isTransient, LOGGED_PATH_LENGTH, MAX_REDIRECT_HOPS, ROUTER_QUESTIONS_PER_MINUTE, routerAsker, settle, type Question } from './ask';
import { readRouterEnvelope, type RouterAnswer } from '../edge/backend/router-answer';
import type { StorefrontRouting } from './state';

let logs: string[];
let restore: () => void;
beforeEach(() => {
  logs = [];
  restore = setLogSink((_level, event) => logs.push(event));
});
afterEach(() => restore());

const PAGE: RouterAnswer = { kind: 'entity', entity: { entityType: 'node' } };
const NOT_FOUND: RouterAnswer = { kind: 'error', statusCode: 404 };
const nothingKnown: StorefrontRouting = { redirects: compileRedirects([]), known: () => false, changed: () => undefined, hasCopy: () => false, homeAlias: null };
const question = (client = '203.0.113.9', more: Partial<Question> = {}): Question => ({ client, forwardedFor: null, routing: nothingKnown, generation: 0, ...more });

describe('readRouterEnvelope (CONTRACT §1)', () => {
  it('reads entities, redirects, errors and broken routes', () => {
    expect(readRouterEnvelope({ statusCode: 200, content: { entity_type: 'node', fields: {} } })).toEqual(PAGE);
    expect(readRouterEnvelope({ statusCode: 200, content: { entity_type: 'node', url: '/news/x' } })).toEqual({ kind: 'entity', entity: { entityType: 'node', url: '/news/x' } });
    expect(readRouterEnvelope({ statusCode: 200, content: { entity_type: 'node', url: 42 } })).toEqual(PAGE);
    expect(readRouterEnvelope({ statusCode: 301, content: ' /to ' })).toEqual({ kind: 'redirect', statusCode: 301, location: '/to' });
    expect(readRouterEnvelope({ statusCode: 404, content: null })).toEqual(NOT_FOUND);
    expect(readRouterEnvelope({ statusCode: 200, content: null })).toEqual({ kind: 'broken' });
  });

  it('reads anything else as no answer (the site answers 502)', () => {
    for (const raw of [null, 'x', [], {}, { statusCode: '200' }, { statusCode: 42 }, { statusCode: 302, content: '' }, { statusCode: 200, content: { entity_type: 'user' } }]) {
      expect(readRouterEnvelope(raw), JSON.stringify(raw)).toBeNull();
    }
  });
});

describe('routerAsker: paths nobody knows', () => {
  it('asks once per path, keeps the answer, and shares a question in flight', async () => {
    const ask = vi.fn(async () => PAGE);
    const asker = routerAsker(ask);
    const [a, b] = await Promise.all([asker('/x', question('10.0.0.1')), asker('/x', question('10.0.0.2'))]);
    expect(a).toEqual(PAGE);
    expect(b).toBe(a);
    await asker('/x', question());
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('forgets its answers when the settings change (a new generation): the router may redirect differently', async () => {
    const ask = vi.fn(async () => NOT_FOUND);
    const asker = routerAsker(ask);
    await asker('/x', question());
    await asker('/x', question('203.0.113.9', { generation: 1 }));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps a probe’s answer too (a page with no good copy: an amount step whose page has no donation block is one), counted like any question (issue 47)', async () => {
    const ask = vi.fn(async () => PAGE);
    const asker = routerAsker(ask);
    const probes = await Promise.all(Array.from({ length: 20 }, () => asker('/about-us', question())));
    for (let i = 0; i < 20; i++) probes.push(await asker('/about-us', question()));
    expect(probes.every((a) => a === PAGE)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('forgets a path the routing learned about: a 404 kept from before the page was published does not stand in', async () => {
    const ask = vi.fn().mockResolvedValueOnce(NOT_FOUND).mockResolvedValue(PAGE);
    const asker = routerAsker(ask);
    expect(await asker('/late', question())).toEqual(NOT_FOUND);
    expect(await asker('/late', question())).toEqual(NOT_FOUND);
    asker.forget('/late');
    expect(await asker('/late', question())).toEqual(PAGE);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: a backend error, an unreadable answer or a 5xx is asked again next time', async () => {
    for (const statusCode of [408, 429, 500, 503]) expect(isTransient({ kind: 'error', statusCode }), String(statusCode)).toBe(true);
    for (const answer of [PAGE, NOT_FOUND, { kind: 'error', statusCode: 403 } as const, { kind: 'broken' } as const]) expect(isTransient(answer)).toBe(false);
    const ask = vi.fn().mockRejectedValueOnce(new Error('502 down')).mockResolvedValueOnce(null).mockResolvedValueOnce({ kind: 'error', statusCode: 503 }).mockResolvedValue(PAGE);
    const asker = routerAsker(ask);
    expect(await asker('/x', question())).toBeNull();
    expect(await asker('/x', question())).toBeNull();
    expect(await asker('/x', question())).toEqual({ kind: 'error', statusCode: 503 });
    await new Promise((r) => setTimeout(r, 5));
    expect(await asker('/x', question())).toEqual(PAGE);
    expect(logs).toEqual(['router_unavailable', 'router_answer_unreadable']);
  });

  it('keeps its answers an hour at most: a page published without a webhook is found', async () => {
    let clock = 1_000;
    const ask = vi.fn(async () => NOT_FOUND);
    const asker = routerAsker(ask, () => clock);
    await asker('/junk', question());
    clock += 59 * 60_000;
    await asker('/junk', question());
    clock += 2 * 60_000;
    await asker('/junk', question());
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('answers 404 at once for a path too long or too deep for any page: no question', async () => {
    const ask = vi.fn(async () => PAGE);
    const asker = routerAsker(ask);
    expect(await asker(`/${'x'.repeat(7 * 1024)}`, question())).toEqual(NOT_FOUND);
    expect(await asker(`/${Array.from({ length: 17 }, () => 'a').join('/')}`, question())).toEqual(NOT_FOUND);
    expect(ask).not.toHaveBeenCalled();
  });

  it('gives a reader null (502) past its wait, and the answer to the next reader once it came', async () => {
    let answer!: (value: RouterAnswer) => void;
    const ask = vi.fn(() => new Promise<RouterAnswer>((resolve) => (answer = resolve)));
    const asker = routerAsker(ask);
    vi.useFakeTimers();
    try {
      const waiting = asker('/slow', question());
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await waiting).toBeNull();
      answer(PAGE);
      await vi.advanceTimersByTimeAsync(0);
    } finally {
      vi.useRealTimers();
    }
    expect(await asker('/slow', question())).toEqual(PAGE);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('lets one client (an IPv6 /64 too: request/client-address.ts) cost the router a bounded number of questions a minute; kept answers are free', async () => {
    let clock = 1_000;
    const ask = vi.fn(async () => NOT_FOUND);
    const asker = routerAsker(ask, () => clock);
    for (let i = 0; i < ROUTER_QUESTIONS_PER_MINUTE; i++) expect(await asker(`/junk-${i}`, question())).toEqual(NOT_FOUND);
    expect(await asker('/junk-next', question())).toEqual({ kind: 'error', statusCode: 429 });
    expect(await asker('/junk-0', question())).toEqual(NOT_FOUND);
    expect(await asker('/junk-next', question('198.51.100.7'))).toEqual(NOT_FOUND);
    expect(ask).toHaveBeenCalledTimes(ROUTER_QUESTIONS_PER_MINUTE + 1);
    clock += 60_001;
    expect(await asker('/junk-later', question())).toEqual(NOT_FOUND);
  });

  it('refuses a redirect that loops through the router or the configured redirects (502 Internal Routing Error)', async () => {
    const answers: Record<string, RouterAnswer> = {
      '/r8': { kind: 'redirect', statusCode: 301, location: '/r9' },
      '/r9': { kind: 'redirect', statusCode: 301, location: '/r8' },
      '/a': { kind: 'redirect', statusCode: 301, location: '/b' },
      '/moved': { kind: 'redirect', statusCode: 308, location: '/about-us' },
    };
    const ask = vi.fn(async (path: string) => answers[path] ?? NOT_FOUND);
    const asker = routerAsker(ask);
    expect(await asker('/r8', question())).toEqual({ kind: 'broken' });
    const routing: StorefrontRouting = { ...nothingKnown, redirects: compileRedirects([{ from: '/b', to: '/a', status: 302 }]), known: (p) => p === '/about-us' };
    expect(await asker('/a', question('203.0.113.9', { routing }))).toEqual({ kind: 'broken' });
    expect(await asker('/moved', question('203.0.113.9', { routing }))).toEqual(answers['/moved']);
    expect(ask.mock.calls.map(([p]) => p)).toEqual(['/r8', '/r9', '/a', '/moved']);
    expect(logs).toContain('router_redirect_loop');
  });

  it('cuts the path it logs', async () => {
    const data: Record<string, unknown>[] = [];
    restore();
    restore = setLogSink((_level, _event, d) => data.push(d));
    await routerAsker(vi.fn().mockRejectedValue(new Error('502 down')))(`/${'y'.repeat(1000)}`, question());
    expect(String(data[0]!.path)).toHaveLength(LOGGED_PATH_LENGTH);
  });
});

describe('settle: redirect chains', () => {
  const chain = (redirects: Record<string, string>) => vi.fn(async (path: string) => redirects[path] ?? null);
  const redirect = (location: string): RouterAnswer => ({ kind: 'redirect', statusCode: 301, location });

  it('refuses a pair, a redirect to itself, a cycle further down, and a chain over the hop limit', async () => {
    expect(await settle('/r8', redirect('/r9'), chain({ '/r9': '/r8' }))).toEqual({ kind: 'broken' });
    expect(await settle('/a', redirect('/a?x=1'), chain({}))).toEqual({ kind: 'broken' });
    expect(await settle('/a', redirect('/b'), chain({ '/b': '/c', '/c': '/d', '/d': '/c' }))).toEqual({ kind: 'broken' });
    const hops = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`/p${i}`, `/p${i + 1}`]));
    expect(await settle('/start', redirect('/p0'), chain(hops))).toEqual({ kind: 'broken' });
    const short = Object.fromEntries(Array.from({ length: MAX_REDIRECT_HOPS - 1 }, (_, i) => [`/p${i}`, `/p${i + 1}`]));
    expect(await settle('/start', redirect('/p0'), chain(short))).toEqual(redirect('/p0'));
  });

  it('lets a chain that ends on a page, or leaves the site, through; anything but a redirect as it is', async () => {
    expect(await settle('/start', redirect('/old'), chain({ '/old': '/newer' }))).toEqual(redirect('/old'));
    expect(await settle('/a', redirect('https://example.org/a'), chain({}))).toEqual(redirect('https://example.org/a'));
    expect(await settle('/a', NOT_FOUND, chain({}))).toBe(NOT_FOUND);
    expect(await settle('/a', null, chain({}))).toBeNull();
  });
});
