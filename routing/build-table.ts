import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../edge/config';
import { log } from '../request/log';

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 };
/** One storefront in the route table the build writes (content-sync/snapshot.ts): every published path the CMS listed, the path shown at '/', the redirects. */
export type StorefrontTable = { paths: string[]; homeAlias: string | null; redirects: RedirectRule[] };
/**
 * `buildId`: Next's BUILD_ID and /build.txt's (SPEC §4); `builtAt`: when the table was taken (ms since 1970);
 * `prerendered`: the internal pages the build renders ('/main/about-us'), written by the build script itself;
 * `previewKey`: this build's key for the preview-mode cookie (edge/mode-token.ts): a deploy ends every preview, as Next's own.
 */
export type RouteTable = { main: StorefrontTable; gifts: StorefrontTable; buildId: string; builtAt?: number; prerendered?: string[]; previewKey?: string };

// The build's file the routing reads once per process from the deployment's own disk (never
// over HTTP): the route table `npm run build` writes beside the build directory (`next build`
// empties its own). Nothing of Next's own files is read (issue 47).

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
