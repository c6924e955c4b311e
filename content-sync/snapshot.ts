import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import { fetchSiteSettings } from '@/edge/backend';
import { parseSettings } from '@/features/settings';
import { listContentPaths, prerenderedContentPages } from './content-paths';
import { toBase64Url } from '@/edge/mode-token';
import { routeTableFile } from '@/routing/build-table';
import type { Storefront } from '@/edge/storefront';
import type { RouteTable, StorefrontTable } from '@/routing/build-table';

// Writes the route table the middleware starts from (routing/build-table.ts reads it): both storefronts' content paths,
// home aliases and redirects, the pre-rendered pages, the build id. With the backend unreachable every path is asked.

/** The amount steps the build renders (app/main/donation/amount/[type]/[...base] generateStaticParams). */
const PRERENDERED_STEPS = ['/main/donation/amount/single/donate', '/main/donation/amount/monthly/donate'];

async function storefrontTable(storefront: Storefront): Promise<StorefrontTable & { prerendered: string[] }> {
  const listed = await listContentPaths(storefront);
  const paths = listed.map((p) => p.path);
  const prerendered = [...prerenderedContentPages(storefront, listed, loadConfig().PRERENDER_LIMIT), ...(storefront === 'main' ? PRERENDERED_STEPS : [])];
  try {
    const settings = parseSettings(await fetchSiteSettings(storefront));
    return { paths, homeAlias: storefront === 'main' ? settings.frontPage : settings.gifts.homePath, redirects: settings.redirects, prerendered };
  } catch (error) {
    log.warn('route_table_settings_unavailable', { storefront, error: error instanceof Error ? error.message : String(error) });
    return { paths, homeAlias: null, redirects: [], prerendered };
  }
}

/** BUILD_ID when the platform gives one (edge/config.ts checks it), else the time and a random suffix: '20261122T2041-3fa9c2'. */
const newBuildId = (now: Date) => loadConfig().BUILD_ID || `${now.toISOString().replace(/[-:]/g, '').slice(0, 13)}-${crypto.randomUUID().slice(0, 6)}`;

export async function writeRouteTable(file = routeTableFile(loadConfig().NEXT_DIST_DIR)): Promise<RouteTable> {
  const builtAt = new Date();
  const { prerendered: main, ...mainTable } = await storefrontTable('main');
  const { prerendered: gifts, ...giftsTable } = await storefrontTable('gifts');
  // The pre-rendered pages and the preview key are the build's own: nothing of Next's files is read at run time.
  const previewKey = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const [buildId, prerendered] = [newBuildId(builtAt), [...main, ...gifts]];
  const table: RouteTable = { main: mainTable, gifts: giftsTable, buildId, builtAt: builtAt.getTime(), prerendered, previewKey };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(table, null, 2));
  return table;
}
