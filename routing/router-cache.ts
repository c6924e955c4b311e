import { LRUCache } from 'lru-cache';
import { fetchRoute, routerCannotHave } from '../edge/backend';
import { log } from '../edge/log';
import type { Storefront } from './app-routes';
import { readRouterEnvelope, type RouterAnswer } from './router-answer';

// The middleware's questions to the router, for paths the build did not know. Answers are
// kept a minute, a 404 ten (bounded: junk URLs cost one backend call each per TTL, and
// memory stays flat), dropped when the webhook reports changed paths (a new epoch), and one question is
// in flight per path. A failure is not kept: the next request asks again.

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

export interface RouterAsker {
  ask(storefront: Storefront, path: string, forwardedFor: string | null, epoch: string): Promise<RouterAnswer | null>;
}

type Fetch = (path: string, forwardedFor: string | null) => Promise<unknown>;

const fromBackend: Fetch = (path, forwardedFor) => fetchRoute({ path, forwardedFor });

/** A 404 or 410 from the router: the path is not a page. */
function negative(answer: RouterAnswer): boolean {
  return answer.kind === 'error' && (answer.statusCode === 404 || answer.statusCode === 410);
}

export function routerAsker(fetchAnswer: Fetch = fromBackend, now: () => number = () => performance.now()): RouterAsker {
  const answers = new LRUCache<string, RouterAnswer>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS, ttlResolution: 0, perf: { now } });
  const inFlight = new Map<string, Promise<RouterAnswer | null>>();
  let knownEpoch: string | null = null;

  return {
    async ask(storefront, path, forwardedFor, epoch) {
      if (epoch !== knownEpoch) {
        answers.clear();
        knownEpoch = epoch;
      }
      // Too long or too deep for any page: 404 at once, no question and no cache entry.
      if (routerCannotHave(path)) return NOT_FOUND;
      const key = `${storefront}\u0000${path}`;
      const kept = answers.get(key);
      if (kept) return kept;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchAnswer(path, forwardedFor)
          .then((raw) => {
            const answer = readRouterEnvelope(raw);
            if (answer) answers.set(key, answer, { ttl: negative(answer) ? NOT_FOUND_TTL_MS : ANSWER_TTL_MS });
            else log.error('router_answer_unreadable', { storefront, path: path.slice(0, LOGGED_PATH_LENGTH) });
            return answer;
          })
          .catch((error: unknown) => {
            log.error('router_unavailable', { storefront, path: path.slice(0, LOGGED_PATH_LENGTH), error: error instanceof Error ? error.message : String(error) });
            return null;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
