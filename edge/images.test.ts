import { describe, expect, it } from 'vitest';
// Next's own matcher: the one /_next/image applies to a `url` parameter.
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import { parseConfig } from './config';
import { imageRemotePatterns } from './images';

const matches = (patterns: ReturnType<typeof imageRemotePatterns>, url: string) => hasRemoteMatch([], patterns, new URL(url));

describe('the image optimiser’s remote patterns', () => {
  it('take the backend’s image paths without a query, nothing else (issue 29, item 4)', async () => {
    // As next.config.ts builds them, with the default configuration.
    const { default: nextConfig } = await import('../next.config');
    const patterns = nextConfig('phase-production-server').images!.remotePatterns as ReturnType<typeof imageRemotePatterns>;
    expect(matches(patterns, 'http://127.0.0.1:4000/images/goat.png')).toBe(true);
    expect(matches(patterns, 'http://127.0.0.1:4000/sites/default/files/2026-01/goat.jpg')).toBe(true);
    // A query would be a new stored copy per URL; another path is not an image.
    expect(matches(patterns, 'http://127.0.0.1:4000/images/goat.png?v=1')).toBe(false);
    expect(matches(patterns, 'http://127.0.0.1:4000/images/goat.png?')).toBe(true);
    expect(matches(patterns, 'http://127.0.0.1:4000/decoupled-router?path=/x')).toBe(false);
    expect(matches(patterns, 'http://127.0.0.1:4000/commerce/product/1')).toBe(false);
    expect(matches(patterns, 'http://127.0.0.1:4001/images/goat.png')).toBe(false);
    expect(matches(patterns, 'http://evil.example/images/goat.png')).toBe(false);
  });

  it('follow IMAGE_PATHS and the backend URL', () => {
    const patterns = imageRemotePatterns(parseConfig({ BACKEND_URL: 'https://cms.example.org', IMAGE_PATHS: '/media/** , /files/images/**' }));
    expect(patterns).toEqual([
      { protocol: 'https', hostname: 'cms.example.org', port: '', pathname: '/media/**', search: '' },
      { protocol: 'https', hostname: 'cms.example.org', port: '', pathname: '/files/images/**', search: '' },
    ]);
    expect(matches(patterns, 'https://cms.example.org/files/images/a/b.webp')).toBe(true);
    expect(matches(patterns, 'https://cms.example.org/files/private/b.webp')).toBe(false);
  });

  it('refuses IMAGE_PATHS that would open the whole backend', () => {
    for (const bad of ['/**', 'images/**', '/images/../**', '/images/?x=1', ' , ']) expect(() => parseConfig({ IMAGE_PATHS: bad })).toThrow(/IMAGE_PATHS/);
  });
});
