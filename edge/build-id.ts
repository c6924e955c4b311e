import { PUBLIC_BUILD_ID } from './public-env';

// The build id (SPEC §4 "Build refresh", §7 build.txt): next.config.ts inlines the id of the
// build (content-sync/snapshot.ts makes it) as NEXT_PUBLIC_BUILD_ID (edge/public-env.ts).

export const RUNNING_BUILD_ID = PUBLIC_BUILD_ID;

export function buildTxtResponse(): Response {
  return new Response(RUNNING_BUILD_ID, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
