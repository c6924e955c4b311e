import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../edge/config';
import { log } from '../request/log';

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 };
/** One storefront in the route table the build writes (content-sync/snapshot.ts): every published path the CMS listed, the path shown at '/', the redirects. */
export type StorefrontTable = { paths: string[]; homeAlias: string | null; redirects: RedirectRule[] };
/** `buildId`: Next's BUILD_ID and /build.txt's (SPEC §4); `builtAt`: when the table was taken (ms since 1970). */
export type RouteTable = { main: StorefrontTable; gifts: StorefrontTable; buildId: string; builtAt?: number };

// The build's files the routing reads once per process from the deployment's own disk (never
// over HTTP): the route table `npm run build` writes beside the build directory (`next build`
// empties its own), and Next's preview id (the value of a real draft-mode cookie). The only
// Node module of routing/: the middleware runs on Node (docs/architecture.md "Decisions").

/** Where the build writes the route table of a build directory. */
export const routeTableFile = (distDir: string) => path.resolve('.content-sync', `${path.basename(distDir)}.route-table.json`);

function readJson<T>(file: string): T | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  } catch (error) {
    log.error('build_file_unreadable', { file, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** Without a route table (`next dev`, a bare `next build`) every path is asked about; `prerendered`: the prerender manifest's `routes`. */
export function readBuild(distDir = loadConfig().NEXT_DIST_DIR): { table: Omit<RouteTable, 'buildId'>; previewModeId: string | null; prerendered: ReadonlySet<string> | null } {
  const table = readJson<RouteTable>(routeTableFile(distDir)) ?? { main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } };
  const prerender = readJson<{ preview?: { previewModeId?: string }; routes?: Record<string, unknown> }>(path.resolve(distDir, 'prerender-manifest.json'));
  const routes = prerender?.routes && typeof prerender.routes === 'object' ? new Set(Object.keys(prerender.routes)) : null;
  return { table, previewModeId: prerender?.preview?.previewModeId ?? null, prerendered: routes };
}
