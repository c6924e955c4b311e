import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import { fetchSiteSettings } from '@/edge/backend';
import { parseSettings } from '@/features/settings';
import { listContentPaths } from './content-paths';
import { snapshotFile } from './known-shards';
import type { RouteTable, Storefront, StorefrontTable } from '@/routing';

// Writes the route table the middleware starts from: content paths, home aliases and
// redirects of both storefronts, and the build id. Run before `next build` (npm run build, npm
// start). next.config.ts inlines the redirects, home aliases and the number of path shards;
// the paths themselves are served in shards (content-sync/known-shards.ts), never in the
// middleware's bundle (issue 32). The build survives an unreachable backend: every list is
// then empty and every path asks the router.

export { snapshotFile };

async function storefrontTable(storefront: Storefront): Promise<StorefrontTable> {
  const paths = (await listContentPaths(storefront)).map((p) => p.path);
  try {
    const settings = parseSettings(await fetchSiteSettings(storefront));
    return {
      paths,
      homeAlias: storefront === 'main' ? settings.frontPage : settings.gifts.homePath,
      redirects: settings.redirects,
    };
  } catch (error) {
    log.warn('route_table_settings_unavailable', { storefront, error: error instanceof Error ? error.message : String(error) });
    return { paths, homeAlias: null, redirects: [] };
  }
}

/** BUILD_ID when the platform gives one (e.g. a commit; edge/config.ts checks it), else the time and a random suffix: '20261122T2041-3fa9c2'. */
export function newBuildId(given: string | undefined = loadConfig().BUILD_ID, now = new Date()): string {
  if (given) return given;
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 13);
  return `${stamp}-${crypto.randomUUID().slice(0, 6)}`;
}

export async function writeRouteTable(file = snapshotFile()): Promise<RouteTable> {
  const table: RouteTable = {
    main: await storefrontTable('main'),
    gifts: await storefrontTable('gifts'),
    buildId: newBuildId(),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(table, null, 2));
  return table;
}
