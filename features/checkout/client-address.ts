import ipaddr from 'ipaddr.js';
import { loadConfig, type ClientAddressSource, type Config } from '@/edge/config';
import { socketAddress } from './socket-address';

// The client address the burst limits count by: one the client cannot choose (docs/
// architecture.md 'Client address'). By configuration, CLIENT_ADDRESS_FROM:
// - 'socket' (default off Vercel): the TCP peer, stamped by instrumentation.ts;
// - 'vercel' (default on Vercel): x-real-ip, which Vercel's edge sets and overwrites;
// - 'x-real-ip': that header, but only when the peer is one of TRUSTED_PROXIES;
// - 'x-forwarded-for': the right-most hop not in TRUSTED_PROXIES (each proxy appends the
//   address it saw, so only the hops our own proxies added can be believed).
// An IPv6 client counts by its /64: one household or host holds a whole /64.

const UNKNOWN = 'unknown';

function parse(value: string | null | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let text = value?.trim() ?? '';
  if (!text) return null;
  // '[2001:db8::1]:443' and '203.0.113.9:51234' (some proxies add the port).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.split(':')[0]!;
  if (!ipaddr.isValid(text)) return null;
  const address = ipaddr.parse(text);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

function keyOf(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

function trusted(address: ipaddr.IPv4 | ipaddr.IPv6, proxies: readonly string[]): boolean {
  for (const entry of proxies) {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [parse(entry), address.kind() === 'ipv4' ? 32 : 128];
      if (!range) continue;
      const normalised = range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() ? (range as ipaddr.IPv6).toIPv4Address() : range;
      if (normalised.kind() === address.kind() && address.match(normalised, bits as number)) return true;
    } catch {
      // edge/config.ts validated the list; an entry that still fails to parse trusts nothing.
    }
  }
  return false;
}

export function clientAddressSource(config: Config): ClientAddressSource {
  return config.CLIENT_ADDRESS_FROM ?? (config.VERCEL === '1' ? 'vercel' : 'socket');
}

/** The rate-limit key of a request's client: an address (IPv6 as its /64), or 'unknown'. */
export function clientAddress(request: Request, config: Config = loadConfig()): string {
  const headers = request.headers;
  const source = clientAddressSource(config);
  if (source === 'vercel') {
    const vouched = parse(headers.get('x-real-ip')) ?? parse(headers.get('x-vercel-forwarded-for')?.split(',')[0]);
    return vouched ? keyOf(vouched) : UNKNOWN;
  }
  const peer = parse(socketAddress(headers));
  if (!peer) return UNKNOWN;
  if (source === 'socket' || !trusted(peer, config.TRUSTED_PROXIES)) return keyOf(peer);
  if (source === 'x-real-ip') {
    const real = parse(headers.get('x-real-ip'));
    return keyOf(real ?? peer);
  }
  // x-forwarded-for: walk from the right past our own proxies.
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = parse(hops[i]);
    if (!hop) break; // a garbled hop: the last address we could trust stands
    client = hop;
    if (!trusted(hop, config.TRUSTED_PROXIES)) break;
  }
  return keyOf(client);
}
