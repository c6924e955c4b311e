// The site's one cookie reader, for a Cookie header (a route handler's request.headers, where
// Next's request.cookies is not at hand) and for document.cookie in the browser. Where Next
// gives a cookie jar (middleware's request.cookies, next/headers cookies()), that is used instead.

/** The value of cookie `name` in `cookies` ('a=1; b=2'), decoded; null when absent or mangled. */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null; // a cookie someone mangled: as if it were not there
    }
  }
  return null;
}
