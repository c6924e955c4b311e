import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';

const backend = vi.hoisted(() => ({ fetchSearch: vi.fn(), fetchContentListing: vi.fn(), fetchKnowledgeHub: vi.fn() }));
vi.mock('@/edge/backend', async (importActual) => ({ ...(await importActual<typeof import('@/edge/backend')>()), ...backend }));

const { BackendError } = await import('@/edge/backend');
const { CACHE_CONTROL, handleListing, handleSearch } = await import('./search-handler');

const teaser = { title: 'Water', url: '/news/water', summary: null, image: { url: '/images/w.png', alt: '', width: 3, height: 2 }, bundle: 'news', date: null };
const listing = { title: 'Search results for “water”', items: [teaser], total: 21, page: 1, page_size: 10 };
const get = (handler: (r: Request) => Promise<Response>, query: string) => handler(new Request(`http://localhost/api/search${query}`));

let restoreLog = () => {};
beforeEach(() => {
  vi.resetAllMocks();
  restoreLog = setLogSink(() => {});
});
afterEach(() => restoreLog());

describe('search handler', () => {
  it('answers the listing as JSON, cacheable by the CDN, with absolute image URLs', async () => {
    backend.fetchSearch.mockResolvedValue(listing);
    const response = await get(handleSearch, '?keys=%20water%20&page=1');
    expect(backend.fetchSearch).toHaveBeenCalledWith('water', 1);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL);
    expect(CACHE_CONTROL).toBe('public, s-maxage=60, stale-while-revalidate=300');
    const body = await response.json();
    expect(body).toMatchObject({ title: listing.title, total: 21, page: 1, pageSize: 10 });
    expect(body.items[0].image.url).toMatch(/^https?:\/\/.+\/images\/w\.png$/);
  });

  it('answers 400 with a message for an invalid query, without asking the backend', async () => {
    for (const query of ['', '?keys=', '?keys=x&page=51', `?keys=${'a'.repeat(101)}`]) {
      const response = await get(handleSearch, query);
      expect(response.status, query).toBe(400);
      expect(typeof (await response.json()).message).toBe('string');
    }
    expect(backend.fetchSearch).not.toHaveBeenCalled();
  });

  it('answers 502 when the backend fails or answers nonsense', async () => {
    backend.fetchSearch.mockRejectedValueOnce(new BackendError('500 boom', 500, '/search')).mockResolvedValueOnce({ nope: true });
    for (let i = 0; i < 2; i++) {
      const response = await get(handleSearch, '?keys=water');
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: 'Search is unavailable right now.' });
    }
  });
});

describe('listing handler', () => {
  it('serves further pages of a term listing and of a knowledge hub theme', async () => {
    backend.fetchContentListing.mockResolvedValue(listing);
    backend.fetchKnowledgeHub.mockResolvedValue(listing);
    expect((await get(handleListing, '?type=topic&value=emergencies&page=1')).status).toBe(200);
    expect(backend.fetchContentListing).toHaveBeenCalledWith('topic', 'emergencies', 1, expect.objectContaining({ next: expect.objectContaining({ tags: ['listing'] }) }));
    expect((await get(handleListing, '?theme=graduation&page=2')).status).toBe(200);
    expect(backend.fetchKnowledgeHub).toHaveBeenCalledWith('graduation', 2, expect.anything());
  });

  it('answers 404 for a term the backend does not know, 400 for a bad query, 502 on failure', async () => {
    backend.fetchContentListing.mockRejectedValueOnce(new BackendError('404 No listing', 404, '/content-listing'));
    expect((await get(handleListing, '?type=topic&value=nothing')).status).toBe(404);
    expect((await get(handleListing, '?theme=cooking')).status).toBe(400);
    backend.fetchContentListing.mockRejectedValueOnce(new BackendError('502 down', 502, '/content-listing'));
    expect((await get(handleListing, '?type=topic&value=water')).status).toBe(502);
  });
});
