import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { loadConfig } from '@/edge/config';
import { flagRules } from '@/edge/edge-rules';
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
export async function flagsRequest(request: Request, segments: string[]): Promise<Response> {
  const url = new URL(request.url);
  const original = new URL(safeReturnPath(`/${segments.map((s) => encodeURIComponent(safeDecode(s))).join('/')}`), url);
  original.search = url.search;
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const decision = await flagRules({ url: original, secure, config: loadConfig() });

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
