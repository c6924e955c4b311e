import { NextResponse, type NextRequest } from 'next/server';
import { loadConfig } from './edge/config';
import { log } from './edge/log';
import { storefrontForHost, storefrontPath } from './edge/storefront';

// Thin by design (DESIGN.md): every rule is a pure function in edge/. The matcher leaves out
// Next's own assets and the API routes so they never pay for the middleware.

export function middleware(request: NextRequest) {
  const storefront = storefrontForHost(request.headers.get('host'), loadConfig());
  if (!storefront) {
    log.warn('unauthorised_host', { host: request.headers.get('host') });
    return new NextResponse(null, { status: 403 });
  }
  const url = request.nextUrl.clone();
  url.pathname = storefrontPath(storefront, url.pathname);
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/((?!_next/|api/|favicon.ico).*)'],
};
