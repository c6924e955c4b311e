import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../edge/config';
import { log } from '../request/log';

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 };
/** One storefront in the route table the build writes (content-sync/snapshot.ts): every published path the CMS listed, the path shown at '/', the redirects. */
export type StorefrontTable = { paths: string[]; homeAlias: string | null; redirects: RedirectRule[] };
/** `buildId`: /build.txt's (SPEC §4); `builtAt`: ms since 1970; `prerendered`: the pages it renders ('/main/about-us'); `previewKey`: edge/flags.ts. */
export type RouteTable = { main: StorefrontTable; gifts: StorefrontTable; buildId: string; builtAt?: number; prerendered?: string[]; previewKey?: string };

// The route table `npm run build` writes beside the build directory, read once per process from
// the deployment's own disk (never over HTTP). Nothing of Next's own files is read (issue 47).

/** Where the build writes the route table of a build directory. */
export const routeTableFile = (distDir: string) => path.resolve('.content-sync', `${path.basename(distDir)}.route-table.json`);

/** The route table; without one (`next dev`, a bare `next build`) every path is asked about and every page has a copy. */
export function readBuild(distDir = loadConfig().NEXT_DIST_DIR): RouteTable {
  const file = routeTableFile(distDir);
  try {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RouteTable;
  } catch (error) {
    log.error('build_file_unreadable', { file, error: error instanceof Error ? error.message : String(error) });
  }
  return { main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] }, buildId: '' };
}
