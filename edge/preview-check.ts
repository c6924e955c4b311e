import { fetchRoute } from './backend';
import { readRouterEnvelope } from './backend/router-answer';
import { log } from '../request/log';
import { MemoryRateLimiter } from '../request/rate-limit';
import { SECRET_GUESSES, SECRET_GUESS_WINDOW_MS } from './secret';
import { contentLookupPath } from '../routing/decide';

// A preview token checked with the router (docs/contract.md: a wrong one answers statusCode 403).
// No Next or server-only import: the middleware checks a kept token (cw_preview_token) too.

export type PreviewCheck = 'accepted' | 'refused' | 'unavailable';

/** Asks the router for `path` with the token: a 403 refuses it; no answer, or a failure, says nothing. */
export async function checkPreviewToken(path: string, token: string, ask: typeof fetchRoute = fetchRoute): Promise<PreviewCheck> {
  try {
    const answer = readRouterEnvelope(await ask({ path: contentLookupPath(path), previewToken: token }));
    if (!answer) return 'unavailable';
    return answer.kind === 'error' && answer.statusCode === 403 ? 'refused' : 'accepted';
  } catch (error) {
    log.error('preview_check_failed', { path: path.slice(0, 200), error: error instanceof Error ? error.message : String(error) });
    return 'unavailable';
  }
}

/** How long the middleware trusts its check of a kept token: an editor's pages cost one router check a minute, not one each. */
export const KEPT_TOKEN_CHECK_MS = 60_000;
const KEPT_TOKENS = 1000;

/**
 * The middleware's check of a kept token, remembered per token for KEPT_TOKEN_CHECK_MS (an
 * answer the router could not give is not remembered). Bounded: the oldest goes first.
 */
export function keptTokenChecker(ask: typeof fetchRoute = fetchRoute) {
  const verdicts = new Map<string, { at: number; check: PreviewCheck }>();
  return {
    /** What the router said of this token within the last KEPT_TOKEN_CHECK_MS, if it was asked. */
    remembered(token: string): PreviewCheck | undefined {
      const kept = verdicts.get(token);
      return kept && Date.now() - kept.at < KEPT_TOKEN_CHECK_MS ? kept.check : undefined;
    },
    async check(path: string, token: string): Promise<PreviewCheck> {
      const check = await checkPreviewToken(path, token, ask);
      verdicts.delete(token);
      if (check !== 'unavailable') verdicts.set(token, { at: Date.now(), check });
      if (verdicts.size > KEPT_TOKENS) verdicts.delete(verdicts.keys().next().value!);
      return check;
    },
  };
}

/**
 * Preview-mode pages a client may have a minute (issue 46 §4): anyone may turn preview on (SPEC §6), and each
 * renders past every cache and asks the router. An editor reads a few pages a minute; past this, 429.
 */
export const PREVIEW_PAGES_PER_MINUTE = 20;
const previewPages = new MemoryRateLimiter({ limit: PREVIEW_PAGES_PER_MINUTE, windowMs: 60_000 });


const keptToken = keptTokenChecker();
/**
 * Kept preview tokens the router refused, per client, in the secret-guess allowance's numbers (edge/secret.ts;
 * this instance's count: the middleware uses no Redis). Past it a kept token not known good is dropped unasked.
 */
const keptTokenGuesses = new MemoryRateLimiter({ limit: SECRET_GUESSES, windowMs: SECRET_GUESS_WINDOW_MS });

/** A kept token's check in the middleware: known good passes; else one guess is counted first (given back when the router accepts or cannot say). */
async function keptTokenVerdict(token: string, path: string, client: string): Promise<PreviewCheck> {
  const known = keptToken.remembered(token);
  if (known === 'accepted') return known;
  if (!(await keptTokenGuesses.hit(client)).allowed || known === 'refused') return 'refused';
  const check = await keptToken.check(path, token);
  if (check !== 'refused') await keptTokenGuesses.refund(client);
  return check;
}

/** Request headers for the page without the named cookies (the raw pairs kept as they came), or with none ('all'). */
export function withoutCookies(source: Headers, names: readonly string[] | 'all'): Headers {
  const headers = new Headers(source);
  const cookies = names === 'all' ? [] : (source.get('cookie') ?? '').split(';');
  const kept = cookies.filter((pair) => pair.trim() && !names.includes(pair.split('=')[0]!.trim()));
  if (kept.length > 0) headers.set('cookie', kept.map((pair) => pair.trim()).join('; '));
  else headers.delete('cookie');
  return headers;
}

/**
 * The middleware's gate for a preview-mode page: 'limited' past the client's allowance (counted before any router call);
 * 'refused' when the kept token is one the router refuses (forged or revoked: a wrong guess, counted); else 'ok'.
 */
export async function previewAdmission(client: string, token: string | undefined, path: string): Promise<'limited' | 'refused' | 'ok'> {
  if (!(await previewPages.hit(client)).allowed) {
    log.warn('preview_pages_limited', { path: path.slice(0, 200) });
    return 'limited';
  }
  if (!token || (await keptTokenVerdict(token, path, client)) !== 'refused') return 'ok';
  log.warn('preview_refused', { reason: 'refused', kept: true, path: path.slice(0, 200) });
  return 'refused';
}
