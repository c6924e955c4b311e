import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';

vi.mock('server-only', () => ({}));
const { checkPreviewToken, previewEffect, safeReturnPath } = await import('./preview');

let restore: () => void;
beforeEach(() => {
  restore = setLogSink(() => {});
});
afterEach(() => restore());

describe('checkPreviewToken', () => {
  it('asks the router for the page with the token, and accepts what it does not refuse', async () => {
    const ask = vi.fn(async () => ({ statusCode: 200, content: { entity_type: 'node' } }));
    expect(await checkPreviewToken('/news/draft/checkout', 'token', ask)).toBe('accepted');
    expect(ask).toHaveBeenCalledWith({ path: '/news/draft', previewToken: 'token' });
    expect(await checkPreviewToken('/gone', 't', async () => ({ statusCode: 404, content: null }))).toBe('accepted');
  });

  it('refuses a token the backend refuses (statusCode 403)', async () => {
    expect(await checkPreviewToken('/news/draft', 'guess', async () => ({ statusCode: 403, content: null }))).toBe('refused');
  });

  it('turns no one into a preview while the backend cannot say', async () => {
    expect(await checkPreviewToken('/a', 't', async () => ({ nonsense: true }))).toBe('unavailable');
    expect(await checkPreviewToken('/a', 't', async () => Promise.reject(new Error('502 down')))).toBe('unavailable');
  });
});

describe('previewEffect (SPEC §6: preview mode set by a previewMode query; the token decides the content)', () => {
  const mode = (token: string | null = null) => ({ on: true, byMode: true, token });
  it('turns preview mode on by previewMode alone, keeping a token accepted before', () => {
    expect(previewEffect(mode(), null)).toEqual({ mode: true, token: 'keep' });
  });

  it('keeps an accepted token; a refused or unchecked one is dropped, and preview mode stays on only when previewMode asked', () => {
    expect(previewEffect(mode('t'), 'accepted')).toEqual({ mode: true, token: { set: 't' } });
    expect(previewEffect(mode('t'), 'refused')).toEqual({ mode: true, token: 'clear' });
    expect(previewEffect(mode('t'), 'unavailable')).toEqual({ mode: true, token: 'clear' });
    expect(previewEffect({ on: true, byMode: false, token: 't' }, 'accepted')).toEqual({ mode: true, token: { set: 't' } });
    expect(previewEffect({ on: true, byMode: false, token: 't' }, 'refused')).toEqual({ mode: false, token: 'clear' });
  });

  it('turns it all off', () => {
    expect(previewEffect({ on: false, byMode: false, token: null }, null)).toEqual({ mode: false, token: 'clear' });
  });
});

describe('flagsRequest: previewMode alone (issue 37)', () => {
  it('switches draft mode on with no token and no backend call, drops the old cw_preview cookie, and previewMode=0 switches it off', async () => {
    vi.resetModules();
    const jar = new Map<string, string>([['cw_preview', '1']]);
    const draft = { isEnabled: false, enable: vi.fn(() => void (draft.isEnabled = true)), disable: vi.fn(() => void (draft.isEnabled = false)) };
    vi.doMock('next/headers', () => ({
      draftMode: async () => draft,
      cookies: async () => ({ set: (name: string, value: string) => jar.set(name, value), has: (name: string) => jar.has(name), delete: (name: string) => jar.delete(name), get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined) }),
    }));
    const router = vi.fn(async () => ({ statusCode: 200, content: null }));
    vi.doMock('@/edge/backend', async (original) => ({ ...(await original<typeof import('@/edge/backend')>()), fetchRoute: router }));
    const { flagsRequest } = await import('./preview');
    try {
      const on = await flagsRequest(new Request('http://localhost/api/flags/about-us?previewMode=1&x=2'), ['about-us']);
      expect([on.status, on.headers.get('location'), on.headers.get('cache-control')]).toEqual([307, '/about-us?x=2', 'private, no-store']);
      expect(draft.enable).toHaveBeenCalledTimes(1);
      expect([...jar.keys()]).toEqual([]);
      expect(router).not.toHaveBeenCalled();
      jar.set('cw_preview_token', 'accepted-before');
      await flagsRequest(new Request('http://localhost/api/flags/about-us?previewMode=0'), ['about-us']);
      expect(draft.disable).toHaveBeenCalledTimes(1);
      expect(draft.isEnabled).toBe(false);
      expect([...jar.keys()]).toEqual([]);
    } finally {
      vi.doUnmock('next/headers');
      vi.doUnmock('@/edge/backend');
    }
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths only', () => {
    expect(safeReturnPath('/a?b=1')).toBe('/a?b=1');
    for (const path of [null, '', 'a', '//evil.example', '/\\\\evil.example', `/${'x'.repeat(2050)}`]) expect(safeReturnPath(path)).toBe('/');
  });
});

describe('flagsRequest: preview tokens count in the secret-guess budget (issue 38)', () => {
  it('counts each refused token as a wrong guess, shared with the admin and payment secrets; an accepted one is never counted nor 429 (issue 46)', async () => {
    vi.resetModules();
    const jar = new Map<string, string>();
    vi.doMock('next/headers', () => ({
      draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
      cookies: async () => ({ set: (name: string, value: string) => jar.set(name, value), has: (name: string) => jar.has(name), delete: (name: string) => jar.delete(name), get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined) }),
    }));
    const router = vi.fn(async ({ previewToken }: { previewToken?: string }) => (previewToken === 'right-token' ? { statusCode: 200, content: { entity_type: 'node' } } : { statusCode: 403, content: null }));
    vi.doMock('@/edge/backend', async (original) => ({ ...(await original<typeof import('@/edge/backend')>()), fetchRoute: router }));
    const { resetConfigForTests } = await import('@/edge/config');
    const { MemoryRateLimiter } = await import('@/request/rate-limit');
    const { flagsRequest } = await import('./preview');
    process.env.CLIENT_ADDRESS_FROM = 'vercel';
    resetConfigForTests();
    try {
      const guesses = new MemoryRateLimiter({ limit: 3, windowMs: 15 * 60_000 });
      const perMinute = new MemoryRateLimiter({ limit: 100, windowMs: 60_000 });
      const ask = (token: string, address = '203.0.113.7') => flagsRequest(new Request(`http://localhost/api/flags/news/x?previewToken=${token}`, { headers: { 'x-real-ip': address } }), ['news', 'x'], perMinute, guesses);
      expect((await ask('right-token')).status).toBe(307);
      expect((await ask('guess-1')).status).toBe(307);
      expect((await ask('right-token')).status).toBe(307);
      expect((await ask('guess-2')).status).toBe(307);
      // Admin and payment secrets draw on the same allowance (edge/edge-rules.ts): one wrong one here.
      await guesses.hit('203.0.113.7');
      // Issue 46: the right token is never answered 429, even past the allowance; a wrong one is.
      jar.clear();
      expect((await ask('right-token')).status).toBe(307);
      expect(jar.get('cw_preview_token')).toBe('right-token');
      const locked = await ask('guess-3');
      expect(locked.status).toBe(429);
      expect(await locked.text()).toBe('Too many attempts. Please wait a few minutes and try again.');
      expect(jar.get('cw_preview_token')).toBe('right-token');
      expect(router).toHaveBeenCalledTimes(6);
      // Past the per-minute allowance of checks, no router call and no token kept: the published page, not 429.
      const fewChecks = new MemoryRateLimiter({ limit: 0, windowMs: 60_000 });
      const unchecked = await flagsRequest(new Request('http://localhost/api/flags/news/x?previewToken=right-token', { headers: { 'x-real-ip': '192.0.2.9' } }), ['news', 'x'], fewChecks, guesses);
      expect(unchecked.status).toBe(307);
      expect(router).toHaveBeenCalledTimes(6);
      // Another client has its own allowance.
      expect((await ask('guess-4', '198.51.100.2')).status).toBe(307);
    } finally {
      delete process.env.CLIENT_ADDRESS_FROM;
      resetConfigForTests();
      vi.doUnmock('next/headers');
      vi.doUnmock('@/edge/backend');
    }
  });
});
