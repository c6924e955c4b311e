import 'server-only';
import { parseConnectionString } from '@vercel/edge-config';
import { unstable_cache } from 'next/cache';
import { fetchSiteSettings } from '@/edge/backend';
import { loadConfig, type Config } from '@/edge/config';
import { ROUTE_TAG, ROUTING_TAG } from '@/request/cache-tags';
import { log } from '@/request/log';
import type { Storefront } from '@/edge/storefront';
import { EDGE_CONFIG_ROUTING_KEY } from '@/routing/live';
import type { LiveRouting } from '@/routing/snapshot';
import { parseSettings } from '@/features/settings';
import { getSettings } from '@/features/settings/data';

// The live part of the routing the middleware applies (routing/live.ts): configured redirects
// (SPEC §2), the home aliases and the epoch of known paths. Never fetched per request:
// - a snapshot in Next's data cache, first written while the build renders pages, tagged
//   ROUTING_TAG (the webhook expires it when 'settings' changes) and ROUTE_TAG (when paths
//   change: a new epoch makes the middleware drop its cached router answers). /api/routing
//   serves it; with a shared cache handler every instance sees the same one;
// - with EDGE_CONFIG, the webhook also writes it to Edge Config (item `routing`), which the
//   middleware then reads instead.


const STOREFRONTS: Storefront[] = ['main', 'gifts'];

const settingsSnapshot = (storefront: Storefront) =>
  unstable_cache(
    async () => {
      const settings = parseSettings(await fetchSiteSettings(storefront));
      return { redirects: settings.redirects as unknown[], homeAlias: storefront === 'main' ? settings.frontPage : settings.gifts.homePath };
    },
    ['routing-snapshot', storefront],
    { tags: [ROUTING_TAG] },
  )();

const epoch = unstable_cache(async () => `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`, ['route-epoch'], { tags: [ROUTE_TAG] });

async function storefrontRouting(storefront: Storefront): Promise<{ redirects: unknown[]; homeAlias: string | null }> {
  try {
    return await settingsSnapshot(storefront);
  } catch (error) {
    // Backend down when the snapshot expired: the settings the pages use (last good copy).
    log.error('routing_snapshot_failed', { storefront, error: error instanceof Error ? error.message : String(error) });
    const settings = await getSettings(storefront);
    return { redirects: settings.redirects, homeAlias: storefront === 'main' ? settings.frontPage : settings.gifts.homePath };
  }
}

/** The live routing as it is now (cached; a backend call only after the webhook expired it). */
export async function liveRoutingNow(): Promise<LiveRouting> {
  const [main, gifts, currentEpoch] = await Promise.all([storefrontRouting('main'), storefrontRouting('gifts'), epoch()]);
  return { redirects: { main: main.redirects, gifts: gifts.redirects }, homeAlias: { main: main.homeAlias, gifts: gifts.homeAlias }, epoch: currentEpoch };
}

export type EdgeConfigPush = { pushed: true } | { pushed: false; reason: string };

/**
 * Writes the live routing to Edge Config through Vercel's API (PATCH
 * /v1/edge-config/{id}/items). Only when EDGE_CONFIG is set; a clear log line when it cannot.
 */
export async function pushRoutingToEdgeConfig(routing: LiveRouting, config: Config = loadConfig(), fetchImpl: typeof fetch = fetch): Promise<EdgeConfigPush> {
  if (!config.EDGE_CONFIG) return { pushed: false, reason: 'EDGE_CONFIG is not set' };
  const connection = parseConnectionString(config.EDGE_CONFIG);
  const fail = (reason: string): EdgeConfigPush => {
    log.error('edge_config_push_failed', { reason });
    return { pushed: false, reason };
  };
  if (!connection) return fail('EDGE_CONFIG is not an Edge Config connection string');
  if (!config.VERCEL_API_TOKEN) return fail('VERCEL_API_TOKEN is not set: the routing stays as it was in Edge Config');
  const url = new URL(`https://api.vercel.com/v1/edge-config/${encodeURIComponent(connection.id)}/items`);
  if (config.VERCEL_TEAM_ID) url.searchParams.set('teamId', config.VERCEL_TEAM_ID);
  const items = [{ operation: 'upsert', key: EDGE_CONFIG_ROUTING_KEY, value: routing }];
  try {
    const response = await fetchImpl(url, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${config.VERCEL_API_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ items }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return fail(`Vercel API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    log.info('edge_config_pushed', { keys: [EDGE_CONFIG_ROUTING_KEY], storefronts: STOREFRONTS });
    return { pushed: true };
  } catch (error) {
    return fail(`Vercel API unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** GET /api/routing: the live routing for the middleware, with an ETag so an unchanged copy costs a 304. */
export async function liveRoutingResponse(request: Request): Promise<Response> {
  const body = JSON.stringify(await liveRoutingNow());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const etag = `"${Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}"`;
  const headers = { ETag: etag, 'Cache-Control': 'no-store' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json' } });
}
