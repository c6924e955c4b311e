import { describe, expect, it } from 'vitest';
import { hostPattern, knownPaths, normalisePath, toNextRewrites, type RouteTable } from './route-table';

const table: RouteTable = {
  main: {
    paths: ['/home', '/about-us', '/appeal/gaza-emergency', '/about-us/', '/weird path', '/', '/old-page'],
    homeAlias: '/home',
    redirects: [
      { from: '/about', to: '/about-us', status: 301 },
      { from: '/emergency', to: '/appeal/gaza-emergency', status: 302 },
      { from: '/loop', to: '/loop', status: 301 },
      { from: '/about', to: '/elsewhere', status: 302 },
      { from: '/old-page/', to: '/about-us', status: 301 },
    ],
  },
  gifts: { paths: ['/gifts-home', '/gifts/goat', '/gifts-faq'], homeAlias: '/gifts-home', redirects: [{ from: '/shop', to: '/', status: 301 }] },
  internalToken: 'token-1',
  buildId: 'build-1',
};
const hosts = { main: ['localhost', '127.0.0.1'], gifts: ['gifts.localhost'] };

describe('route table rules', () => {
  it('anchors host patterns and escapes dots', () => {
    expect(hostPattern(['gifts.localhost'])).toBe('^(gifts\\.localhost)$');
    expect(new RegExp(hostPattern(hosts.main)).test('127.0.0.1')).toBe(true);
    expect(new RegExp(hostPattern(hosts.main)).test('127a0a0a1')).toBe(false);
    expect(new RegExp(hostPattern([])).test('')).toBe(false);
  });

  it('normalises paths', () => {
    expect(normalisePath('/a/')).toBe('/a');
    expect(normalisePath('/')).toBe('/');
  });

  it('knows content paths without the home alias, redirect sources, duplicates, "/" or unusable paths', () => {
    expect(knownPaths(table.main)).toEqual(['/about-us', '/appeal/gaza-emergency']);
  });

  it('sends unknown hosts to 403 first, guards the route trees, then rewrites app routes, home and known paths', () => {
    const { beforeFiles, fallback } = toNextRewrites(table, hosts);
    expect(beforeFiles[0]).toMatchObject({ source: '/:path*', destination: '/api/unauthorised', missing: [{ type: 'host' }] });
    const main = beforeFiles.filter((r) => r.has?.[0]?.value === hostPattern(hosts.main));
    expect(main[0]).toMatchObject({ source: '/:tree(main|gifts)/:rest*', missing: [{ type: 'header', key: 'x-internal-render', value: 'token-1' }] });
    expect(main).toContainEqual(expect.objectContaining({ source: '/', destination: '/main' }));
    expect(main).toContainEqual(expect.objectContaining({ source: '/:path(about-us|appeal/gaza-emergency)', destination: '/main/:path' }));
    const gifts = beforeFiles.filter((r) => r.has?.[0]?.value === hostPattern(hosts.gifts));
    expect(gifts[0]).toMatchObject({ source: '/:tree(main)/:rest*' });
    expect(gifts[1]).toMatchObject({ source: '/gifts/:rest*', destination: '/gifts/gifts/:rest*' });
    expect(fallback.map((r) => r.destination)).toEqual(['/api/resolve/main/:path', '/api/resolve/gifts/:path']);
  });

  it('never lets a later rule match what an earlier rule produced (Next chains beforeFiles rules)', () => {
    const { beforeFiles } = toNextRewrites(table, hosts);
    for (const host of [hostPattern(hosts.main), hostPattern(hosts.gifts)]) {
      const rules = beforeFiles.filter((r) => r.has?.[0]?.value === host);
      rules.forEach((rule, i) => {
        const produced = rule.destination.replace(/:[a-z]+\*?/g, 'x');
        for (const later of rules.slice(i + 1)) {
          const literal = later.source.replace(/\/:[a-z]+(\([^)]*\))?\*/g, '(/.*)?').replace(/:path\(([^)]*)\)/, '($1)');
          expect(new RegExp(`^${literal}$`).test(produced), `${later.source} would match ${produced}`).toBe(false);
        }
      });
    }
  });
});
