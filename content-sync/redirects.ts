import 'server-only';
import { createClient, parseConnectionString } from '@vercel/edge-config';
import { unstable_cache } from 'next/cache';
import { fetchSiteSettings } from '@/edge/backend';
import { loadConfig, type Config } from '@/edge/config';
import { log } from '@/edge/log';
import { compileRedirects, type RedirectTable } from '@/edge/redirects';
import type { Storefront } from '@/edge/storefront';
import { parseSettings } from '@/features/settings';
import { getSiteSettings } from '@/features/settings/data';

// The configured redirects the edge applies (SPEC §2), never fetched per request:
// - with EDGE_CONFIG, from Edge Config (item `redirects_main` / `redirects_gifts`), which the
//   revalidation webhook writes when the 'settings' tag changes;
// - otherwise from a snapshot in Next's data cache, written while the build renders pages and
//   tagged REDIRECTS_TAG: the webhook expires it when 'settings' changes, so the next request
//   reads the new list (one backend call per change, none per request).

export const REDIRECTS_TAG = 'redirects-snapshot';

export const edgeConfigKey = (storefront: Storefront) => `redirects_${storefront}`;

const compiled = new Map<string, { key: string; table: RedirectTable }>();

/** Compiles once per distinct list (the resolver asks on every request). */
function tableFor(storefront: Storefront, entries: readonly unknown[]): RedirectTable {
  const key = JSON.stringify(entries);
  const hit = compiled.get(storefront);
  if (hit?.key === key) return hit.table;
  const table = compileRedirects(entries, { storefront });
  compiled.set(storefront, { key, table });
  return table;
}

async function fromEdgeConfig(storefront: Storefront, connection: string): Promise<unknown[] | null> {
  try {
    const items = await createClient(connection).get<unknown[]>(edgeConfigKey(storefront));
    return Array.isArray(items) ? items : null;
  } catch (error) {
    log.error('edge_config_read_failed', { storefront, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

const snapshot = (storefront: Storefront) =>
  unstable_cache(async () => parseSettings(await fetchSiteSettings(storefront)).redirects, ['redirects-snapshot', storefront], { tags: [REDIRECTS_TAG] })();

/** The configured redirects as they are now, for one storefront (cached; never a backend call per request). */
export async function redirectEntries(storefront: Storefront, config: Config = loadConfig()): Promise<unknown[]> {
  const fromEdge = config.EDGE_CONFIG ? await fromEdgeConfig(storefront, config.EDGE_CONFIG) : null;
  if (fromEdge) return fromEdge;
  try {
    return await snapshot(storefront);
  } catch (error) {
    // Backend down when the snapshot expired: the settings the pages use (last good copy).
    log.error('redirects_snapshot_failed', { storefront, error: error instanceof Error ? error.message : String(error) });
    return (await getSiteSettings(storefront)).redirects;
  }
}

/** For the resolver: the edge's live redirects (Edge Config, or the snapshot the webhook refreshes). */
export async function currentRedirects(storefront: Storefront, config: Config = loadConfig()): Promise<RedirectTable> {
  return tableFor(storefront, await redirectEntries(storefront, config));
}

/**
 * For a static page: the redirects in the settings it renders with. (Not the snapshot: the
 * webhook expires that outright, and a page that read it would share its tag, so every page
 * would wait for the backend on its next request instead of being served stale.)
 */
export function redirectsInSettings(storefront: Storefront, entries: readonly unknown[]): RedirectTable {
  return tableFor(storefront, entries);
}

export type EdgeConfigPush = { pushed: true } | { pushed: false; reason: string };

/**
 * Writes both storefronts' redirects to Edge Config through Vercel's API (PATCH
 * /v1/edge-config/{id}/items). Only when EDGE_CONFIG is set; a clear log line when it cannot.
 */
export async function pushRedirectsToEdgeConfig(redirects: Record<Storefront, unknown[]>, config: Config = loadConfig(), fetchImpl: typeof fetch = fetch): Promise<EdgeConfigPush> {
  if (!config.EDGE_CONFIG) return { pushed: false, reason: 'EDGE_CONFIG is not set' };
  const connection = parseConnectionString(config.EDGE_CONFIG);
  const fail = (reason: string): EdgeConfigPush => {
    log.error('edge_config_push_failed', { reason });
    return { pushed: false, reason };
  };
  if (!connection) return fail('EDGE_CONFIG is not an Edge Config connection string');
  if (!config.VERCEL_API_TOKEN) return fail('VERCEL_API_TOKEN is not set: redirects stay as they were in Edge Config');
  const url = new URL(`https://api.vercel.com/v1/edge-config/${encodeURIComponent(connection.id)}/items`);
  if (config.VERCEL_TEAM_ID) url.searchParams.set('teamId', config.VERCEL_TEAM_ID);
  const items = (Object.keys(redirects) as Storefront[]).map((storefront) => ({ operation: 'upsert', key: edgeConfigKey(storefront), value: redirects[storefront] }));
  try {
    const response = await fetchImpl(url, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${config.VERCEL_API_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ items }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return fail(`Vercel API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    log.info('edge_config_pushed', { keys: items.map((i) => i.key) });
    return { pushed: true };
  } catch (error) {
    return fail(`Vercel API unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}
