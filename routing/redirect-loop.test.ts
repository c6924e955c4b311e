import { describe, expect, it, vi } from 'vitest';
import { MAX_REDIRECT_HOPS, redirectLoops } from './redirect-loop';

function chain(redirects: Record<string, string>) {
  return vi.fn(async (path: string) => redirects[path] ?? null);
}

describe('redirectLoops', () => {
  it('finds a pair that sends the reader back and forth, and a redirect to itself', async () => {
    expect(await redirectLoops('/r8', '/r9', chain({ '/r9': '/r8' }))).toBe(true);
    expect(await redirectLoops('/a', '/a?x=1', chain({}))).toBe(true);
    expect(await redirectLoops('/a', '/b/', chain({ '/b': '/c', '/c': '/a#top' }))).toBe(true);
  });

  it('finds a cycle further down the chain', async () => {
    expect(await redirectLoops('/a', '/b', chain({ '/b': '/c', '/c': '/d', '/d': '/c' }))).toBe(true);
  });

  it('lets a chain that ends on a page, or leaves the site, through', async () => {
    const next = chain({ '/old': '/newer', '/newer': '/newest' });
    expect(await redirectLoops('/start', '/old', next)).toBe(false);
    expect(next.mock.calls.map(([p]) => p)).toEqual(['/old', '/newer', '/newest']);
    expect(await redirectLoops('/a', 'https://example.org/a', chain({}))).toBe(false);
    expect(await redirectLoops('/a', '/b', chain({ '/b': 'https://example.org/a' }))).toBe(false);
  });

  it('refuses a chain longer than the hop limit', async () => {
    const hops = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`/p${i}`, `/p${i + 1}`]));
    expect(await redirectLoops('/start', '/p0', chain(hops))).toBe(true);
    const short = Object.fromEntries(Array.from({ length: MAX_REDIRECT_HOPS - 1 }, (_, i) => [`/p${i}`, `/p${i + 1}`]));
    expect(await redirectLoops('/start', '/p0', chain(short))).toBe(false);
  });
});
