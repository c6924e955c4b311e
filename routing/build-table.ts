import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../edge/config';
import { log } from '../request/log';
import type { RouteTable } from './state';

// The files the build leaves for the routing, read once per process from the deployment's own
// disk (never over HTTP): the route table `npm run build` writes before `next build`
// (content-sync/snapshot.ts) and Next's preview id (the value of a real draft-mode cookie).
// The only Node module of routing/: the middleware runs on Node (docs/architecture.md "Decisions").

const EMPTY: Omit<RouteTable, 'buildId'> = { main: { paths: [], homeAlias: null, redirects: [] }, gifts: { paths: [], homeAlias: null, redirects: [] } };

/** Where the build writes the route table of a build directory (beside it, since `next build` empties its own). */
export function routeTableFile(distDir: string): string {
  return path.resolve('.content-sync', `${path.basename(distDir)}.route-table.json`);
}

function readJson<T>(file: string): T | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  } catch (error) {
    log.error('build_file_unreadable', { file, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The build's route table (without one, `next dev` or a bare `next build`: every path is unknown) and preview id. */
export function readBuild(distDir = loadConfig().NEXT_DIST_DIR): { table: Omit<RouteTable, 'buildId'>; previewModeId: string | null } {
  const table = readJson<RouteTable>(routeTableFile(distDir));
  if (!table) log.warn('route_table_missing', { file: routeTableFile(distDir) });
  const prerender = readJson<{ preview?: { previewModeId?: string } }>(path.resolve(distDir, 'prerender-manifest.json'));
  return { table: table ?? EMPTY, previewModeId: prerender?.preview?.previewModeId ?? null };
}
