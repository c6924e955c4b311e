import ipaddr from 'ipaddr.js';
import type { Config } from '../edge/config';

// The address the middleware's router call sends as X-Forwarded-For (CONTRACT §1: "when the
// site knows the client address"): never the visitor's own header, which anyone may set.
// The middleware runs on the edge runtime, without the socket stamp the route handlers trust
// (features/checkout/client-address.ts), so it knows the address only where the platform
// vouches for it in a header: on Vercel (CLIENT_ADDRESS_FROM 'vercel'), x-real-ip, which
// Vercel's edge sets and overwrites. Elsewhere it sends none.

export function vouchedForwardedFor(headers: Headers, config: Pick<Config, 'CLIENT_ADDRESS_FROM' | 'VERCEL'>): string | null {
  const source = config.CLIENT_ADDRESS_FROM ?? (config.VERCEL === '1' ? 'vercel' : 'socket');
  if (source !== 'vercel') return null;
  const real = headers.get('x-real-ip')?.trim() ?? '';
  return ipaddr.isValid(real) ? ipaddr.parse(real).toString() : null;
}
