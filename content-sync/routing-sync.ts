import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { digest as edgeConfigDigest, get as edgeConfigGet, parseConnectionString } from '@vercel/edge-config';
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

// What the webhook learns about paths and settings (content-sync/revalidate.ts), and how every
// instance comes to know it (routing/state.ts holds it in each process). Read at start, then
// pushed, never asked for per request:
// - REDIS_URL: a hash of changes and the live settings in Redis, read whole at start and after
//   an outage; each update also appended to a stream every instance reads every 500 ms (on the
//   process's one Redis connection: no subscriber connection);
// - EDGE_CONFIG (Vercel): the settings and the webhook's records since the build, bounded, in
//   the item `routing` (edgeConfigItem), which the webhook writes through Vercel's API; each
//   instance reads the store's digest once a second, the item when it changed;
// - neither: one process, whose state is kept in a file beside the route table for restarts.

export const EDGE_CONFIG_ROUTING_KEY = 'routing';
/** How long a start waits for Redis's copy before serving from the build's alone (it is read again once Redis answers). */
const START_WAIT_MS = 1_000;
/** Redis's stream of updates is read this often, on the process's one client: an update reaches every instance well within the webhook's 5 s. */
const REDIS_POLL_MS = 500;
/** Edge Config's digest is read this often: an update reaches every instance well within the webhook's 5 s. */
const EDGE_CONFIG_POLL_MS = 1_000;
/** Whole-state writes (the file, Edge Config) wait this long, so a burst of renders (a crawler on a cold site) shares one write, not one each. */
const WHOLE_WRITE_MS = 250;

/** A share that writes the whole state: the updates of WHOLE_WRITE_MS share one write, each caller waiting for it. */
function coalesced(write: () => Promise<void> | void): () => Promise<void> {
  let next: Promise<void> | null = null;
  return () =>
    (next ??= new Promise<void>((resolve) => setTimeout(resolve, WHOLE_WRITE_MS)).then(() => {
      next = null;
      return write();
    }));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An update as it arrives from Redis, Edge Config or a file: anything malformed is left out. */
export function readUpdate(raw: unknown): RoutingUpdate {
  const update = (raw ?? {}) as { changes?: unknown; live?: Partial<LiveRouting> };
  const changes = Array.isArray(update.changes) ? update.changes.filter((c): c is [string, PathChange] => Array.isArray(c) && typeof c[0] === 'string' && typeof c[1]?.at === 'number' && typeof c[1]?.answer?.kind === 'string') : [];
  const live = update.live;
  const ok = live && typeof live.at === 'number' && live.redirects && live.homeAlias;
  return { changes, live: ok ? (live as LiveRouting) : undefined };
}

/** Starts sharing this process's routing state (instrumentation.ts, once per server). */
export async function startRoutingSync(config: Config, state: RoutingState = routingState()): Promise<void> {
  if (config.REDIS_URL) return redisSync(config.REDIS_URL, `routing:${config.DEFAULT_COUNTRY}:`, state);
  if (config.EDGE_CONFIG) return edgeConfigSync(config, state);
  return fileSync(routeTableFile(config.NEXT_DIST_DIR).replace(/\.route-table\.json$/, '.routing-state.json'), state);
}

/** Records each Redis hash keeps (the oldest trimmed first), as the memory's byte bounds hold (routing/state.ts MAX_BYTES, ~300 bytes a record). */
export const MAX_REDIS_RECORDS = { webhook: 100_000, render: 25_000 } as const;
/** A build's render records expire a week after its last one: an old build's go with it. */
const RENDERED_TTL_S = 7 * 86_400;

type RedisClient = NonNullable<ReturnType<typeof redisConnection>>['client'];

/** Trims a hash to `max` records, the oldest by its time index first. */
async function trim(client: RedisClient, hash: string, max: number): Promise<void> {
  const over = (await client.zCard(`${hash}:at`)) - max;
  if (over <= 0) return;
  const oldest = await client.zRange(`${hash}:at`, 0, over - 1);
  if (oldest.length > 0) await client.multi().hDel(hash, oldest).zRem(`${hash}:at`, oldest).exec();
}

async function redisSync(url: string, prefix: string, state: RoutingState): Promise<void> {
  const { client, connected } = redisConnection(url)!;
  // The webhook's records outlive a deploy; a render's belong to its build (and expire with it). Each hash has an index by time to trim it by.
  const keys = { changes: `${prefix}changes`, rendered: `${prefix}build:${state.buildId}:rendered`, live: `${prefix}live`, events: `${prefix}events` };
  /** The last update read from the stream; null: read the whole state again (at start, after an outage). */
  let last: string | null = null;
  let pending: RoutingUpdate[] = [];
  let polling = false;
  const catchUp = async () => {
    if (last === null) {
      const [newest] = await client.xRevRange(keys.events, '+', '-', { COUNT: 1 });
      const [changes, rendered, live] = await Promise.all([client.hGetAll(keys.changes), client.hGetAll(keys.rendered), client.get(keys.live)]);
      const all = [...Object.entries(changes), ...Object.entries(rendered)].map(([p, c]) => [p, JSON.parse(c)]);
      state.apply(readUpdate({ changes: all, live: live ? JSON.parse(live) : undefined }));
      last = newest?.id ?? '0-0';
      const replay = pending;
      pending = [];
      for (const update of replay) await state.share(update);
      return;
    }
    const read = (await client.xRead({ key: keys.events, id: last }, { COUNT: 1_000 })) as { messages: { id: string; message: { update: string } }[] }[] | null;
    for (const { id, message } of read?.[0]?.messages ?? []) {
      state.apply(readUpdate(JSON.parse(message.update)));
      last = id;
    }
  };
  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      await catchUp();
    } catch (error) {
      if (last !== null) log.warn('routing_redis_unavailable', { error: errorText(error), fallback: 'what this instance knows, until Redis answers' });
      last = null;
    } finally {
      polling = false;
    }
  };
  state.share = async (update) => {
    try {
      const batch = client.multi();
      const touched = new Set<string>();
      for (const [p, change] of update.changes ?? []) {
        const hash = change.build === undefined && !change.rendered ? keys.changes : keys.rendered;
        batch.hSet(hash, p, JSON.stringify(change));
        batch.zAdd(`${hash}:at`, { score: change.at, value: p });
        touched.add(hash);
      }
      if (touched.has(keys.rendered)) batch.expire(keys.rendered, RENDERED_TTL_S).expire(`${keys.rendered}:at`, RENDERED_TTL_S);
      if (update.live) batch.set(keys.live, JSON.stringify(update.live));
      batch.xAdd(keys.events, '*', { update: JSON.stringify(update) }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: 10_000 } });
      await batch.exec();
      for (const hash of touched) await trim(client, hash, hash === keys.changes ? MAX_REDIS_RECORDS.webhook : MAX_REDIS_RECORDS.render);
    } catch (error) {
      // Kept and written once Redis is back; this instance knows it meanwhile.
      pending = [...pending, update].slice(-1_000);
      log.error('routing_share_failed', { error: errorText(error), pending: pending.length });
    }
  };
  setInterval(() => void poll(), REDIS_POLL_MS).unref();
  // The first read once the first connection attempt has settled: a command sent while the
  // client is still connecting fails at once (no offline queue), and a restarted instance then
  // served its first requests on the build's routing (a page withdrawn before the restart
  // rendered, and failed with the router down: tests/cluster).
  const first = connected.then(poll).then(() => last !== null);
  if (!(await Promise.race([first, new Promise<false>((resolve) => setTimeout(() => resolve(false), START_WAIT_MS).unref())]))) {
    log.warn('routing_redis_unavailable', { fallback: 'the build’s routing until Redis answers' });
  }
}

function edgeConfigSync(config: Config, state: RoutingState): void {
  let seen: string | null = null;
  const poll = async () => {
    try {
      const current = await edgeConfigDigest();
      if (current === seen) return;
      state.apply(readUpdate(await edgeConfigGet(EDGE_CONFIG_ROUTING_KEY)));
      seen = current;
    } catch (error) {
      log.warn('routing_edge_config_unreadable', { error: errorText(error) });
    }
  };
  void poll();
  setInterval(() => void poll(), EDGE_CONFIG_POLL_MS).unref();
  state.share = coalesced(async () => {
    try {
      await pushToEdgeConfig(edgeConfigItem(state), config);
    } catch (error) {
      log.error('routing_share_failed', { error: errorText(error) });
    }
  });
}

function fileSync(file: string, state: RoutingState): void {
  try {
    state.apply(readUpdate(JSON.parse(readFileSync(file, 'utf8'))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.error('routing_state_unreadable', { file, error: errorText(error) });
  }
  state.share = coalesced(() => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(state.learned()));
    renameSync(`${file}.tmp`, file);
  });
}

/** The Edge Config item's bound: Hobby's whole store is 8 KB (Pro 64 KB, Enterprise 512 KB), and the item shares it. */
export const EDGE_CONFIG_ITEM_BYTES = 7_000;

/**
 * What goes to Edge Config: the live settings and the webhook's records since the build, newest
 * first while they fit EDGE_CONFIG_ITEM_BYTES (a render's records stay with their instance: an
 * item per render would fill the store and spend its writes). Past the bound the oldest are left
 * out and logged: those instances meet them as unknown paths, or at the page's next render.
 */
export function edgeConfigItem(state: RoutingState, maxBytes = EDGE_CONFIG_ITEM_BYTES): RoutingUpdate {
  const { changes, live } = state.learned();
  const item: Required<RoutingUpdate> = { changes: [], live };
  let bytes = JSON.stringify(item).length;
  const webhook = changes.filter(([, change]) => change.build === undefined && !change.rendered).sort(([, a], [, b]) => b.at - a.at);
  for (const change of webhook) {
    bytes += JSON.stringify(change).length + 1;
    if (bytes > maxBytes) {
      log.warn('routing_edge_config_full', { left: webhook.length - item.changes.length, maxBytes });
      break;
    }
    item.changes.push(change);
  }
  return item;
}

/** Writes the item to Edge Config through Vercel's API (PATCH /v1/edge-config/{id}/items). */
export async function pushToEdgeConfig(value: RoutingUpdate, config: Config, fetchImpl: typeof fetch = fetch): Promise<void> {
  const connection = config.EDGE_CONFIG ? parseConnectionString(config.EDGE_CONFIG) : null;
  if (!connection || !config.VERCEL_API_TOKEN) throw new Error('EDGE_CONFIG must be an Edge Config connection string, with VERCEL_API_TOKEN set');
  const url = new URL(`https://api.vercel.com/v1/edge-config/${encodeURIComponent(connection.id)}/items`);
  if (config.VERCEL_TEAM_ID) url.searchParams.set('teamId', config.VERCEL_TEAM_ID);
  const response = await fetchImpl(url, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${config.VERCEL_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [{ operation: 'upsert', key: EDGE_CONFIG_ROUTING_KEY, value }] }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Vercel API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/** The settings' redirects and home aliases now (the webhook's 'settings' tag); null when the backend cannot say. */
export async function liveRoutingNow(now = Date.now()): Promise<LiveRouting | null> {
  try {
    const [main, gifts] = await Promise.all(STOREFRONTS.map(async (storefront) => parseSettings(await fetchSiteSettings(storefront))));
    return { redirects: { main: main!.redirects, gifts: gifts!.redirects }, homeAlias: { main: main!.frontPage, gifts: gifts!.gifts.homePath }, at: now };
  } catch (error) {
    log.error('routing_settings_unavailable', { error: errorText(error) });
    return null;
  }
}

/**
 * The router's answers for the paths a webhook names, each checked for redirect loops (through
 * the main storefront's redirects, the batch's answers, what is known, or the router): what
 * every instance's middleware answers for them from now on. A path the router cannot answer
 * now is left out: its page, marked stale by the same webhook, records what it finds.
 */
export async function learnPaths(paths: string[], state: RoutingState = routingState(), ask: typeof askBackend = askBackend, now = Date.now()): Promise<[string, PathChange][]> {
  const asked = new Map<string, Promise<RouterAnswer | null>>();
  const answerOf = (p: string) => {
    if (!asked.has(p)) asked.set(p, ask(p).catch((error) => (log.error('routing_learn_failed', { path: p.slice(0, 200), error: errorText(error) }), null)));
    return asked.get(p)!;
  };
  const further = onward(state.snapshot.main, answerOf);
  const next = async (hop: string) => {
    const answer = asked.has(hop) ? await answerOf(hop) : undefined;
    return answer === undefined ? further(hop) : answer?.kind === 'redirect' ? answer.location : null;
  };
  // Asked a few at a time (a webhook names at most 1,000 paths), then each checked for loops.
  for (let i = 0; i < paths.length; i += 16) await Promise.all(paths.slice(i, i + 16).map(answerOf));
  const changes: [string, PathChange][] = [];
  for (const p of paths) {
    const answer = await settle(p, await answerOf(p), next);
    if (answer && !isTransient(answer)) changes.push([p, { answer, at: now }]);
  }
  return changes;
}

/** A render's word that a page with a good copy is gone is asked again this long after, before anyone believes it. */
export const CONFIRM_AFTER_MS = 1_500;

/** The router asked again, its refusal of the question (HTTP 400) a failure, not its 404; null when it cannot say. */
async function askAgain(path: string): Promise<RouterAnswer | null> {
  await new Promise((resolve) => setTimeout(resolve, CONFIRM_AFTER_MS));
  return askBackend(path, null, { strict: true }).catch(() => null);
}

/**
 * What a page's own router question found (its render, on a first view or when revalidated),
 * recorded for every instance when it is news: a page unpublished, withdrawn or moved without a
 * webhook, or one the build did not list. A failure tells nothing; a page with a good copy (the
 * build's, or one learned) is taken away only when the router, asked again, says the same
 * (issue 47: one refused question during a background render removed a page everywhere).
 */
export async function recordAnswer(storefront: Storefront, path: string, answer: RouterAnswer, state: RoutingState = routingState(), now = Date.now(), confirm = askAgain): Promise<void> {
  if (isTransient(answer)) return;
  const routing = state.snapshot[storefront];
  const believed = lookup(routing, path);
  const news = believed === 'page' ? answer.kind !== 'entity' : believed?.kind === 'entity' && answer.kind === 'entity' ? false : JSON.stringify(believed) !== JSON.stringify(answer);
  if (!news) return;
  if ((believed === 'page' || believed?.kind === 'entity') && answer.kind !== 'entity') {
    const again = await confirm(path);
    if (!again || JSON.stringify(again) !== JSON.stringify(answer)) {
      log.warn('routing_unconfirmed', { path: path.slice(0, 200), first: answerText(answer), again: again ? answerText(again) : 'no answer', kept: 'the page' });
      return;
    }
  }
  const settled = await settle(path, answer, onward(routing, (hop) => askBackend(hop).catch(() => null)));
  await state.record({ changes: [[path, { answer: settled ?? answer, at: now, build: state.buildId }]] });
}

const answerText = (answer: RouterAnswer) => (answer.kind === 'error' || answer.kind === 'redirect' ? `${answer.kind} ${answer.statusCode}` : answer.kind);

/**
 * A page rendered at run time with no good copy before (routing/state.ts hasCopy): recorded, so
 * the middleware stops asking about it first (routing/decide.ts probe) and, while the backend
 * fails, serves this copy instead of a 502. `page`: its internal page ('/main/news/x').
 */
export async function recordRendered(storefront: Storefront, path: string, page: string, state: RoutingState = routingState(), now = Date.now()): Promise<void> {
  if (state.snapshot[storefront].hasCopy(path, page)) return;
  await state.record({ changes: [[path, { answer: { kind: 'entity', entity: { entityType: 'node' } }, at: now, rendered: true, build: state.buildId }]] });
}

/** The webhook's routing (content-sync/revalidate.ts learn): the settings first, so the paths' redirects are checked against the new ones. */
export async function learn(paths: string[], settings: boolean, state: RoutingState = routingState()): Promise<void> {
  const live = settings ? await liveRoutingNow() : null;
  if (live) await state.record({ live });
  const changes = await learnPaths(paths, state);
  if (changes.length > 0) await state.record({ changes });
  log.info('routing_learned', { settings: Boolean(live), paths: changes.map(([p, { answer }]) => `${p.slice(0, 200)} ${answerText(answer)}`) });
}

/** The value of the preview-mode cookie the middleware reads (edge/flags.ts COOKIE.previewMode), signed with the build's key; null without one. */
export async function previewModeCookie(state: RoutingState = routingState(), now = Date.now()): Promise<string | null> {
  return state.previewKey ? signModeToken('preview', state.previewKey, PREVIEW_MODE_SECONDS, now) : null;
}
