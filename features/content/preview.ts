import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { fetchRoute } from '@/edge/backend';
import { loadConfig } from '@/edge/config';
import { flagRules } from '@/edge/edge-rules';
import { log } from '@/edge/log';
import { clientAddress } from '@/features/checkout/data';
import { MemoryRateLimiter, type RateLimiter } from '@/features/checkout';
import { contentLookupPath, readRouterEnvelope } from '@/routing';
import { safeDecode } from './rules';

// Preview (SPEC §2). The middleware hands a request whose query has previewMode/previewToken
// to app/api/flags (routing/decide.ts), because only a route handler can switch Next's draft
// mode: it turns draft mode on, keeps the token in an httpOnly cookie, sets the other flags'
// cookies and answers one redirect to the URL without the query. In draft mode
// Next renders every page per request, never from or into the shared cache, with
// Cache-Control private, no-store; pages forward the token to the router (data.ts).

export const PREVIEW_COOKIE = 'cw_preview_token';

/** A same-site path to come back to: anything else (another origin, '//host') goes home. */
export function safeReturnPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.length > 2048) return '/';
  return path;
}

/**
 * app/api/flags/<reader's path>?<reader's query> (the middleware's rewrite of a preview
 * request): sets what the flags ask for (cookies, draft mode) and sends the reader back to
 * the same URL without them, on the host they asked for.
 */
/** Preview attempts per client a minute: an editor needs a few, a client hunting for tokens (or for an uncached site) gets 429. */
const previewAttempts: RateLimiter = new MemoryRateLimiter({ limit: 10, windowMs: 60_000 });

export type PreviewCheck = 'accepted' | 'refused' | 'unavailable';

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

export async function flagsRequest(request: Request, segments: string[], limiter: RateLimiter = previewAttempts): Promise<Response> {
  const url = new URL(request.url);
  const original = new URL(safeReturnPath(`/${segments.map((s) => encodeURIComponent(safeDecode(s))).join('/')}`), url);
  original.search = url.search;
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const decision = await flagRules({ url: original, secure, config: loadConfig() });

  if (decision.preview?.token) {
    const attempt = await limiter.hit(clientAddress(request));
    if (!attempt.allowed) {
      return new NextResponse('Too many preview attempts. Please wait a minute.', { status: 429, headers: { 'Retry-After': String(attempt.retryAfterSeconds), 'Cache-Control': 'private, no-store' } });
    }
    const check = await checkPreviewToken(original.pathname, decision.preview.token);
    if (check !== 'accepted') {
      // No preview: the published page, for this reader as for everyone.
      log.warn('preview_refused', { reason: check, path: original.pathname.slice(0, 200) });
      decision.preview = null;
    }
  }
  if (decision.preview) {
    const draft = await draftMode();
    const jar = await cookies();
    if (decision.preview.token) {
      draft.enable();
      jar.set(PREVIEW_COOKIE, decision.preview.token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    } else {
      draft.disable();
      jar.delete(PREVIEW_COOKIE);
    }
  }
  // Relative: the reader stays on the host they asked (gifts or main). Their own alone: no store.
  const response = new NextResponse(null, { status: 307, headers: { Location: decision.location, 'Cache-Control': 'private, no-store' } });
  for (const c of decision.cookies) response.cookies.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path });
  return response;
}

/** The preview token of this request, only in draft mode (so a static page never reads cookies). */
export async function currentPreviewToken(): Promise<string | null> {
  try {
    if (!(await draftMode()).isEnabled) return null;
  } catch {
    return null; // outside a request (build, revalidation): no preview
  }
  return (await cookies()).get(PREVIEW_COOKIE)?.value ?? null;
}
