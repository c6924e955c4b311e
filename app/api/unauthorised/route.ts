import { unauthorisedHost } from '@/edge/resolver';

// Requests for a host the site does not serve are rewritten here (next.config.ts).
export const dynamic = 'force-dynamic';

export const GET = unauthorisedHost;
export const HEAD = unauthorisedHost;
export const POST = unauthorisedHost;
