import { describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';

vi.mock('server-only', () => ({}));
vi.mock('./preview', () => ({ currentPreview: async () => ({ token: 'revoked' }) }));
vi.mock('@/features/settings/data', () => ({ getSettings: async () => ({ gifts: { catalogueUrl: '/gifts', homePath: '/gifts' } }) }));
const fetchRoute = vi.fn(async ({ previewToken }: { previewToken?: string | null }) => (previewToken ? { statusCode: 403, content: null } : { statusCode: 404, content: null }));
vi.mock('@/edge/backend', async (original) => ({ ...(await original<typeof import('@/edge/backend')>()), fetchRoute }));
const { getPageRoute } = await import('./data');

describe('getPageRoute in preview (issue 46 §4)', () => {
  it('a token the router refuses (403) gets the published answer, asked past the CDN, not an error page', async () => {
    const restore = setLogSink(() => undefined);
    try {
      expect(await getPageRoute('main', '/news/x')).toEqual({ kind: 'error', statusCode: 404 });
      expect(fetchRoute.mock.calls.map(([q]) => q)).toEqual([{ path: '/news/x', previewToken: 'revoked', noCdnCache: true }, { path: '/news/x', noCdnCache: true }]);
    } finally {
      restore();
    }
  });
});
