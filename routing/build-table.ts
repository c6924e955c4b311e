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

// The route table `npm run build` writes, read once per process from the deployment's own disk. Two copies: one per build
// directory (several builds share a checkout), and the last build's under one literal name, which Next's tracer follows
// into the functions Vercel deploys apart (`npm run check:vercel`), believed only when its buildId is this build's.

/** Where the build writes the route table of a build directory; below, the last build's copy under one name (read literally in readBuild). */
export const routeTableFile = (distDir: string) => path.join(process.cwd(), '.content-sync', `${path.basename(distDir)}.route-table.json`);
export const deployedTableFile = () => path.join(process.cwd(), '.content-sync', 'route-table.json');

const EMPTY: RouteTable = { main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] }, buildId: '' };

/** The route table; without one (`next dev`, a bare `next build`) every path is asked about and every page has a copy. */
export function readBuild(distDir = loadConfig().NEXT_DIST_DIR, buildId = PUBLIC_BUILD_ID): RouteTable {
  let file = routeTableFile(distDir);
  try {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RouteTable;
    file = path.join(process.cwd(), '.content-sync', 'route-table.json'); // deployedTableFile(), literal for the tracer
    const table = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteTable) : null;
    if (!table || table.buildId === buildId) return table ?? EMPTY;
    log.error('build_file_of_another_build', { file, buildId: String(table.buildId).slice(0, 64), expected: buildId });
  } catch (error) {
    log.error('build_file_unreadable', { file, error: error instanceof Error ? error.message : String(error) });
  }
  return EMPTY;
}
