import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BUILD_SCRIPTS, isBuildSource, newestBuildSource } from './build-sources';

// `npm start` rebuilds when a build source changed (issue 38: it missed request/ and
// scripts/build*.ts). Every file the build's entry points import, transitively, must count.

const root = path.resolve(import.meta.dirname, '..');

/** What Next and `npm run build` start from: the config, the middleware, instrumentation, the cache handler, every route file. */
function entries(): string[] {
  const app: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (!/\.test\.tsx?$/.test(entry.name)) app.push(file);
    }
  };
  walk('app');
  const top = ['next.config.ts', 'middleware.ts', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'cache-handler.mjs', 'scripts/build.ts'];
  return [...top.filter((file) => existsSync(path.join(root, file))), ...app];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null; // a package: package-lock.json counts
  base = path.posix.normalize(base);
  for (const extension of EXTENSIONS) {
    const file = path.join(root, base + extension);
    if (existsSync(file) && statSync(file).isFile()) return base + extension;
  }
  return null;
}

/** Every checkout file reachable from the entry points by import, export-from or import(). */
function importClosure(): Set<string> {
  const seen = new Set<string>();
  const queue = entries();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(m?[jt]sx?)$/.test(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolve(file, fileName);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the build sources (scripts/start.ts rebuilds when one changed)', () => {
  it('count every file the build imports, request/ and scripts/build*.ts included', () => {
    const closure = importClosure();
    // The closure is real: it reaches what the issue found missing.
    expect([...closure].some((file) => file.startsWith('request/'))).toBe(true);
    expect(closure).toContain('scripts/build-paths.ts');
    expect(closure).toContain('request/redis.mjs');
    const missed = [...closure].filter((file) => !isBuildSource(file, { sandbox: false }));
    expect(missed, 'imported by the build but not a build source (scripts/build-sources.ts)').toEqual([]);
  });

  it('leave out what no build reads: tests, docs, tools, generated folders', () => {
    const no = ['tests/e2e/edge.spec.ts', 'docs/testing.md', 'README.md', 'scripts/start.ts', 'scripts/bench/site.ts', 'features/gifts/order.test.ts', '.next/BUILD_ID', '.data/x', 'test-results-quick/unit.log', 'eslint.config.mjs', 'next-env.d.ts', 'tsconfig.tsbuildinfo'];
    for (const file of no) expect(isBuildSource(file, { sandbox: true }), file).toBe(false);
    const yes = ['request/log.ts', 'app/layout.tsx', 'next.config.ts', 'package-lock.json', '.env.local', 'public/robots.txt', 'a-folder-added-later/x.ts', ...BUILD_SCRIPTS];
    for (const file of yes) expect(isBuildSource(file, { sandbox: false }), file).toBe(true);
    // The embedded sandbox's seed is the content a build renders; a real backend is not ours.
    expect(isBuildSource('sandbox/seed/content.ts', { sandbox: true })).toBe(true);
    expect(isBuildSource('sandbox/seed/content.ts', { sandbox: false })).toBe(false);
  });

  it('find the newest of them', () => {
    const newest = newestBuildSource(root, { sandbox: true });
    expect(newest).not.toBeNull();
    expect(isBuildSource(newest!.file, { sandbox: true })).toBe(true);
  });
});
