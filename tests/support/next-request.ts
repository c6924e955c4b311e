// Requests as `next start` hands them to a route handler or the middleware: no socket, and
// X-Forwarded-For set to the TCP peer's address only when the client sent none (`??=` in
// next/dist/server/base-server.js). request/client-address.ts reads the client from there.

/** Sets X-Forwarded-For to `peer` unless the request carries one, as Next does; returns `headers`. */
export function fromPeer(headers: Headers, peer: string): Headers {
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', peer);
  return headers;
}
