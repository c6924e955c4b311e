import ipaddr from 'ipaddr.js';
import { socketAddress } from './socket-address';

// The client address a request is counted and forwarded by: one the client cannot choose
// (docs/architecture.md 'Client address'). By configuration, CLIENT_ADDRESS_FROM:
// - 'socket' (default off Vercel): the TCP peer, stamped by instrumentation.ts;
// - 'vercel' (default on Vercel): x-real-ip, which Vercel's edge sets and overwrites;
// - 'x-real-ip': that header, but only when the peer is one of TRUSTED_PROXIES;
// - 'x-forwarded-for': the right-most hop not in TRUSTED_PROXIES (each proxy appends the
//   address it saw, so only the hops our own proxies added can be believed).
// Route handlers count burst limits by clientAddress (an IPv6 client by its /64: one household
// or host holds a whole /64); the middleware, which has no socket, forwards
// vouchedForwardedFor to the router.

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

/** An address as a proxy or the socket stamp writes it, a port ('203.0.113.9:51234', '[2001:db8::1]:443') allowed. */
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

/** Walks x-forwarded-for from the right past our own proxies, from `start` (the peer, when known). */
function rightmostUntrusted(header: string | null, start: Address | null, proxies: readonly string[], read: (hop: string) => Address | null): Address | null {
  const hops = (header ?? '').split(',');
  let client = start;
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
  const peer = parse(socketAddress(headers));
  if (!peer) return UNKNOWN;
  if (source === 'socket' || !trusted(peer, config.TRUSTED_PROXIES)) return keyOf(peer);
  if (source === 'x-real-ip') return keyOf(parse(headers.get('x-real-ip')) ?? peer);
  return keyOf(rightmostUntrusted(headers.get('x-forwarded-for'), peer, config.TRUSTED_PROXIES, parse)!);
}

/**
 * The address the middleware's router call sends as X-Forwarded-For (SPEC §7, CONTRACT §1:
 * "when the site knows the client address"): the one the deployment vouches for, never a list
 * the visitor wrote. The middleware has no socket (the route handlers' stamp does not reach
 * it), so with 'socket' (the default off Vercel) it knows none: Next keeps a visitor's own
 * X-Forwarded-For there.
 */
export function vouchedForwardedFor(headers: Headers, config: ClientAddressSettings): string | null {
  const source = clientAddressSource(config);
  if (source === 'socket') return null;
  if (source !== 'x-forwarded-for') return parseBare(headers.get('x-real-ip'))?.toString() ?? null;
  return rightmostUntrusted(headers.get('x-forwarded-for'), null, config.TRUSTED_PROXIES, parseBare)?.toString() ?? null;
}
