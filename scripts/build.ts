// `npm run build`: what a `next build` reads, then `next build` (next.config.ts reads only the
// route table file and the variables set here; a bare `next build` finds no route table and
// stops):
// 1. content-sync's snapshot: the route table and the build id (content-sync/snapshot.ts), and
//    its copy under one name for the functions Vercel deploys apart (routing/build-table.ts);
// 2. the build directory's own tsconfig: Next adds the directory's type globs to the tsconfig
//    a build reads, so each directory gets one extending tsconfig.json, which stays as
//    committed whichever directories are built;
// 3. whether `npm run typecheck` passed on exactly these sources in this checkout
//    (scripts/typecheck.mjs): then the build skips its own type check. A deployment has no
//    such record, so its build always checks.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRouteTable } from '../content-sync/snapshot';
import { deployedTableFile, routeTableFile } from '../routing/build-table';
import { buildTsconfigFile } from './build-paths';
import { typeCheckedAlready } from './typecheck.mjs';

/** The files a build or `next dev` of `distDir` reads besides the sources. */
export async function prepareBuild(distDir = process.env.NEXT_DIST_DIR || '.next'): Promise<void> {
  const file = routeTableFile(distDir);
  const table = await writeRouteTable(file);
  console.log(`Route table: ${table.main.paths.length} main paths, ${table.gifts.paths.length} gifts paths → ${file}`);
  // The copy under one name that a function deployed apart carries (routing/build-table.ts).
  copyFileSync(file, deployedTableFile());
  const tsconfig = buildTsconfigFile(distDir);
  if (!existsSync(tsconfig)) {
    mkdirSync(path.dirname(tsconfig), { recursive: true });
    writeFileSync(tsconfig, `${JSON.stringify({ extends: '../tsconfig.json', include: ['../next-env.d.ts', '../**/*.ts', '../**/*.tsx'] }, null, 2)}\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prepareBuild();
  // `--prepare`: the files only, for `next dev` (scripts/start.ts --dev).
  if (process.argv.includes('--prepare')) process.exit(0);
  const env = { ...process.env, SITE_TYPES_CHECKED: typeCheckedAlready() ? '1' : '' };
  const next = spawnSync(path.resolve('node_modules/.bin/next'), ['build', ...process.argv.slice(2)], { stdio: 'inherit', env });
  process.exit(next.status ?? 1);
}
