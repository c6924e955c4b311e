import { describe, expect, it, vi } from 'vitest';
import type { RouterAnswer } from '../edge/backend/router-answer';
import { RoutingState } from './state';

const table = {
  main: { paths: ['/about-us', '/news/x/'], homeAlias: '/home', redirects: [{ from: '/about', to: '/about-us', status: 301 as const }] },
  gifts: { paths: ['/gifts/goat'], homeAlias: '/gifts-home', redirects: [] },
  builtAt: 1_000,
};
const gone: RouterAnswer = { kind: 'error', statusCode: 404 };
const page: RouterAnswer = { kind: 'entity', entity: { entityType: 'node' } };

describe('RoutingState', () => {
  it("knows the build's paths of each storefront (without a trailing slash), and its redirects and home aliases", () => {
    const state = new RoutingState(table, 'preview-id');
    expect(state.snapshot.main.known('/about-us')).toBe(true);
    expect(state.snapshot.main.known('/news/x')).toBe(true);
    expect(state.snapshot.main.known('/gifts/goat')).toBe(false);
    expect(state.snapshot.gifts.known('/gifts/goat')).toBe(true);
    expect(state.snapshot.main.redirects.get('/about')).toEqual({ location: '/about-us', status: 301 });
    expect(state.snapshot.gifts.homeAlias).toBe('/gifts-home');
    expect(state.previewKey).toBe('preview-id');
  });

  it('takes the newest answer for a path, whatever order updates arrive in, for both storefronts', () => {
    const state = new RoutingState(table);
    expect(state.apply({ changes: [['/about-us', { answer: gone, at: 20 }]] })).toBe(true);
    expect(state.apply({ changes: [['/about-us', { answer: page, at: 10 }]] })).toBe(false);
    expect(state.snapshot.main.changed('/about-us')).toEqual(gone);
    expect(state.snapshot.gifts.changed('/about-us')).toEqual(gone);
    state.apply({ changes: [['/about-us', { answer: page, at: 30 }]] });
    expect(state.snapshot.main.changed('/about-us')).toEqual(page);
  });

  it('takes live settings newer than the build’s, and starts a new generation with them', () => {
    const state = new RoutingState(table);
    expect(state.apply({ live: { redirects: { main: [], gifts: [] }, homeAlias: { main: '/old', gifts: null }, at: 999 } })).toBe(false);
    expect(state.generation).toBe(0);
    state.apply({ live: { redirects: { main: [{ from: '/x', to: '/y', status: 302 }], gifts: [] }, homeAlias: { main: '/start/', gifts: null }, at: 2_000 } });
    expect(state.generation).toBe(1);
    expect(state.snapshot.main.redirects.get('/about')).toBeUndefined();
    expect(state.snapshot.main.redirects.get('/x')).toEqual({ location: '/y', status: 302 });
    expect(state.snapshot.main.homeAlias).toBe('/start');
  });

  it('shares what it records, only when it is news, and tells all it learned', async () => {
    const state = new RoutingState(table);
    const share = vi.fn(async () => undefined);
    state.share = share;
    await state.record({ changes: [['/a', { answer: gone, at: 5 }]] });
    await state.record({ changes: [['/a', { answer: gone, at: 4 }]] });
    expect(share).toHaveBeenCalledTimes(1);
    expect(state.learned()).toEqual({ changes: [['/a', { answer: gone, at: 5 }]], live: expect.objectContaining({ at: 1_000 }) });
  });

  it('keeps at most 100,000 changes (oldest first out): memory stays bounded', () => {
    const state = new RoutingState(table);
    state.apply({ changes: Array.from({ length: 100_001 }, (_, i): [string, { answer: RouterAnswer; at: number }] => [`/p${i}`, { answer: gone, at: i }]) });
    expect(state.snapshot.main.changed('/p0')).toBeUndefined();
    expect(state.snapshot.main.changed('/p1')).toEqual(gone);
    expect(state.learned().changes).toHaveLength(100_000);
  });

  it('says which pages have a good copy: the pre-rendered ones, and a path once its page rendered, kept across a re-announcement', () => {
    const state = new RoutingState(table, null, new Set(['/main/about-us']));
    expect(state.snapshot.main.hasCopy('/about-us', '/main/about-us')).toBe(true);
    expect(state.snapshot.main.hasCopy('/news/x', '/main/news/x')).toBe(false);
    state.apply({ changes: [['/news/x', { answer: page, at: 10, rendered: true }]] });
    expect(state.snapshot.main.hasCopy('/news/x', '/main/news/x')).toBe(true);
    // The webhook announces the edited page again: its copy stays.
    state.apply({ changes: [['/news/x', { answer: page, at: 20 }]] });
    expect(state.snapshot.main.hasCopy('/news/x', '/main/news/x')).toBe(true);
    // Unpublished, then republished: a new page, asked about first.
    state.apply({ changes: [['/news/x', { answer: gone, at: 30 }]] });
    state.apply({ changes: [['/news/x', { answer: page, at: 40 }]] });
    expect(state.snapshot.main.hasCopy('/news/x', '/main/news/x')).toBe(false);
    // Without the build's list, every listed path counts as having a copy; the route table's own list is read.
    expect(new RoutingState(table).snapshot.main.hasCopy('/news/x', '/main/news/x')).toBe(true);
    const listed = new RoutingState({ ...table, prerendered: ['/main/about-us'], previewKey: 'k' });
    expect([listed.snapshot.main.hasCopy('/about-us', '/main/about-us'), listed.snapshot.main.hasCopy('/news/x', '/main/news/x'), listed.previewKey]).toEqual([true, false, 'k']);
  });
});
