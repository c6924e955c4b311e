import { z } from 'zod';
import { readJsonBody } from '@/edge/json-body';
import { log } from '@/edge/log';
import { compileRedirects, normaliseRedirectPath } from '@/edge/redirects';
import { sameSecret } from '@/edge/secret';
import type { Storefront } from '@/edge/storefront';

// The revalidation webhook's logic (CONTRACT §9), with Next's cache functions passed in so it
// is unit-tested without Next. app/api/revalidate wires it.

export const MAX_BODY_BYTES = 64 * 1024;
const STOREFRONTS: Storefront[] = ['main', 'gifts'];


export const RevalidateBodySchema = z
  .object({
    paths: z.array(z.string().max(2048).regex(/^\/[^\s]*$/, 'must be a path starting with /')).max(1000).default([]),
    tags: z.array(z.string().max(256).regex(/^[A-Za-z0-9_:.\-]+$/, 'must be a cache tag such as node:1175')).max(1000).default([]),
  })
  .strict()
  .refine((b) => b.paths.length + b.tags.length > 0, 'send at least one path or tag');
export type RevalidateBody = z.infer<typeof RevalidateBodySchema>;

/**
 * The tag of the page a reader sees at `path` (either storefront). Pages carry it, so the
 * webhook's paths mark them stale through revalidateTag (stale-while-revalidate, and the last
 * good page kept if the backend is down) rather than revalidatePath, which expires the page
 * outright: the next request then waits for the backend, and fails with it.
 */
export function pageCacheTag(path: string): string {
  const clean = normaliseRedirectPath(path.split(/[?#]/)[0]!);
  return `page:${clean}`.slice(0, 256);
}

export interface RevalidateDeps {
  secret: string | undefined;
  /**
   * `expire` false: marked stale, served once more while the fresh copy renders, kept if that
   * fails (pages). True: the next read waits for a fresh copy (small data entries: the cached
   * router answers and the redirects snapshot).
   */
  revalidateTag(tag: string, expire: boolean): void;
  /** The configured redirects of a storefront as the edge has them now. */
  redirects(storefront: Storefront): Promise<unknown[]>;
  /** Writes the new redirects where the edge reads them (Edge Config), when configured. */
  pushRedirects(redirects: Record<Storefront, unknown[]>): Promise<{ pushed: boolean; reason?: string }>;
  /** Data-cache tags of the site's own entries. */
  routeTag: string;
  redirectsTag: string;
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

async function readBody(request: Request): Promise<{ body: RevalidateBody } | { error: Response }> {
  const read = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
  if (!read.ok) {
    const message = { 415: 'The body must be application/json', 413: `The body must be at most ${MAX_BODY_BYTES} bytes`, 400: 'The body is not valid JSON' }[read.status];
    return { error: json(read.status, { message }) };
  }
  const parsed = RevalidateBodySchema.safeParse(read.value);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
    return { error: json(400, { message: `Invalid body: ${problems.join('; ')}` }) };
  }
  return { body: parsed.data };
}

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  if (!(await sameSecret(request.headers.get('x-revalidate-secret'), deps.secret))) {
    log.warn('revalidate_unauthorised', { configured: Boolean(deps.secret) });
    return json(401, { message: 'Wrong or missing x-revalidate-secret' });
  }
  const read = await readBody(request);
  if ('error' in read) return read.error;
  const { paths, tags } = read.body;
  const revalidated: string[] = [];

  const pageTags = new Set(paths.map(pageCacheTag));
  if (paths.length > 0) {
    // A new, moved or unpublished path: the resolver's cached router answers go at once.
    deps.revalidateTag(deps.routeTag, true);
  }

  if (tags.includes('settings')) {
    // Redirects: the sources before and after the change turn into (or back from) redirects.
    const before = await Promise.all(STOREFRONTS.map((s) => deps.redirects(s)));
    deps.revalidateTag(deps.redirectsTag, true);
    const after = await Promise.all(STOREFRONTS.map((s) => deps.redirects(s)));
    for (const entries of [...before, ...after]) {
      for (const source of compileRedirects(entries).keys()) pageTags.add(pageCacheTag(source));
    }
    const push = await deps.pushRedirects({ main: after[0]!, gifts: after[1]! });
    if (push.pushed) revalidated.push('edge-config:redirects');
  }

  for (const tag of new Set([...tags, ...pageTags])) {
    deps.revalidateTag(tag, false);
    revalidated.push(tag);
  }
  log.info('revalidated', { paths, tags, count: revalidated.length });
  return json(200, { revalidated });
}
