import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { fetchRoute } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { flagRules, hasSecret, type PreviewRequest } from '@/edge/edge-rules';
import { COOKIE, FLAGS_QUERY_HEADER } from '@/edge/flags';
import { log } from '@/request/log';
import { guessLimit } from '@/edge/secret';
import { clientAddress } from '@/request/client-address';
import { SharedRateLimiter } from '@/request/shared-rate-limit';
import { MemoryRateLimiter, type RateLimiter } from '@/request/rate-limit';
import { contentLookupPath, readRouterEnvelope } from '@/routing';
import { previewModeCookie } from '@/content-sync/routing-sync';
import { safeDecode } from './rules';

// Preview (SPEC §2, §6). The middleware hands a request whose query has previewMode/
// previewToken to app/api/flags (routing/decide.ts), because only a route handler can switch
// Next's draft mode; and one with an admin or payment secret, because only a route handler
// counts each client's guesses (issue 31). Preview mode is Next's draft mode: the previewMode
// query turns it on (SPEC §6 'Preview mode: set by a previewMode query'), and then every page
// renders per request, never from or into the shared cache (Cache-Control private, no-store),
// asks the router with _nocdncache (data.ts) and shows the Preview marker (PreviewMarker.tsx).
// The previewToken, checked with the backend, decides what the router returns: an accepted
// token is kept in an httpOnly cookie and pages forward it, so the router answers the latest
// revision; without one the router answers the published page, fresh. Then one redirect to
// the URL without the query.

export const PREVIEW_COOKIE = COOKIE.previewToken;

/** A same-site path to come back to: anything else (another origin, '//host') goes home. */
export function safeReturnPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.length > 2048) return '/';
  return path;
}

/** Preview attempts per client a minute: an editor needs a few, a client hunting for tokens (or for an uncached site) gets 429. */
const previewAttempts: RateLimiter = new MemoryRateLimiter({ limit: 10, windowMs: 60_000 });
/**
 * Wrong admin or payment secrets per client in 15 minutes (issue 31), counted in Redis when
 * REDIS_URL is set (every instance shares one allowance); a right secret is not counted.
 */
export const secretGuesses: RateLimiter = new SharedRateLimiter({ name: 'secret-guess', limit: 10, windowMs: 15 * 60_000, redisUrl: () => loadConfig().REDIS_URL });
const TOO_MANY_GUESSES = 'Too many attempts. Please wait a few minutes and try again.';

export type PreviewCheck = 'accepted' | 'refused' | 'unavailable';

/**
 * What a preview request does once its token (if any) was checked: preview mode (Next's draft
 * mode) on or off, and the kept token set, cleared or kept. previewMode alone keeps a token
 * accepted before; a token the backend refused or could not check is never kept, and turns
 * preview on only when previewMode asked for it.
 */
export function previewEffect({ on, byMode, token }: PreviewRequest, check: PreviewCheck | null): { mode: boolean; token: { set: string } | 'clear' | 'keep' } {
  if (!on) return { mode: false, token: 'clear' };
  if (token !== null && check === 'accepted') return { mode: true, token: { set: token } };
  if (token !== null) return { mode: byMode, token: 'clear' };
  return { mode: byMode, token: 'keep' };
}

/**
 * The backend checks the token (docs/contract.md: a wrong one answers statusCode 403), before
 * a reader is switched into draft mode, whose pages bypass every cache.
 */
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

/**
 * app/api/flags/<reader's path> with the reader's query (the middleware's rewrite of a request
 * with a preview or a secret; the query in x-flags-query): sets what the flags ask for
 * (cookies, draft mode) and sends the reader back to the same URL without them, on the host
 * they asked for.
 */
export async function flagsRequest(request: Request, segments: string[], limiter: RateLimiter = previewAttempts, guesses: RateLimiter = secretGuesses): Promise<Response> {
  const url = new URL(request.url);
  const original = new URL(safeReturnPath(`/${segments.map((s) => encodeURIComponent(safeDecode(s))).join('/')}`), url);
  // The middleware passes the reader's query in a header (the rewrite URL is echoed to the client).
  original.search = request.headers.get(FLAGS_QUERY_HEADER) ?? url.search;
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const client = hasSecret(original.searchParams) ? clientAddress(request, loadConfig()) : null;
  const decision = await flagRules({ url: original, secure, config: loadConfig(), guesses: client ? guessLimit(guesses, client) : null });

  if (decision.locked) {
    // The same answer for a right secret as for a wrong one: nothing set, nothing to tell them apart by.
    log.warn('secret_guesses_locked', { path: original.pathname.slice(0, 200) });
    return new NextResponse(TOO_MANY_GUESSES, { status: 429, headers: { 'Retry-After': String(decision.locked.retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }

  let check: PreviewCheck | null = null;
  if (decision.preview?.token) {
    const address = clientAddress(request, loadConfig());
    const attempt = await limiter.hit(address);
    if (!attempt.allowed) {
      return new NextResponse('Too many preview attempts. Please wait a minute.', { status: 429, headers: { 'Retry-After': String(attempt.retryAfterSeconds), 'Cache-Control': 'private, no-store' } });
    }
    // A preview token is a secret too: a wrong one counts in the same allowance of guesses as
    // the admin and payment secrets (issue 38); one the backend accepts, or could not check, is given back.
    const guess = guessLimit(guesses, address);
    const counted = await guess.hit();
    if (!counted.allowed) {
      log.warn('secret_guesses_locked', { path: original.pathname.slice(0, 200), secret: 'previewToken' });
      return new NextResponse(TOO_MANY_GUESSES, { status: 429, headers: { 'Retry-After': String(counted.retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
    }
    check = await checkPreviewToken(original.pathname, decision.preview.token);
    if (check !== 'refused') await guess.refund();
    // The published page, as for everyone (in preview mode when previewMode asked for it).
    if (check !== 'accepted') log.warn('preview_refused', { reason: check, path: original.pathname.slice(0, 200) });
  }
  if (decision.preview) {
    const effect = previewEffect(decision.preview, check);
    const draft = await draftMode();
    const jar = await cookies();
    if (jar.has(COOKIE.legacyPreview)) jar.delete(COOKIE.legacyPreview);
    // Only what is there is cleared: no draft-mode cookie for a reader who had none.
    if (effect.mode) draft.enable();
    else if (draft.isEnabled) draft.disable();
    // The middleware's own sign of preview mode (issue 47: it reads none of Next's), set and cleared with draft mode.
    const mode = effect.mode ? await previewModeCookie() : null;
    if (mode) jar.set(COOKIE.previewMode, mode, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    else if (jar.has(COOKIE.previewMode)) jar.delete(COOKIE.previewMode);
    if (effect.token === 'clear') {
      if (jar.has(PREVIEW_COOKIE)) jar.delete(PREVIEW_COOKIE);
    } else if (effect.token !== 'keep') {
      jar.set(PREVIEW_COOKIE, effect.token.set, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    }
  }
  // Relative: the reader stays on the host they asked (gifts or main). Their own alone: no store.
  const response = new NextResponse(null, { status: 307, headers: { Location: decision.location, 'Cache-Control': 'private, no-store' } });
  for (const c of decision.cookies) response.cookies.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path });
  return response;
}

/**
 * This request's preview (SPEC §6): null outside preview mode (so a static page never reads
 * cookies: draft mode first), else the accepted token, if any, to forward to the router.
 */
export async function currentPreview(): Promise<{ token: string | null } | null> {
  try {
    if (!(await draftMode()).isEnabled) return null;
  } catch {
    return null; // outside a request (build, revalidation): no preview
  }
  return { token: (await cookies()).get(PREVIEW_COOKIE)?.value ?? null };
}
