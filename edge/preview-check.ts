import { fetchRoute } from './backend';
import { readRouterEnvelope } from './backend/router-answer';
import { log } from '../request/log';
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
