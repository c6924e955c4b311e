// The TCP peer's address, for route handlers: Next does not give them the socket, and the
// x-forwarded-for it sets is only a default (`??=`): a client that sends its own keeps it. So
// instrumentation.ts wraps the Node server's 'request' event and writes the peer's address
// into SOCKET_ADDRESS_HEADER, overwriting whatever the client sent there, with a per-process
// random stamp: a header that lacks the stamp (the wrapper not installed, e.g. another
// runtime) is never believed.

export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';

const STAMP_KEY = Symbol.for('charity-site.socket-stamp');
type StampHolder = { [STAMP_KEY]?: string };

function stamp(): string | undefined {
  return (globalThis as StampHolder)[STAMP_KEY];
}

interface IncomingLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string } | null;
}

interface Emitter {
  emit(event: string | symbol, ...args: unknown[]): boolean;
}

/** Wraps `server.emit` (http.Server.prototype) so every request carries its stamped peer address. Idempotent. */
export function installSocketStamp(serverPrototype: Emitter): void {
  const marked = serverPrototype as Emitter & { [STAMP_KEY]?: true };
  if (marked[STAMP_KEY]) return;
  marked[STAMP_KEY] = true;
  const holder = globalThis as StampHolder;
  const value = (holder[STAMP_KEY] ??= crypto.randomUUID());
  const original = serverPrototype.emit;
  serverPrototype.emit = function emit(this: Emitter, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingLike;
      request.headers[SOCKET_ADDRESS_HEADER] = `${value} ${request.socket?.remoteAddress ?? ''}`;
    }
    return original.call(this, event, ...args);
  };
}

/** The socket peer's address of a request, or null when the header is missing or not ours. */
export function socketAddress(headers: Headers): string | null {
  const current = stamp();
  const raw = headers.get(SOCKET_ADDRESS_HEADER);
  if (!current || !raw) return null;
  const [given, address] = raw.split(' ');
  return given === current && address ? address : null;
}

/** Tests: stamps `headers` as the wrapper would (installing a stamp for this process if none). */
export function stampForTests(headers: Headers, address: string): void {
  const holder = globalThis as StampHolder;
  holder[STAMP_KEY] ??= crypto.randomUUID();
  headers.set(SOCKET_ADDRESS_HEADER, `${holder[STAMP_KEY]} ${address}`);
}
