import { NextResponse, type NextRequest } from 'next/server';
import { loadConfig } from './edge/config';
import { checkoutRules } from './edge/edge-rules';

// Thin, and only for the checkout pages: SPEC §9's nonce policy needs a per-request header
// Next can read (edge/edge-rules.ts checkoutRules, unit-tested without Next). Everything else
// at the edge costs a page view nothing: storefront by host and the unauthorised host are
// next.config.ts rewrites; configured redirects are the resolver's; the query flags and the
// `source` cookie start in the page's script (docs/architecture.md "Edge rules").

export function middleware(request: NextRequest): NextResponse {
  const rules = checkoutRules({ pathname: request.nextUrl.pathname, country: loadConfig().DEFAULT_COUNTRY, dev: process.env.NODE_ENV === 'development' });
  if (!rules) return NextResponse.next();
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(rules.requestHeaders)) headers.set(name, value);
  const response = NextResponse.next({ request: { headers } });
  for (const [name, value] of Object.entries(rules.responseHeaders)) response.headers.set(name, value);
  return response;
}

// Paths only (a matcher with query conditions cost a plain page view 15%, `npm run bench:edge`).
// Must stay a literal: Next reads it at build time.
export const config = {
  matcher: ['/checkout', '/:path*/checkout', '/:path*/checkout/:step'],
};
