import { flagsRequest } from '@/features/content/preview';

// Requests whose query carries a flag (admin or payment secret, test-suite, preview) are
// rewritten here by next.config.ts, with the reader's path after /api/flags; the logic is
// edge/edge-rules.ts flagRules.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path?: string[] }> };

export async function GET(request: Request, { params }: Context) {
  const { path } = await params;
  return flagsRequest(request, path ?? []);
}
