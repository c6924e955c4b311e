import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { digest as edgeConfigDigest, getAll as edgeConfigGetAll, parseConnectionString } from '@vercel/edge-config';
import { fetchSiteSettings } from '@/edge/backend';
import type { Config } from '@/edge/config';
import { log } from '@/request/log';
import { redisConnection } from '@/request/redis.mjs';
import { parseSettings } from '@/features/settings';
import { askBackend, isTransient, lookup, onward, settle } from '@/routing/ask';
import { routeTableFile } from '@/routing/build-table';
import { routingState, STOREFRONTS, type LiveRouting, type PathChange, type RoutingState, type RoutingUpdate } from '@/routing/state';
import type { RouterAnswer } from '@/edge/backend/router-answer';
import type { Storefront } from '@/edge/storefront';
import { signModeToken } from '@/edge/mode-token';
import { PREVIEW_MODE_SECONDS } from '@/edge/flags';

// What the webhook and the pages' renders learn about paths (routing/state.ts holds it in each process), shared with
// every instance, read whole at start and then pushed, never asked per request: through Redis (REDIS_URL), Edge Config
// (EDGE_CONFIG, Vercel), or else a file beside the route table (one process). docs/architecture.md says why.

// A start waits START_WAIT_MS for Redis's copy; Edge Config's digest is read every EDGE_CONFIG_POLL_MS; a burst of renders
// shares one write of the file (FILE_WRITE_MS).
const [START_WAIT_MS, EDGE_CONFIG_POLL_MS, FILE_WRITE_MS] = [1_000, 1_000, 250];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The webhook's record (it outlives a deploy), not a render's (its build's alone). */
const fromWebhook = (change: PathChange) => change.build === undefined && !change.rendered;
const isChange = (c: unknown): c is [string, PathChange] => {
  const [path, change] = Array.isArray(c) ? (c as [unknown, Partial<PathChange> | undefined]) : [];
  return typeof path === 'string' && typeof change?.at === 'number' && typeof change.answer?.kind === 'string';
};

/** An update as it arrives from Redis, Edge Config or a file: anything malformed is left out. */
export function readUpdate(raw: unknown): RoutingUpdate {
  const { changes, live } = (raw ?? {}) as { changes?: unknown; live?: Partial<LiveRouting> };
  const ok = live && typeof live.at === 'number' && live.redirects && live.homeAlias;
  return { changes: Array.isArray(changes) ? changes.filter(isChange) : [], live: ok ? (live as LiveRouting) : undefined };
}

/** Starts sharing this process's routing state (instrumentation.ts, once per server). */
export async function startRoutingSync(config: Config, state: RoutingState = routingState()): Promise<void> {
  if (config.REDIS_URL) return redisSync(config.REDIS_URL, `routing:${config.DEFAULT_COUNTRY}:`, state);
  if (config.EDGE_CONFIG) return edgeConfigSync(config, state);
  return fileSync(routeTableFile(config.NEXT_DIST_DIR).replace(/\.route-table\.json$/, '.routing-state.json'), state);
}

/** Records each Redis hash keeps (the oldest trimmed first), as the memory's byte bounds hold (state.ts MAX_BYTES, ~300 bytes a record). */
export const MAX_REDIS_RECORDS = { webhook: 100_000, render: 25_000 } as const;
// A build's render records expire a week after its last one; the settings are a field of the webhook's hash (no path is named so).
const [RENDERED_TTL_S, LIVE_FIELD] = [7 * 86_400, 'live'];

// One script Redis runs whole: a record goes in where its time index's ZADD GT took it (newer, or new), the settings over
// older ones; then each hash is trimmed to its bound, the oldest first. KEYS: the webhook's hash and index, the renders'.
// ARGV: the render TTL, the two bounds, the settings (JSON or ''), then per record its hash (KEYS' 1 or 3), path, time, JSON.
const WRITE_NEWER = `
local stored = ARGV[4] ~= '' and redis.call('HGET', KEYS[1], '${LIVE_FIELD}')
if ARGV[4] ~= '' and not (stored and cjson.decode(stored).at >= cjson.decode(ARGV[4]).at) then redis.call('HSET', KEYS[1], '${LIVE_FIELD}', ARGV[4]) end
for i = 5, #ARGV, 4 do
  local hash = tonumber(ARGV[i])
  if redis.call('ZADD', KEYS[hash + 1], 'GT', 'CH', ARGV[i + 2], ARGV[i + 1]) == 1 then redis.call('HSET', KEYS[hash], ARGV[i + 1], ARGV[i + 3]) end
end
for k = 1, 3, 2 do
  local n = redis.call('ZCARD', KEYS[k + 1]) - tonumber(ARGV[k == 1 and 2 or 3])
  for _, p in ipairs(n > 0 and redis.call('ZRANGE', KEYS[k + 1], 0, n - 1) or {}) do redis.call('HDEL', KEYS[k], p); redis.call('ZREM', KEYS[k + 1], p) end
end
redis.call('EXPIRE', KEYS[3], ARGV[1]); redis.call('EXPIRE', KEYS[4], ARGV[1])`;

async function redisSync(url: string, prefix: string, state: RoutingState): Promise<void> {
  const { client } = redisConnection(url)!;
  // Pub/sub takes a connection of its own; node-redis resubscribes on its own after an outage.
  const subscriber = client.duplicate({ name: `charity-site:${process.pid}:routing`, disableOfflineQueue: false });
  const keys = { webhook: `${prefix}changes`, render: `${prefix}build:${state.buildId}:rendered`, channel: `${prefix}updates` };
  // A thousand records a script at most (node-redis passes its arguments on the call stack), each chunk then PUBLISHed.
  const write = async ({ changes = [], live }: RoutingUpdate) => {
    for (let i = 0; i === 0 || i < changes.length; i += 1_000) {
      const update = { changes: changes.slice(i, i + 1_000), live: i === 0 ? live : undefined };
      const records = update.changes.flatMap(([p, change]) => [fromWebhook(change) ? '1' : '3', p, String(change.at), JSON.stringify(change)]);
      const args = [RENDERED_TTL_S, MAX_REDIS_RECORDS.webhook, MAX_REDIS_RECORDS.render, update.live ? JSON.stringify(update.live) : '', ...records];
      await client.eval(WRITE_NEWER, { keys: [keys.webhook, `${keys.webhook}:at`, keys.render, `${keys.render}:at`], arguments: args.map(String) });
      await client.publish(keys.channel, JSON.stringify(update));
    }
  };
  // The whole state, at start and at each reconnection (pub/sub keeps no history); what this instance knows newer
  // (recorded while Redis was away, or lost with it) is written back.
  const load = async () => {
    const [{ [LIVE_FIELD]: live, ...webhook }, render] = await Promise.all([client.hGetAll(keys.webhook), client.hGetAll(keys.render)]);
    const changes = [...Object.entries(webhook), ...Object.entries(render)].map(([p, c]) => [p, JSON.parse(c)]);
    const stored = readUpdate({ changes, live: live && JSON.parse(live) });
    state.apply(stored);
    const at = new Map(stored.changes!.map(([p, change]) => [`${fromWebhook(change)} ${p}`, change.at]));
    const mine = state.learned();
    const newer = mine.changes.filter(([p, change]) => (at.get(`${fromWebhook(change)} ${p}`) ?? -1) < change.at);
    if (newer.length > 0 || (stored.live?.at ?? -1) < mine.live.at) await write({ changes: newer, live: mine.live });
  };
  let [subscribed, loaded] = [false, (): void => undefined];
  const first = new Promise<boolean>((resolve) => (loaded = () => resolve(true)));
  const reload = () => {
    if (!subscribed || !client.isReady || !subscriber.isReady) return;
    load().then(loaded, (error) => log.warn('routing_redis_unavailable', { error: errorText(error), fallback: 'what this instance knows' }));
  };
  state.share = (update) => write(update).catch((error) => log.error('routing_share_failed', { error: errorText(error), kept: 'here, until reconnection' }));
  // An outage is the client's to log (request/redis.mjs); each side's reconnection reads the whole state again.
  subscriber.on('error', () => undefined).on('ready', reload);
  client.on('ready', reload);
  void subscriber.connect().catch(() => undefined);
  void subscriber.subscribe(keys.channel, (message) => void state.apply(readUpdate(JSON.parse(message)))).then(() => ((subscribed = true), reload()));
  if (!(await Promise.race([first, new Promise<false>((resolve) => setTimeout(resolve, START_WAIT_MS, false).unref())]))) {
    log.warn('routing_redis_unavailable', { fallback: 'the build’s routing until Redis answers' });
  }
}

/** The routing's items' bytes in Edge Config at most: Hobby's whole store is 8 KB (Pro 64 KB, Enterprise 512 KB). */
const EDGE_CONFIG_BYTES = 7_000;
// Edge Config keys are [A-Za-z0-9_-], at most 256 characters: a record's is its path's hash.
const EDGE_LIVE_KEY = 'routing_live';
const edgeKey = (p: string) => `routing_${createHash('sha256').update(p).digest('base64url')}`;
type EdgeConfigOp = { operation: 'upsert'; key: string; value: unknown } | { operation: 'delete'; key: string };

// An update's settings and webhook records, upserted an item each (no instance rewrites another's); the oldest records
// deleted past EDGE_CONFIG_BYTES (then asked about again). A render's records stay with their instance.
export function edgeConfigOps(update: RoutingUpdate, state: RoutingState, stored: ReadonlySet<string>, maxBytes = EDGE_CONFIG_BYTES): EdgeConfigOp[] {
  const { changes, live } = state.learned();
  const kept = new Set<string>();
  let bytes = EDGE_LIVE_KEY.length + JSON.stringify(live).length;
  for (const [p, change] of changes.filter(([, c]) => fromWebhook(c)).sort(([, a], [, b]) => b.at - a.at)) {
    if ((bytes += 50 + JSON.stringify([p, change]).length) > maxBytes) break;
    kept.add(edgeKey(p));
  }
  const webhook = (update.changes ?? []).filter(([, c]) => fromWebhook(c));
  const [upserts, deletes] = [webhook.filter(([p]) => kept.has(edgeKey(p))), [...stored].filter((key) => !kept.has(key))];
  if (deletes.length > 0 || upserts.length < webhook.length) log.warn('routing_edge_config_full', { deleted: deletes.length, maxBytes });
  return [
    ...(update.live ? [{ operation: 'upsert' as const, key: EDGE_LIVE_KEY, value: update.live }] : []),
    ...upserts.map((c) => ({ operation: 'upsert' as const, key: edgeKey(c[0]), value: c })),
    ...deletes.map((key) => ({ operation: 'delete' as const, key })),
  ];
}

function edgeConfigSync(config: Config, state: RoutingState): void {
  // `stored`: the record items the store held at the last read.
  let [seen, stored] = [null as string | null, new Set<string>()];
  const poll = async () => {
    try {
      const current = await edgeConfigDigest();
      if (current === seen) return;
      const items = await edgeConfigGetAll<Record<string, unknown>>();
      const records = Object.entries(items).filter(([key]) => key.startsWith('routing_') && key !== EDGE_LIVE_KEY);
      state.apply(readUpdate({ changes: records.map(([, value]) => value), live: items[EDGE_LIVE_KEY] }));
      [stored, seen] = [new Set(records.map(([key]) => key)), current];
    } catch (error) {
      log.warn('routing_edge_config_unreadable', { error: errorText(error) });
    }
  };
  void poll();
  setInterval(() => void poll(), EDGE_CONFIG_POLL_MS).unref();
  state.share = async (update) => {
    const items = edgeConfigOps(update, state, stored);
    if (items.length > 0) await pushToEdgeConfig(items, config).catch((error) => log.error('routing_share_failed', { error: errorText(error) }));
  };
}

/** Writes items to Edge Config through Vercel's API (PATCH /v1/edge-config/{id}/items): one write per call. */
export async function pushToEdgeConfig(items: EdgeConfigOp[], config: Config, fetchImpl: typeof fetch = fetch): Promise<void> {
  const connection = config.EDGE_CONFIG ? parseConnectionString(config.EDGE_CONFIG) : null;
  if (!connection || !config.VERCEL_API_TOKEN) throw new Error('EDGE_CONFIG must be an Edge Config connection string, with VERCEL_API_TOKEN set');
  const url = new URL(`https://api.vercel.com/v1/edge-config/${encodeURIComponent(connection.id)}/items`);
  if (config.VERCEL_TEAM_ID) url.searchParams.set('teamId', config.VERCEL_TEAM_ID);
  const headers = { Authorization: `Bearer ${config.VERCEL_API_TOKEN}`, 'Content-Type': 'application/json' };
  const response = await fetchImpl(url, { method: 'PATCH', headers, body: JSON.stringify({ items }), signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Vercel API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

function fileSync(file: string, state: RoutingState): void {
  try {
    state.apply(readUpdate(JSON.parse(readFileSync(file, 'utf8'))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.error('routing_state_unreadable', { file, error: errorText(error) });
  }
  let next: Promise<void> | null = null;
  state.share = () =>
    (next ??= new Promise((resolve) => setTimeout(resolve, FILE_WRITE_MS)).then(() => {
      next = null;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(state.learned()));
      renameSync(`${file}.tmp`, file);
    }));
}

/** The settings' redirects and home aliases now (the webhook's 'settings' tag); null when the backend cannot say. */
async function liveRoutingNow(now = Date.now()): Promise<LiveRouting | null> {
  const [main, gifts] = await Promise.all(STOREFRONTS.map(async (storefront) => parseSettings(await fetchSiteSettings(storefront))));
  return { redirects: { main: main!.redirects, gifts: gifts!.redirects }, homeAlias: { main: main!.frontPage, gifts: gifts!.gifts.homePath }, at: now };
}

// The router's answers for the paths a webhook names, checked for redirect loops (by the redirects, the batch's answers,
// what is known, or the router). A path the router cannot answer now is left out: its page, marked stale, records it.
export async function learnPaths(paths: string[], state = routingState(), ask = askBackend, now = Date.now()): Promise<[string, PathChange][]> {
  const asked = new Map<string, Promise<RouterAnswer | null>>();
  const failed = (p: string) => (error: unknown) => (log.error('routing_learn_failed', { path: p.slice(0, 200), error: errorText(error) }), null);
  const answerOf = (p: string) => asked.get(p) ?? asked.set(p, ask(p).catch(failed(p))).get(p)!;
  const further = onward(state.snapshot.main, answerOf);
  const next = async (hop: string) => {
    const answer = asked.has(hop) ? await answerOf(hop) : undefined;
    return answer === undefined ? further(hop) : answer?.kind === 'redirect' ? answer.location : null;
  };
  for (let i = 0; i < paths.length; i += 16) await Promise.all(paths.slice(i, i + 16).map(answerOf));
  const changes: [string, PathChange][] = [];
  for (const p of paths) {
    const answer = await settle(p, await answerOf(p), next);
    if (answer && !isTransient(answer)) changes.push([p, { answer, at: now }]);
  }
  return changes;
}

/** A render's word that a page with a good copy is gone is asked again this long after (its refusal, HTTP 400, a failure). */
export const CONFIRM_AFTER_MS = 1_500;
const askAgain = (path: string) => new Promise((r) => setTimeout(r, CONFIRM_AFTER_MS)).then(() => askBackend(path, null, { strict: true })).catch(() => null);

const answerText = (answer: RouterAnswer) => (answer.kind === 'error' || answer.kind === 'redirect' ? `${answer.kind} ${answer.statusCode}` : answer.kind);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// What a page's render found, recorded for every instance when it is news (a page unpublished or moved without a webhook,
// one the build did not list). A failure tells nothing; a page with a good copy goes only when the router, asked again, agrees.
export async function recordAnswer(storefront: Storefront, path: string, answer: RouterAnswer, state = routingState(), now = Date.now(), confirm = askAgain) {
  if (isTransient(answer)) return;
  const routing = state.snapshot[storefront];
  const believed = lookup(routing, path);
  const page = believed === 'page' || believed?.kind === 'entity';
  if (page ? answer.kind === 'entity' : same(believed, answer)) return;
  const again = page ? await confirm(path) : answer;
  if (!again || !same(again, answer)) {
    const said = again ? answerText(again) : 'no answer';
    return log.warn('routing_unconfirmed', { path: path.slice(0, 200), first: answerText(answer), again: said, kept: 'the page' });
  }
  const settled = await settle(path, answer, onward(routing, (hop) => askBackend(hop).catch(() => null)));
  await state.record({ changes: [[path, { answer: settled ?? answer, at: now, build: state.buildId }]] });
}

// A page ('/main/news/x') rendered with no good copy before (state.ts hasCopy): the middleware stops asking about it first
// (decide.ts probe) and, while the backend fails, serves this copy instead of a 502.
export async function recordRendered(storefront: Storefront, path: string, page: string, state = routingState(), now = Date.now()): Promise<void> {
  if (state.snapshot[storefront].hasCopy(path, page)) return;
  await state.record({ changes: [[path, { answer: { kind: 'entity', entity: { entityType: 'node' } }, at: now, rendered: true, build: state.buildId }]] });
}

/** The webhook's routing (content-sync/revalidate.ts learn): the settings first, so the paths' redirects are checked against the new ones. */
export async function learn(paths: string[], settings: boolean, state = routingState()): Promise<void> {
  const live = settings ? await liveRoutingNow().catch((error) => void log.error('routing_settings_unavailable', { error: errorText(error) })) : null;
  if (live) await state.record({ live });
  const changes = await learnPaths(paths, state);
  if (changes.length > 0) await state.record({ changes });
  log.info('routing_learned', { settings: Boolean(live), paths: changes.map(([p, { answer }]) => `${p.slice(0, 200)} ${answerText(answer)}`) });
}

/** The preview-mode cookie's value the middleware reads (edge/flags.ts COOKIE.previewMode), signed with the build's key; null without one. */
export async function previewModeCookie(state = routingState(), now = Date.now()): Promise<string | null> {
  return state.previewKey ? signModeToken('preview', state.previewKey, PREVIEW_MODE_SECONDS, now) : null;
}
