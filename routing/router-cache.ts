import { LRUCache } from 'lru-cache';
import { fetchRoute, routerCannotHave } from '../edge/backend';
import { log } from '../edge/log';
import type { Storefront } from './app-routes';
import { readRouterEnvelope, type RouterAnswer } from './router-answer';

// The middleware's questions to the router, for paths the build did not know. Answers are
// kept a minute (bounded: junk URLs cost one backend call a minute each, and memory stays
// flat), dropped when the webhook reports changed paths (a new epoch), and one question is
// in flight per path. A failure is not kept: the next request asks again.

const ANSWER_TTL_MS = 60_000;
const MAX_ANSWERS = 2_000;
/** Log lines carry this much of a path at most: a 7 KB junk URL is not 7 KB of log. */
export const LOGGED_PATH_LENGTH = 200;
const NOT_FOUND: RouterAnswer = { kind: 'error', statusCode: 404 };

export interface RouterAsker {
  ask(storefront: Storefront, path: string, forwardedFor: string | null, epoch: string): Promise<RouterAnswer | null>;
}

type Fetch = (path: string, forwardedFor: string | null) => Promise<unknown>;

const fromBackend: Fetch = (path, forwardedFor) => fetchRoute({ path, forwardedFor });

export function routerAsker(fetchAnswer: Fetch = fromBackend): RouterAsker {
  const answers = new LRUCache<string, RouterAnswer>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS });
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
            if (answer) answers.set(key, answer);
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
