import { knownShardParams, knownShardResponse } from '@/content-sync/known-shards';

// GET /api/routing/known/main-0: one shard of the build's content paths, which the middleware
// reads instead of carrying every path in its bundle (routing/known-paths.ts, issue 32).
// Rendered once at build from the route table and served as a static file. No Host check
// (withKnownHost would make it dynamic): it answers the same public list of published paths
// to anyone, as sitemap.xml does, and nothing else.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return knownShardParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ shard: string }> }) {
  return knownShardResponse((await params).shard);
}
