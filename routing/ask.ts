import { LRUCache } from 'lru-cache';
import { BackendError, fetchContentListing, fetchRoute, routerCannotHave } from '../edge/backend';
import { inTime } from '../edge/backend/reader-wait';
import { findRedirect, targetPath } from '../edge/redirects';
import { log } from '../request/log';
import { MemoryRateLimiter } from '../request/rate-limit';
import { TERM_LISTING } from './app-routes';
import { readRouterEnvelope, type RouterAnswer } from '../edge/backend/router-answer';
import type { StorefrontRouting } from './state';

// Questions about paths nobody knows, or pages with no good copy: one in flight per path, the answer kept (MAX_ANSWERS,
// an hour at most), within a per-client allowance; no reader waits long; a redirect is checked for loops.
const [MAX_ANSWERS, ANSWER_TTL_MS] = [50_000, 3_600_000];
/** Questions one client may cost the router a minute (then 429): a reader of real pages asks none; a scan of junk is stopped. */
export const ROUTER_QUESTIONS_PER_MINUTE = 300;
/** A redirect chain longer than this is refused like a loop. */
export const MAX_REDIRECT_HOPS = 5;
/** Log lines carry this much of a path at most. */
export const LOGGED_PATH_LENGTH = 200;

const NOT_FOUND: RouterAnswer = { kind: 'error', statusCode: 404 };

/** A router answer that says nothing lasting about the path (the backend failed or refused for now). */
export const isTransient = (answer: RouterAnswer): boolean =>
  answer.kind === 'error' && (answer.statusCode >= 500 || answer.statusCode === 408 || answer.statusCode === 429);

/** Asks the backend about one path: the router, or the listing endpoint for '/content/{type}/{value}'. `strict`: the router's refusal (400) thrown. */
export async function askBackend(path: string, forwardedFor: string | null = null, { strict = false } = {}): Promise<RouterAnswer | null> {
  const listing = TERM_LISTING.exec(path);
  if (!listing) return readRouterEnvelope(await fetchRoute({ path, forwardedFor, strict }));
  const missing = (error: unknown) => (error instanceof BackendError && error.status === 404 ? NOT_FOUND : Promise.reject(error));
  return fetchContentListing(listing[1]!, listing[2]!).then((): RouterAnswer => ({ kind: 'entity', entity: { entityType: 'node' } }), missing);
}

/** What is known of a path: a learned answer, 'page' (the build's), or nothing. */
export const lookup = (routing: StorefrontRouting, path: string): RouterAnswer | 'page' | undefined =>
  routing.changed(path) ?? (routing.known(path) ? 'page' : undefined);

// The answer for `path`, a redirect that comes back round or takes over MAX_REDIRECT_HOPS made 'broken' (SPEC §8's 502
// 'Internal Routing Error.'); `next`: where a same-site path leads (null: a page).
export async function settle(path: string, answer: RouterAnswer | null, next: (path: string) => Promise<string | null>): Promise<RouterAnswer | null> {
  if (answer?.kind !== 'redirect') return answer;
  const seen = new Set([targetPath(path) ?? path]);
  for (let at = targetPath(answer.location), hops = 1; at !== null; hops++) {
    if (seen.has(at) || hops > MAX_REDIRECT_HOPS) {
      log.warn('router_redirect_loop', { path: path.slice(0, LOGGED_PATH_LENGTH), location: answer.location.slice(0, LOGGED_PATH_LENGTH) });
      return { kind: 'broken' };
    }
    seen.add(at);
    at = targetPath((await next(at)) ?? '');
  }
  return answer;
}

/** Where a same-site path leads by the configured redirects, what is known, or else `ask`. */
export function onward(routing: StorefrontRouting, ask: (path: string) => Promise<RouterAnswer | null>) {
  return async (path: string): Promise<string | null> => {
    const answer = findRedirect(routing.redirects, path) ?? lookup(routing, path) ?? (await ask(path));
    return answer && answer !== 'page' && 'location' in answer ? answer.location : null;
  };
}

/** `generation`: the routing state's; a new one (the settings changed) drops the kept answers. */
export type Question = { client: string; forwardedFor: string | null; routing: StorefrontRouting; generation: number };

export function routerAsker(ask: typeof askBackend = askBackend, now: () => number = () => performance.now()) {
  const limiter = new MemoryRateLimiter({ limit: ROUTER_QUESTIONS_PER_MINUTE, windowMs: 60_000, now });
  const answers = new LRUCache<string, RouterAnswer, string | null>({
    max: MAX_ANSWERS,
    ttl: ANSWER_TTL_MS,
    ttlResolution: 0,
    perf: { now },
    ignoreFetchAbort: true, // an answer that arrives after clear() still goes to those who asked
    fetchMethod: async (path, _stale, { options, context: forwardedFor }) => {
      try {
        const answer = await ask(path, forwardedFor);
        if (!answer) log.error('router_answer_unreadable', { path: path.slice(0, LOGGED_PATH_LENGTH) });
        else if (isTransient(answer)) options.ttl = 1; // a failure is not kept: the next reader asks again
        return answer ?? undefined;
      } catch (error) {
        log.error('router_unavailable', { path: path.slice(0, LOGGED_PATH_LENGTH), error: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
    },
  });
  let generation = -1;

  /** The kept answer, or the router's (counted against the client); null when it fails or is slow. */
  const answerOf = async (path: string, question: Question): Promise<RouterAnswer | null> => {
    if (routerCannotHave(path)) return NOT_FOUND;
    const kept = answers.get(path);
    if (kept) return kept;
    if (!(await limiter.hit(question.client)).allowed) return { kind: 'error', statusCode: 429 };
    return (await inTime(answers.fetch(path, { context: question.forwardedFor }))) ?? null;
  };

  /** The answer for a path, redirect loops refused. */
  const asker = async (path: string, question: Question): Promise<RouterAnswer | null> => {
    if (question.generation !== generation) {
      answers.clear();
      generation = question.generation;
    }
    return settle(path, await answerOf(path, question), onward(question.routing, (hop) => answerOf(hop, question)));
  };
  // `forget`: what the routing learns about a path replaces the kept answer (a 404 from before a publish).
  return Object.assign(asker, { forget: (path: string) => void answers.delete(path) });
}
