import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../edge/config';
import { PUBLIC_BUILD_ID } from '../edge/public-env';
import { log } from '../request/log';

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 };
/** One storefront in the route table the build writes (content-sync/snapshot.ts): every published path the CMS listed, the path shown at '/', the redirects. */
export type StorefrontTable = { paths: string[]; homeAlias: string | null; redirects: RedirectRule[] };
/** `buildId`: /build.txt's (SPEC §4); `builtAt`: ms since 1970; `prerendered`: the pages it renders ('/main/about-us'); `previewKey`: edge/flags.ts. */
export type RouteTable = { main: StorefrontTable; gifts: StorefrontTable; buildId: string; builtAt?: number; prerendered?: string[]; previewKey?: string };

// The route table `npm run build` writes beside the build directory, read once per process from
// the deployment's own disk (never over HTTP). Nothing of Next's own files is read (issue 47).
// Where a function is deployed apart with only the files Next traced for it (Vercel: the
// middleware, each page), that file is not there: Next's tracer (Turbopack's) follows a read only
// of a literal path, `path.join(process.cwd(), '.content-sync', 'route-table.json')`, not of a name
// made from the build directory (`outputFileTracingIncludes` reaches the pages, not the
// middleware). So the build also writes the table under that one name, and a function without its
// directory's file reads that copy, when it is this build's (npm run check:vercel proves it).

/** Where the build writes the route table of a build directory. */
export const routeTableFile = (distDir: string) => path.join(process.cwd(), '.content-sync', `${path.basename(distDir)}.route-table.json`);

/** The last `npm run build`'s table under one name: the copy the functions deployed apart carry (read below, literally). */
export const deployedTableFile = () => path.join(process.cwd(), '.content-sync', 'route-table.json');

const EMPTY: RouteTable = { main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] }, buildId: '' };

/**
 * The route table; without one (`next dev`, a bare `next build`) every path is asked about and
 * every page has a copy. `buildId`: this build's (inlined by next.config.ts): the one-name copy
 * of another build in the same checkout is not believed.
 */
export function readBuild(distDir = loadConfig().NEXT_DIST_DIR, buildId = PUBLIC_BUILD_ID): RouteTable {
  let file = routeTableFile(distDir);
  try {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RouteTable;
    // The literal path, for the tracer: deployedTableFile().
    file = path.join(process.cwd(), '.content-sync', 'route-table.json');
    if (!existsSync(file)) return EMPTY;
    const table = JSON.parse(readFileSync(file, 'utf8')) as RouteTable;
    if (table.buildId === buildId) return table;
    log.error('build_file_of_another_build', { file, buildId: String(table.buildId).slice(0, 64), expected: buildId });
  } catch (error) {
    log.error('build_file_unreadable', { file, error: error instanceof Error ? error.message : String(error) });
  }
  return EMPTY;
}
