import { resolveUnknownPath } from '@/features/content/resolver';

// Paths the build did not know (next.config.ts fallback rewrite): asked of the router, then
// answered with its exact status (SPEC §8).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ storefront: string; path?: string[] }> };

export async function GET(request: Request, { params }: Context) {
  const { storefront, path } = await params;
  return resolveUnknownPath(request, storefront, path ?? []);
}

export const HEAD = GET;
