import { describe, expect, it, vi } from 'vitest';
import type { RouterAnswer } from '../edge/backend/router-answer';
import { MAX_BYTES, RoutingState, type PathChange } from './state';

const table = {
  main: { paths: ['/about-us', '/news/x/'], homeAlias: '/home', redirects: [{ from: '/about', to: '/about-us', status: 301 as const }] },
  gifts: { paths: ['/gifts/goat'], homeAlias: '/gifts-home', redirects: [] },
  builtAt: 1_000,
};
/** The same build, its table taken at 0 (every change below is newer). */
const early = { ...table, builtAt: 0 };
const gone: RouterAnswer = { kind: 'error', statusCode: 404 };
const page: RouterAnswer = { kind: 'entity', entity: { entityType: 'node' } };

describe('RoutingState', () => {
  it("knows the build's paths of each storefront (without a trailing slash), and its redirects and home aliases", () => {
    const state = new RoutingState({ ...table, previewKey: 'preview-id' });
    expect(state.snapshot.main.known('/about-us')).toBe(true);
    expect(state.snapshot.main.known('/news/x')).toBe(true);
    expect(state.snapshot.main.known('/gifts/goat')).toBe(false);
    expect(state.snapshot.gifts.known('/gifts/goat')).toBe(true);
    expect(state.snapshot.main.redirects.get('/about')).toEqual({ location: '/about-us', status: 301 });
    expect(state.snapshot.gifts.homeAlias).toBe('/gifts-home');
    expect(state.previewKey).toBe('preview-id');
  });

  it('takes the newest answer for a path, whatever order updates arrive in, for both storefronts', () => {
    const state = new RoutingState(early);
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
    await state.record({ changes: [['/a', { answer: gone, at: 1_005 }]] });
    await state.record({ changes: [['/a', { answer: gone, at: 1_004 }]] });
    expect(share).toHaveBeenCalledTimes(1);
    expect(state.learned()).toEqual({ changes: [['/a', { answer: gone, at: 1_005 }]], live: expect.objectContaining({ at: 1_000 }) });
  });

  it('holds its changes within a byte bound; nothing a reader causes (a render’s record) evicts the webhook’s (issue 47: a bound under junk)', () => {
    const state = new RoutingState({ ...early, buildId: 'b1' });
    state.apply({ changes: Array.from({ length: 100_000 }, (_, i): [string, PathChange] => [`/p${i}`, { answer: gone, at: i + 1 }]) });
    const webhook = state.bytes().webhook;
    expect(webhook).toBeLessThanOrEqual(MAX_BYTES.webhook);
    // 20 s of junk from one client, each rendered and recorded (the worst a reader can cause): the render budget holds.
    for (let batch = 0; batch < 40; batch++) {
      state.apply({ changes: Array.from({ length: 1_000 }, (_, i): [string, PathChange] => [`/junk/${batch}/${i}/${'x'.repeat(150)}`, { answer: page, at: 200_000 + i, rendered: true, build: 'b1' }]) });
    }
    expect(state.bytes().render).toBeLessThanOrEqual(MAX_BYTES.render);
    expect(state.bytes().render).toBeGreaterThan(MAX_BYTES.render * 0.9);
    expect(state.bytes().webhook).toBe(webhook);
    expect(state.snapshot.main.changed('/p0')).toEqual(gone);
    expect(state.snapshot.main.changed('/junk/0/0/' + 'x'.repeat(150))).toBeUndefined();
    // The webhook's own records: the oldest go once its budget is full.
    state.apply({ changes: Array.from({ length: 200 }, (_, i): [string, PathChange] => [`/big/${i}/${'y'.repeat(2_000)}`.repeat(30), { answer: gone, at: 300_000 + i }]) });
    expect(state.bytes().webhook).toBeLessThanOrEqual(MAX_BYTES.webhook);
  });

  it('belongs to its build: a render’s record of another build, or anything older than the table, is not believed (issue 47: a deploy, no stale marks)', () => {
    const state = new RoutingState({ ...table, buildId: 'new', prerendered: [] });
    state.apply({ changes: [
      ['/about-us', { answer: page, at: 2_000, rendered: true, build: 'old' }],
      ['/news/x', { answer: gone, at: 999 }],
      ['/news/late', { answer: page, at: 1_500 }],
      ['/news/mine', { answer: page, at: 1_600, rendered: true, build: 'new' }],
    ] });
    expect(state.snapshot.main.hasCopy('/about-us', '/main/about-us')).toBe(false);
    expect(state.snapshot.main.changed('/about-us')).toBeUndefined();
    expect(state.snapshot.main.changed('/news/x')).toBeUndefined();
    // The webhook's word since the build carries over; this build's own render marks stand.
    expect(state.snapshot.main.changed('/news/late')).toEqual(page);
    expect(state.snapshot.main.hasCopy('/news/mine', '/main/news/mine')).toBe(true);
  });

  it('says which pages have a good copy: the pre-rendered ones, and a path once its page rendered, kept across a re-announcement', () => {
    const state = new RoutingState({ ...early, prerendered: ['/main/about-us'] });
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
