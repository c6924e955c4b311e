import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../request/log';
import { compileRedirects, findRedirect } from './redirects';

let logged: { event: string; data: Record<string, unknown> }[] = [];
let restore: () => void;
beforeEach(() => {
  logged = [];
  restore = setLogSink((_level, event, data) => logged.push({ event, data }));
});
afterEach(() => restore());

describe('compileRedirects', () => {
  it('keeps every usable status and finds a path with or without a trailing slash', () => {
    const table = compileRedirects([
      { from: '/a', to: '/x', status: 301 },
      { from: '/b/', to: 'https://example.org/y?z=1', status: 302 },
      { from: '/c', to: '/x', status: 307 },
      { from: '/d', to: '/x', status: 308 },
    ]);
    expect(findRedirect(table, '/a')).toEqual({ location: '/x', status: 301 });
    expect(findRedirect(table, '/a/')).toEqual({ location: '/x', status: 301 });
    expect(findRedirect(table, '/b')).toEqual({ location: 'https://example.org/y?z=1', status: 302 });
    expect(findRedirect(table, '/c')?.status).toBe(307);
    expect(findRedirect(table, '/d')?.status).toBe(308);
    expect(findRedirect(table, '/A')).toBeNull();
    expect(logged).toEqual([]);
  });

  it('skips and logs malformed entries', () => {
    const table = compileRedirects(
      [
        null,
        'nope',
        { from: 'no-slash', to: '/x', status: 301 },
        { from: '//evil.example', to: '/x', status: 301 },
        { from: '/ok', to: 'javascript:alert(1)', status: 301 },
        { from: '/ok', to: '//evil.example', status: 301 },
        { from: '/ok', to: '/\\evil.example', status: 301 },
        { from: '/ok', to: '/x\\y', status: 301 },
        { from: '/ok', to: '/x', status: 200 },
        { from: '/ok', to: '/x', status: '301' },
        { from: '/with space', to: '/x', status: 301 },
        { from: '/fine', to: '/x', status: 301 },
      ],
      { storefront: 'main' },
    );
    expect([...table.keys()]).toEqual(['/fine']);
    expect(logged).toHaveLength(11);
    expect(logged.every((l) => l.event === 'redirect_skipped' && l.data.reason === 'malformed' && l.data.storefront === 'main')).toBe(true);
  });

  it('skips self-redirects, duplicates and every entry of a loop, keeping chains that end', () => {
    const table = compileRedirects([
      { from: '/self', to: '/self/?utm=x', status: 301 },
      { from: '/one', to: '/two', status: 301 },
      { from: '/two', to: '/three', status: 302 },
      { from: '/three', to: '/one', status: 301 },
      { from: '/into-loop', to: '/one', status: 301 },
      { from: '/chain', to: '/chain-2', status: 301 },
      { from: '/chain-2', to: '/end', status: 301 },
      { from: '/chain', to: '/elsewhere', status: 301 },
    ]);
    expect([...table.keys()].sort()).toEqual(['/chain', '/chain-2', '/into-loop']);
    expect(findRedirect(table, '/chain')?.location).toBe('/chain-2');
    expect(logged.map((l) => l.data.reason).sort()).toEqual(['duplicate source', 'loop', 'loop', 'loop', 'redirects to itself']);
  });
});
