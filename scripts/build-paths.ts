import path from 'node:path';

/**
 * The tsconfig a build or `next dev` of `distDir` reads (written by scripts/build.ts): Next adds
 * the directory's type globs to it, so tsconfig.json stays as committed.
 */
export function buildTsconfigFile(distDir: string): string {
  return path.join('.content-sync', `${path.basename(distDir)}.tsconfig.json`);
}
