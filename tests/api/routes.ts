import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The API routes as the tests find them: every app/api/**/route.ts, so a route added later is
// checked too (tests/api/body-bound.test.ts, unknown-host.test.ts).

export const APP_API = join(process.cwd(), 'app', 'api');

export type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

export function routeFiles(dir: string = APP_API): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === 'route.ts' ? [path] : [];
  });
}
