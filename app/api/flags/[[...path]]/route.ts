import { flagsRequest } from '@/features/content/server';
import { withKnownHost } from '@/edge/host-guard';

// A page whose query carries a flag (admin or payment secret, test-suite, preview) sends the
// reader here with its own path after /api/flags and its query; the logic is
// edge/edge-rules.ts flagRules.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path?: string[] }> };

export const GET = withKnownHost(async (request: Request, { params }: Context) => {
  const { path } = await params;
  return flagsRequest(request, path ?? []);
});
