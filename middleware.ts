import { NextResponse, type NextRequest } from 'next/server';
import { loadConfig } from './edge/config';
import { edgeRules } from './edge/edge-rules';
import { REPORTING_ENDPOINTS, SECURITY_HEADERS } from './edge/security-headers';

// Thin: the rules are pure functions in edge/ (edge/edge-rules.ts, unit-tested without Next).
// Storefront by host, configured redirects and the unauthorised host are config-level
// rewrites and redirects (next.config.ts), which cost a page view nothing; this middleware
// runs only when a request carries a flag it handles, or asks for a checkout page.

export async function middleware(request: NextRequest): Promise<NextResponse> {
  const decision = await edgeRules({ url: request.nextUrl, host: request.headers.get('host'), config: loadConfig(), dev: process.env.NODE_ENV === 'development' });

  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(decision.requestHeaders)) headers.set(name, value);
  let response: NextResponse;
  if (decision.action === 'redirect') response = NextResponse.redirect(new URL(decision.location!, request.url), 307);
  else if (decision.action === 'rewrite') response = NextResponse.rewrite(new URL(decision.location!, request.url), { request: { headers } });
  else response = NextResponse.next({ request: { headers } });
  for (const c of decision.cookies) response.cookies.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path });
  // The middleware's own redirects skip next.config headers(): set them here too.
  for (const { key, value } of [...SECURITY_HEADERS, REPORTING_ENDPOINTS]) if (!response.headers.has(key)) response.headers.set(key, value);
  for (const [name, value] of Object.entries(decision.responseHeaders)) response.headers.set(name, value);
  return response;
}

// Narrow on purpose (the throughput of a plain page view, `npm run bench:edge`): only requests
// with a flag in the query, and checkout pages (their nonce). Must stay a literal: Next reads it
// at build time. The query names are edge/edge-rules.ts QUERY's.
export const config = {
  matcher: [
    { source: '/((?!_next/|api/|favicon.ico).*)', has: [{ type: 'query', key: 'source' }] },
    { source: '/((?!_next/|api/|favicon.ico).*)', has: [{ type: 'query', key: 'previewMode' }] },
    { source: '/((?!_next/|api/|favicon.ico).*)', has: [{ type: 'query', key: 'previewToken' }] },
    { source: '/((?!_next/|api/|favicon.ico).*)', has: [{ type: 'query', key: 'secret' }] },
    { source: '/((?!_next/|api/|favicon.ico).*)', has: [{ type: 'query', key: 'test-suite' }] },
    { source: '/((?!_next/|api/|favicon.ico).*)', has: [{ type: 'query', key: 'paymentSecret' }] },
    '/checkout',
    '/:path*/checkout',
    '/:path*/checkout/:step',
  ],
};
