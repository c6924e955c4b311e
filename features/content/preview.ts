import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { PREVIEW_HEADERS } from '@/edge/edge-rules';

// Preview (SPEC §2): previewMode/previewToken → Next draft mode. The middleware rewrites such
// a request to app/api/preview, which turns draft mode on, keeps the token in an httpOnly
// cookie and sends the editor back to the page without the query. In draft mode Next renders
// every page per request, never from or into the shared cache, with Cache-Control private,
// no-store; pages forward the token to the router (data.ts).

export const PREVIEW_COOKIE = 'cw_preview_token';

/** A same-site path to come back to: anything else (another origin, '//host') goes home. */
export function safeReturnPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.length > 2048) return '/';
  return path;
}

export async function previewRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // Set by the middleware from the reader's previewMode/previewToken query (edge/edge-rules.ts).
  const back = safeReturnPath(request.headers.get(PREVIEW_HEADERS.path));
  const token = request.headers.get(PREVIEW_HEADERS.token);
  const draft = await draftMode();
  const jar = await cookies();
  const secure = url.protocol === 'https:';
  if (token) {
    draft.enable();
    jar.set(PREVIEW_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  } else {
    draft.disable();
    jar.delete(PREVIEW_COOKIE);
  }
  // Relative: the editor stays on the host they asked (gifts or main), whatever this request's URL says.
  return new Response(null, { status: 307, headers: { Location: back, 'Cache-Control': 'private, no-store' } });
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
