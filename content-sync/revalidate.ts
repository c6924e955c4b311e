import { z } from 'zod';
import { readJsonBody } from '@/edge/json-body';
import { ORDER_SETTINGS_TAG, pageCacheTag, SETTINGS_TAG } from '@/request/cache-tags';
import { log } from '@/request/log';
import { guardedSecret, type GuessLimit } from '@/edge/secret';

// The revalidation webhook's logic (CONTRACT §9), with Next's cache functions passed in so it is unit-tested without Next.

export const MAX_BODY_BYTES = 64 * 1024;

export const RevalidateBodySchema = z
  .object({
    paths: z.array(z.string().max(2048).regex(/^\/[^\s]*$/, 'must be a path starting with /')).max(1000).default([]),
    tags: z.array(z.string().max(256).regex(/^[A-Za-z0-9_:.\-]+$/, 'must be a cache tag such as node:1175')).max(1000).default([]),
  })
  .strict()
  .refine((b) => b.paths.length + b.tags.length > 0, 'send at least one path or tag');
export type RevalidateBody = z.infer<typeof RevalidateBodySchema>;

export interface RevalidateDeps {
  secret: string | undefined;
  /** The caller's allowance of wrong secrets (issue 31, by client address): past it a wrong one gets 429, a right one passes (issue 46). */
  guesses: GuessLimit;
  /** Marks a tag's entries stale: served once more while the fresh copy renders, kept if that fails. */
  revalidateTag(tag: string): void;
  /** Expires a tag's entries outright: the next read waits for a fresh copy (the order routes' settings). */
  expireTag(tag: string): void;
  /** Asks the router what the paths are now (and the settings' redirects), recorded for every middleware (content-sync/routing-sync.ts). */
  learn(paths: string[], settings: boolean): Promise<void>;
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

async function readBody(request: Request): Promise<{ body: RevalidateBody } | { error: Response }> {
  const read = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
  if (!read.ok) {
    const messages = { 415: 'The body must be application/json', 413: `The body must be at most ${MAX_BODY_BYTES} bytes`, 400: 'The body is not valid JSON' };
    return { error: json(read.status, { message: messages[read.status] }) };
  }
  const parsed = RevalidateBodySchema.safeParse(read.value);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
    return { error: json(400, { message: `Invalid body: ${problems.join('; ')}` }) };
  }
  return { body: parsed.data };
}

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  const given = request.headers.get('x-revalidate-secret');
  const outcome = await guardedSecret(given, deps.secret, deps.guesses);
  if (outcome.kind === 'locked') {
    log.warn('revalidate_guesses_locked', {});
    const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(outcome.retryAfterSeconds) };
    return Response.json({ message: 'Too many wrong secrets: try again later' }, { status: 429, headers });
  }
  if (outcome.kind !== 'right') {
    log.warn('revalidate_unauthorised', { configured: Boolean(deps.secret) });
    return json(401, { message: 'Wrong or missing x-revalidate-secret' });
  }
  const read = await readBody(request);
  if ('error' in read) return read.error;
  const { paths, tags } = read.body;
  // The routing first: once a page is marked stale, the middleware already answers its new status.
  const settings = tags.includes(SETTINGS_TAG);
  if (paths.length > 0 || settings) await deps.learn(paths, settings);
  // The order routes' own copy of the settings expires outright: the very next order meets the new flags (captcha, catalogue).
  if (settings) deps.expireTag(ORDER_SETTINGS_TAG);
  const revalidated = [...new Set([...tags, ...paths.map(pageCacheTag)])];
  for (const tag of revalidated) deps.revalidateTag(tag);
  log.info('revalidated', { paths, tags, count: revalidated.length });
  return json(200, { revalidated });
}
