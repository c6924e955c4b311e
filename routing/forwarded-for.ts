import ipaddr from 'ipaddr.js';
import type { Config } from '../edge/config';

// The address the middleware's router call sends as X-Forwarded-For (SPEC §7, CONTRACT §1:
// "when the site knows the client address"): the one the deployment vouches for, never a list
// the visitor wrote. The middleware has no socket (the route handlers' stamp,
// features/checkout/client-address.ts, does not reach it), so it knows the address only where
// something in front vouches for it in a header, by CLIENT_ADDRESS_FROM:
// - 'vercel': x-real-ip, which Vercel's edge sets and overwrites;
// - 'x-real-ip': that header, set by the proxy in front;
// - 'x-forwarded-for': the right-most hop not in TRUSTED_PROXIES (each proxy appends the
//   address it saw; what is left of our own proxies' hops is the visitor's to write);
// - 'socket' (the default off Vercel): none. Next keeps a visitor's own X-Forwarded-For there.

type Address = ipaddr.IPv4 | ipaddr.IPv6;

function parse(text: string | null | undefined): Address | null {
  const value = text?.trim() ?? '';
  if (!ipaddr.isValid(value)) return null;
  const address = ipaddr.parse(value);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

function trusted(address: Address, proxies: readonly string[]): boolean {
  return proxies.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [parse(entry), address.kind() === 'ipv4' ? 32 : 128];
      return range !== null && range.kind() === address.kind() && address.match(range, bits as number);
    } catch {
      return false;
    }
  });
}

export function vouchedForwardedFor(headers: Headers, config: Pick<Config, 'CLIENT_ADDRESS_FROM' | 'VERCEL' | 'TRUSTED_PROXIES'>): string | null {
  const source = config.CLIENT_ADDRESS_FROM ?? (config.VERCEL === '1' ? 'vercel' : 'socket');
  if (source === 'socket') return null;
  if (source !== 'x-forwarded-for') return parse(headers.get('x-real-ip'))?.toString() ?? null;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',');
  let client: Address | null = null;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = parse(hops[i]);
    if (!hop) break; // a garbled hop: the last address we could believe stands
    client = hop;
    if (!trusted(hop, config.TRUSTED_PROXIES)) break;
  }
  return client?.toString() ?? null;
}
