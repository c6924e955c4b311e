import { describe, expect, it, vi } from 'vitest';
import { fromPeer } from '@/tests/support/next-request';

// GET /api/search as the route wires it (issue 29, item 5): each unique search is a backend
// search, so one client may make as many as /api/vitals allows it measurements (120 a minute,
// the same limiter), then 429 without a backend call; another client is not held back.

vi.mock('server-only', () => ({}));
const fetchSearch = vi.hoisted(() => vi.fn(async () => ({ title: 'Search', items: [], total: 0, page: 0, page_size: 10 })));
vi.mock('@/edge/backend', async (original) => ({ ...(await original<typeof import('@/edge/backend')>()), fetchSearch }));

const LIMIT = 120;

function search(address: string, keys: string): Request {
  const headers = new Headers();
  fromPeer(headers, address);
  return new Request(`http://localhost/api/search?keys=${encodeURIComponent(keys)}`, { headers });
}

describe('GET /api/search', () => {
  it('limits each client as /api/vitals does, and a refused search costs no backend call', async () => {
    const { GET } = await import('@/app/api/search/route');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i += 1) statuses.push((await GET(search('198.51.100.21', `goat ${i}`))).status);
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
    expect(fetchSearch).toHaveBeenCalledTimes(LIMIT);
    const refused = await GET(search('198.51.100.21', 'one more'));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client has its own allowance.
    expect((await GET(search('198.51.100.22', 'goat'))).status).not.toBe(429);
    expect(fetchSearch).toHaveBeenCalledTimes(LIMIT + 1);
  });
});
