import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';

vi.mock('server-only', () => ({}));
const { checkPreviewToken, safeReturnPath } = await import('./preview');

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

describe('safeReturnPath', () => {
  it('keeps same-site paths only', () => {
    expect(safeReturnPath('/a?b=1')).toBe('/a?b=1');
    for (const path of [null, '', 'a', '//evil.example', '/\\\\evil.example', `/${'x'.repeat(2050)}`]) expect(safeReturnPath(path)).toBe('/');
  });
});
