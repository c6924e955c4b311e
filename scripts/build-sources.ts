import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// What a build is made from, for `npm start`'s "rebuild when a source changed" (scripts/start.ts)
// and the smoke journeys' cached build (scripts/test-quick.mjs). It is everything in the
// checkout but what no build reads, so a folder added later counts until it is named here: a
// forgotten one costs a rebuild, never a stale site. scripts/build-sources.test.ts checks that
// every file the build's entry points import counts.

/** Top-level entries no build reads: tools, tests, docs, deployment files and everything generated. */
export const NOT_BUILT = new Set([
  'node_modules',
  'tests',
  'docs',
  'deploy',
  'screenshots',
  'playwright-report',
  'README.md',
  'compose.yaml',
  'vercel.json',
  'eslint.config.mjs',
  'vitest.config.ts',
  'playwright.config.ts',
]);

/** The scripts a build runs or imports (`npm run build` is scripts/build.ts); the others are tools. */
export const BUILD_SCRIPTS = new Set(['scripts/build.ts', 'scripts/build-paths.ts', 'scripts/build-sources.ts', 'scripts/typecheck.mjs']);

/** Whether a change to `file` (relative to the checkout, '/' separators) can change a build. */
export function isBuildSource(file: string, options: { sandbox: boolean }): boolean {
  const [top = '', ...rest] = file.split('/');
  const name = rest.at(-1) ?? top;
  // Next reads the .env files at build time; every other dot entry is generated (.next*, .data, .git…).
  if (top.startsWith('.')) return rest.length === 0 && top.startsWith('.env');
  if (NOT_BUILT.has(top) || top.startsWith('test-results')) return false;
  if (/\.test\.tsx?$/.test(name)) return false;
  // Written by the tools themselves: Next (during every build and `next dev`) and tsc --incremental.
  if (name === 'next-env.d.ts' || name.endsWith('.tsbuildinfo') || name.endsWith('.bench-off')) return false;
  if (top === 'scripts') return BUILD_SCRIPTS.has(file);
  // The embedded sandbox is the backend the build reads its pages from; a real one is not ours.
  if (top === 'sandbox') return options.sandbox;
  return true;
}

/** The most recently changed build source under `root`, or null when there is none. */
export function newestBuildSource(root: string, options: { sandbox: boolean }): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        // A folder is walked unless nothing in it can count.
        if (!dir && (NOT_BUILT.has(entry.name) || entry.name.startsWith('.') || entry.name.startsWith('test-results'))) continue;
        walk(file);
      } else if (isBuildSource(file, options)) {
        const { mtimeMs } = statSync(path.join(root, file));
        if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
      }
    }
  };
  walk('');
  return newest;
}
