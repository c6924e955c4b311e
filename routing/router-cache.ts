import { LRUCache } from 'lru-cache';
import { fetchRoute, routerCannotHave } from '../edge/backend';
import { log } from '../request/log';
import type { Storefront } from './app-routes';
import { readRouterEnvelope, type RouterAnswer } from './router-answer';

// The middleware's questions to the router. Answers are kept a minute, a 404 ten (bounded:
// junk URLs cost one backend call each per TTL, and memory stays flat), dropped when the
// webhook reports changed paths (a new epoch), and one question is in flight per path. A
// failure is not kept: the next request asks again. A page the build pre-rendered asks too
// (an editor may have unpublished or withdrawn it), but never waits long: past `waitMs`, or
// while its last question failed, the answer is null and its last good page is served.

const ANSWER_TTL_MS = 60_000;
/**
 * A 404 is kept ten minutes: junk paths are most of what the router is asked, and a page
 * published meanwhile is not missed, as the webhook's new epoch drops every answer.
 */
export const NOT_FOUND_TTL_MS = 600_000;
const MAX_ANSWERS = 2_000;
/** Log lines carry this much of a path at most: a 7 KB junk URL is not 7 KB of log. */
export const LOGGED_PATH_LENGTH = 200;
const NOT_FOUND: RouterAnswer = { kind: 'error', statusCode: 404 };
/** After a failed question, a pre-rendered page does not wait for the router this long. */
export const FAILURE_MEMO_MS = 2_000;
/**
 * Questions one client may cost the router a minute (answers already kept cost nothing): a
 * reader never comes near it; a scan of junk URLs gets 429 past it (issue 29, item 5).
 * Counted per instance, by the address the deployment vouches for (none: no limit).
 */
export const ROUTER_QUESTIONS_PER_MINUTE = 300;
const LIMITED: RouterAnswer = { kind: 'error', statusCode: 429 };

export interface RouterAsker {
  /** `waitMs`: answer null rather than wait longer (or while this path's last question failed). */
  ask(storefront: Storefront, path: string, forwardedFor: string | null, epoch: string, waitMs?: number): Promise<RouterAnswer | null>;
}

type Fetch = (path: string, forwardedFor: string | null) => Promise<unknown>;

const fromBackend: Fetch = (path, forwardedFor) => fetchRoute({ path, forwardedFor });

/** A 404 or 410 from the router: the path is not a page. */
function negative(answer: RouterAnswer): boolean {
  return answer.kind === 'error' && (answer.statusCode === 404 || answer.statusCode === 410);
}

/** What the first asker of a path tells the question it puts. */
interface Question {
  storefront: Storefront;
  path: string;
  forwardedFor: string | null;
  /** Set when the client had used its questions for the minute: none was put. */
  limited?: boolean;
}

export function routerAsker(fetchAnswer: Fetch = fromBackend, now: () => number = () => performance.now()): RouterAsker {
  const failures = new LRUCache<string, true>({ max: MAX_ANSWERS, ttl: FAILURE_MEMO_MS, ttlResolution: 0, perf: { now } });
  /** When each path was last asked: a question in flight longer than a reader's wait is not waited for. */
  const askedAt = new LRUCache<string, number>({ max: MAX_ANSWERS });
  const questions = new LRUCache<string, { count: number }>({ max: 10_000, ttl: 60_000, ttlResolution: 0, perf: { now } });
  /** True when this client has used its questions for the minute (counting this one otherwise). */
  const overLimit = (client: string | null) => {
    if (!client) return false;
    const entry = questions.get(client, { updateAgeOnGet: false });
    if (!entry) questions.set(client, { count: 1 });
    else if (entry.count >= ROUTER_QUESTIONS_PER_MINUTE) return true;
    else entry.count += 1;
    return false;
  };
  // Kept answers, and one question in flight per path: lru-cache's fetch() shares a running
  // fetchMethod with every reader of the same key. A failure (undefined) is not kept. An
  // answer that arrives after the epoch changed goes to those who asked but is not kept
  // (clear() aborts the fetch; ignoreFetchAbort lets the readers have its answer).
  const answers = new LRUCache<string, RouterAnswer, Question>({
    max: MAX_ANSWERS,
    ttl: ANSWER_TTL_MS,
    ttlResolution: 0,
    perf: { now },
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { options, context: question }) => {
      const { storefront, path, forwardedFor } = question;
      // A page the build rendered is served as it was; any other path is refused for now.
      if (overLimit(forwardedFor)) {
        question.limited = true;
        return undefined;
      }
      askedAt.set(key, now());
      try {
        const read = readRouterEnvelope(await fetchAnswer(path, forwardedFor));
        if (read) {
          options.ttl = negative(read) ? NOT_FOUND_TTL_MS : ANSWER_TTL_MS;
          return read;
        }
        failures.set(key, true);
        log.error('router_answer_unreadable', { storefront, path: path.slice(0, LOGGED_PATH_LENGTH) });
      } catch (error) {
        failures.set(key, true);
        log.error('router_unavailable', { storefront, path: path.slice(0, LOGGED_PATH_LENGTH), error: error instanceof Error ? error.message : String(error) });
      }
      return undefined;
    },
  });
  let knownEpoch: string | null = null;

  /** The answer, or null once `waitMs` (counted from when the question was put) has passed. */
  const within = async (answer: Promise<RouterAnswer | undefined>, since: number, waitMs: number | undefined) => {
    if (waitMs === undefined) return (await answer) ?? null;
    const left = waitMs - (now() - since);
    if (left <= 0) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left)));
    try {
      return (await Promise.race([answer, late])) ?? null;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async ask(storefront, path, forwardedFor, epoch, waitMs) {
      if (epoch !== knownEpoch) {
        answers.clear();
        failures.clear();
        knownEpoch = epoch;
      }
      // Too long or too deep for any page: 404 at once, no question and no cache entry.
      if (routerCannotHave(path)) return NOT_FOUND;
      const key = `${storefront}\u0000${path}`;
      const kept = answers.get(key);
      if (kept) return kept;
      if (waitMs !== undefined && failures.has(key)) return null;
      const question: Question = { storefront, path, forwardedFor };
      // fetchMethod starts (or an earlier one is joined) before fetch() returns: askedAt is set.
      const answer = answers.fetch(key, { context: question });
      if (question.limited) return waitMs === undefined ? LIMITED : null;
      return within(answer, askedAt.get(key) ?? now(), waitMs);
    },
  };
}
