import ipaddr from 'ipaddr.js';

// The client address a request is counted and forwarded by (docs/architecture.md 'Client
// address'). Neither the middleware nor a route handler sees the TCP connection: Next hands
// them headers. `next start` writes the peer into X-Forwarded-For only when the request has
// none, so a client that sends its own would keep it; the site's own server (scripts/serve.mjs,
// Next's documented custom server, issue 46) sees the socket and stamps the peer in first
// (request/peer-stamp.mjs). By CLIENT_ADDRESS_FROM:
// - 'vercel' (default on Vercel): x-real-ip, which Vercel's edge sets and overwrites;
// - 'x-real-ip': that header, which the proxy in front overwrites (nginx: `proxy_set_header
//   X-Real-IP $remote_addr`, deploy/nginx/site.conf);
// - 'x-forwarded-for': the right-most hop not in TRUSTED_PROXIES (each proxy appends the
//   address it saw, so only the hops our own proxies added can be believed);
// - 'socket' (default elsewhere; no proxy): X-Forwarded-For's right-most hop, which
//   scripts/serve.mjs overwrote with the TCP peer. Under plain `next start` the client could
//   write it: a production start refuses 'socket' there (clientAddressProblem below).
// Under scripts/serve.mjs a request to a proxy mode from a peer not in TRUSTED_PROXIES counts
// by its peer too; without TRUSTED_PROXIES ('x-real-ip'), or under plain `next start`, the
// proxy modes hold while the instances can be reached through the proxy only.
// Route handlers and the middleware count by clientAddress (an IPv6 client by its /64: one
// household or host holds a whole /64); the middleware forwards vouchedForwardedFor to the router.

/** Where the client's address is read from (edge/config.ts validates CLIENT_ADDRESS_FROM against it). */
export const CLIENT_ADDRESS_SOURCES = ['socket', 'vercel', 'x-real-ip', 'x-forwarded-for'] as const;
export type ClientAddressSource = (typeof CLIENT_ADDRESS_SOURCES)[number];

/** The settings the address is read by: edge/config.ts's Config (loadConfig()) has them. */
export interface ClientAddressSettings {
  CLIENT_ADDRESS_FROM?: ClientAddressSource;
  VERCEL?: string;
  TRUSTED_PROXIES: readonly string[];
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const UNKNOWN = 'unknown';

function unmapped(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** An address as a proxy or Node writes it, a port ('203.0.113.9:51234', '[2001:db8::1]:443') allowed. */
function parse(value: string | null | undefined): Address | null {
  let text = value?.trim() ?? '';
  if (!text) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.split(':')[0]!;
  return ipaddr.isValid(text) ? unmapped(ipaddr.parse(text)) : null;
}

/** A bare address, as the middleware forwards one (no port). */
function parseBare(value: string | null | undefined): Address | null {
  const text = value?.trim() ?? '';
  return ipaddr.isValid(text) ? unmapped(ipaddr.parse(text)) : null;
}

function keyOf(address: Address): string {
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

function trusted(address: Address, proxies: readonly string[]): boolean {
  return proxies.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [parse(entry), address.kind() === 'ipv4' ? 32 : 128];
      if (!range) return false;
      const normalised = unmapped(range);
      return normalised.kind() === address.kind() && address.match(normalised, bits as number);
    } catch {
      return false; // edge/config.ts validated the list; an entry that still fails to parse trusts nothing
    }
  });
}

/** Walks x-forwarded-for from the right past our own proxies: the first hop they did not add (or the last of theirs). */
function rightmostUntrusted(header: string | null, proxies: readonly string[], read: (hop: string) => Address | null): Address | null {
  const hops = (header ?? '').split(',');
  let client: Address | null = null;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!hops[i]!.trim()) continue;
    const hop = read(hops[i]!);
    if (!hop) break; // a garbled hop: the last address we could believe stands
    client = hop;
    if (!trusted(hop, proxies)) break;
  }
  return client;
}

export function clientAddressSource(config: ClientAddressSettings): ClientAddressSource {
  return config.CLIENT_ADDRESS_FROM ?? (config.VERCEL === '1' ? 'vercel' : 'socket');
}

/** The rate-limit key of a request's client: an address (IPv6 as its /64), or 'unknown'. */
export function clientAddress(request: Request, config: ClientAddressSettings): string {
  const headers = request.headers;
  const source = clientAddressSource(config);
  if (source === 'vercel') {
    const vouched = parse(headers.get('x-real-ip')) ?? parse(headers.get('x-vercel-forwarded-for')?.split(',')[0]);
    return vouched ? keyOf(vouched) : UNKNOWN;
  }
  const forwarded = headers.get('x-forwarded-for');
  const vouched = source === 'x-real-ip' ? parse(headers.get('x-real-ip')) : source === 'x-forwarded-for' ? rightmostUntrusted(forwarded, config.TRUSTED_PROXIES, parse) : null;
  // 'socket', or the proxy's header missing: the peer Next wrote, unless the client wrote it.
  const address = vouched ?? parse(forwarded?.split(',').at(-1));
  return address ? keyOf(address) : UNKNOWN;
}

/**
 * The address the middleware's router call sends as X-Forwarded-For (SPEC §7, CONTRACT §1:
 * "when the site knows the client address"): the one the deployment vouches for, never a list
 * the visitor wrote. With 'socket' (no proxy) it knows none: the header may be the visitor's.
 */
export function vouchedForwardedFor(headers: Headers, config: ClientAddressSettings): string | null {
  const source = clientAddressSource(config);
  if (source === 'socket') return null;
  if (source !== 'x-forwarded-for') return parseBare(headers.get('x-real-ip'))?.toString() ?? null;
  return rightmostUntrusted(headers.get('x-forwarded-for'), config.TRUSTED_PROXIES, parseBare)?.toString() ?? null;
}

/**
 * Why a production start must not go ahead with this address source (issue 46), or null. Off
 * Vercel, 'socket' (named, or by default) is honest only under scripts/serve.mjs, which stamps
 * the TCP peer (`peerStamped`); under plain `next start` a client would choose the address
 * it is counted by, so the launch check refuses it until the operator names the proxy mode.
 */
export function clientAddressProblem(config: ClientAddressSettings & { APP_ENV: string }, peerStamped: boolean): string | null {
  if (config.APP_ENV !== 'production' || peerStamped || clientAddressSource(config) !== 'socket') return null;
  return (
    'CLIENT_ADDRESS_FROM: `next start` cannot see the client\'s address, so under socket a client chooses the address the burst limits count it by. ' +
    'Start the site with scripts/serve.mjs (npm start, the Docker image), or behind a proxy set CLIENT_ADDRESS_FROM (x-real-ip, or x-forwarded-for with TRUSTED_PROXIES).'
  );
}
