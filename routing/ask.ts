import { LRUCache } from 'lru-cache';
import { BackendError, fetchContentListing, fetchRoute, routerCannotHave } from '../edge/backend';
import { findRedirect, targetPath, type RedirectTable } from '../edge/redirects';
import { log } from '../request/log';
import { MemoryRateLimiter } from '../request/rate-limit';
import { TERM_LISTING, type Storefront } from './app-routes';
import { readRouterEnvelope, type RouterAnswer } from './router-answer';
import type { RoutingState } from './state';

// The questions about paths the site does not know (neither the build's nor learned since):
// junk, mostly, and the odd page published without a webhook. Each distinct path is asked once
// (one question in flight, the answer kept), within a per-client allowance, and a reader never
// waits long. A redirect the router serves is checked for loops, here and wherever an answer is
// recorded (settle). Known paths never come here: a reader of a real page asks nobody.

/** Answers one instance keeps: a crawler's junk is asked once per path; past this many the least recently used is asked again. */
const MAX_ANSWERS = 50_000;
/** An answer is kept this long at most: a page published without a webhook is found within the pages' own revalidate period (3600 s). */
const ANSWER_TTL_MS = 3_600_000;
/** A reader waits this long at most for the router about an unknown path, then gets SPEC §8's 502; the question goes on and answers the next reader. */
const READER_WAIT_MS = 3_000;
/** Questions one client may cost the router a minute (past it, 429): a reader of real pages asks none; a scan of junk is stopped. */
export const ROUTER_QUESTIONS_PER_MINUTE = 300;
/** A redirect chain longer than this is refused like a loop: no reader should be sent through five hops. */
export const MAX_REDIRECT_HOPS = 5;
/** Log lines carry this much of a path at most. */
export const LOGGED_PATH_LENGTH = 200;

const NOT_FOUND: RouterAnswer = { kind: 'error', statusCode: 404 };
const LIMITED: RouterAnswer = { kind: 'error', statusCode: 429 };
const LISTING_FOUND: RouterAnswer = { kind: 'entity', entity: { entityType: 'node' } };

/** A router answer that says nothing lasting about the path (the backend failed or refused for now). */
export function isTransient(answer: RouterAnswer): boolean {
  return answer.kind === 'error' && (answer.statusCode >= 500 || answer.statusCode === 408 || answer.statusCode === 429);
}

/** What the site asks the backend about one path: the router, or the listing endpoint for '/content/{type}/{value}'. */
export async function askBackend(path: string, forwardedFor: string | null = null): Promise<RouterAnswer | null> {
  const listing = TERM_LISTING.exec(path);
  if (!listing) return readRouterEnvelope(await fetchRoute({ path, forwardedFor }));
  try {
    await fetchContentListing(listing[1]!, listing[2]!);
    return LISTING_FOUND;
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return NOT_FOUND;
    throw error;
  }
}

/**
 * The answer to record for `path`: a redirect that comes back round (through the configured
 * redirects, what is known, or the router) or takes over MAX_REDIRECT_HOPS is 'broken' (502
 * 'Internal Routing Error.'). `next` names where a same-site path leads (null: a page answers).
 */
export async function settle(path: string, answer: RouterAnswer | null, next: (path: string) => Promise<string | null>): Promise<RouterAnswer | null> {
  if (answer?.kind !== 'redirect') return answer;
  const seen = new Set([targetPath(path) ?? path]);
  let at = targetPath(answer.location);
  for (let hops = 1; at !== null; hops++) {
    if (seen.has(at) || hops > MAX_REDIRECT_HOPS) {
      log.warn('router_redirect_loop', { path: path.slice(0, LOGGED_PATH_LENGTH), location: answer.location.slice(0, LOGGED_PATH_LENGTH) });
      return { kind: 'broken' };
    }
    seen.add(at);
    const onward = await next(at);
    at = onward === null ? null : targetPath(onward);
  }
  return answer;
}

/** Where a path leads by what is known already: a configured redirect, a learned answer, a page of the build. */
export interface Known {
  redirects: RedirectTable;
  /** The learned answer, 'page' for a path the build knows, undefined when nothing is known. */
  lookup(path: string): RouterAnswer | 'page' | undefined;
}

/** What the state knows of a storefront's paths, as routerAsker's lookups want it. */
export function knownOf(state: RoutingState, storefront: Storefront): Known {
  const routing = state.snapshot[storefront];
  return { redirects: routing.redirects, lookup: (path) => routing.changed(path) ?? (routing.known(path) ? 'page' : undefined) };
}

/**
 * What a page's own router question found (its render, on its first view or when it is
 * revalidated), recorded for every instance when it is news: a page unpublished, withdrawn or
 * moved without a webhook, or a page the build did not list. A failure tells nothing.
 */
export async function recordAnswer(state: RoutingState, storefront: Storefront, path: string, answer: RouterAnswer, now = Date.now()): Promise<void> {
  if (isTransient(answer)) return;
  const known = knownOf(state, storefront);
  const believed = known.lookup(path);
  const same = believed === 'page' ? answer.kind === 'entity' : believed?.kind === 'entity' && answer.kind === 'entity' ? true : JSON.stringify(believed) === JSON.stringify(answer);
  if (same) return;
  const settled = await settle(path, answer, async (hop) => {
    const configured = findRedirect(known.redirects, hop);
    if (configured) return configured.location;
    const onward = known.lookup(hop) ?? (await askBackend(hop).catch(() => null));
    return onward !== 'page' && onward?.kind === 'redirect' ? onward.location : null;
  });
  await state.record({ changes: [[path, { answer: settled ?? answer, at: now }]] });
}

export interface Question {
  client: string;
  forwardedFor: string | null;
  known: Known;
  /** The routing state's generation: a new one (settings changed) drops the kept answers. */
  generation: number;
}

export function routerAsker(ask: typeof askBackend = askBackend, now: () => number = () => performance.now()) {
  const limiter = new MemoryRateLimiter({ limit: ROUTER_QUESTIONS_PER_MINUTE, windowMs: 60_000, now });
  const answers = new LRUCache<string, RouterAnswer, string | null>({
    max: MAX_ANSWERS,
    ttl: ANSWER_TTL_MS,
    ttlResolution: 0,
    perf: { now },
    // An answer that arrives after the cache was cleared still goes to those who asked.
    ignoreFetchAbort: true,
    fetchMethod: async (path, _stale, { options, context: forwardedFor }) => {
      try {
        const answer = await ask(path, forwardedFor);
        if (!answer) log.error('router_answer_unreadable', { path: path.slice(0, LOGGED_PATH_LENGTH) });
        // A failure is not kept: the next reader asks again.
        else if (isTransient(answer)) options.ttl = 1;
        return answer ?? undefined;
      } catch (error) {
        log.error('router_unavailable', { path: path.slice(0, LOGGED_PATH_LENGTH), error: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
    },
  });
  let generation = -1;

  /** The kept answer, or the router's (one question per path in flight); null when it fails. */
  const answerOf = async (path: string, question: Question): Promise<RouterAnswer | null> => {
    if (routerCannotHave(path)) return NOT_FOUND;
    const kept = answers.get(path);
    if (kept) return kept;
    if (!(await limiter.hit(question.client)).allowed) return LIMITED;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), READER_WAIT_MS)));
    try {
      return (await Promise.race([answers.fetch(path, { context: question.forwardedFor }), late])) ?? null;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** The answer for an unknown path, redirect loops refused; null when the router failed or was slow. */
    async ask(path: string, question: Question): Promise<RouterAnswer | null> {
      if (question.generation !== generation) {
        answers.clear();
        generation = question.generation;
      }
      const { known } = question;
      return settle(path, await answerOf(path, question), async (hop) => {
        const configured = findRedirect(known.redirects, hop);
        if (configured) return configured.location;
        const answer = known.lookup(hop) ?? (await answerOf(hop, question));
        return answer !== 'page' && answer?.kind === 'redirect' ? answer.location : null;
      });
    },
  };
}
