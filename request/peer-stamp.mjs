import ipaddr from 'ipaddr.js';

// What scripts/serve.mjs (the site's production server, issue 46) writes into a request before
// Next sees it, from the TCP peer, so the address request/client-address.ts counts a client by
// is one the client cannot choose. `next start` hands route handlers and the middleware
// headers only, and writes the peer into X-Forwarded-For only when the request has none; this
// server, Next's documented custom server, sees the socket. By CLIENT_ADDRESS_FROM:
// - 'socket' (no proxy): X-Forwarded-For is overwritten with the peer, X-Real-IP dropped;
// - a proxy mode ('x-real-ip', 'x-forwarded-for'): a request from a peer in TRUSTED_PROXIES
//   keeps what the proxy wrote; one from any other peer (sent to the instance directly, past
//   the proxy) is stamped as under 'socket'. With no TRUSTED_PROXIES under 'x-real-ip' the
//   proxy cannot be told from a client: the headers are kept (the instances must then be
//   reachable through the proxy only, README "Configuration");
// - 'vercel': untouched (Vercel runs no custom server; its edge overwrites x-real-ip).
// Plain JavaScript: the Docker image runs the server with node alone.

/** The env variable scripts/serve.mjs sets in its own process: the launch check's proof that the peer is stamped. */
export const PEER_STAMP_ENV = 'SITE_PEER_STAMPED';

/** An address as Node gives a peer ('::ffff:127.0.0.1' too), or null. */
function parse(text) {
  if (typeof text !== 'string' || !ipaddr.isValid(text.trim())) return null;
  return ipaddr.process(text.trim());
}

/** The peer is one of TRUSTED_PROXIES (addresses or CIDR ranges, as edge/config.ts validated them). */
export function trustedPeer(peer, proxies) {
  const address = parse(peer);
  if (!address) return false;
  return proxies.some((entry) => {
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry.trim());
        const normal = range.kind() === 'ipv6' && range.isIPv4MappedAddress() ? [range.toIPv4Address(), bits - 96] : [range, bits];
        return normal[0].kind() === address.kind() && address.match(normal[0], normal[1]);
      }
      const single = parse(entry);
      return single !== null && single.kind() === address.kind() && single.toNormalizedString() === address.toNormalizedString();
    } catch {
      return false; // an entry that does not parse trusts nothing
    }
  });
}

/** The address source as request/client-address.ts's clientAddressSource reads it from the environment. */
export function peerStampSettings(env) {
  const list = (env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const source = env.CLIENT_ADDRESS_FROM || (env.VERCEL === '1' ? 'vercel' : 'socket');
  return { source, trustedProxies: list };
}

/**
 * Rewrites `headers` (node:http's IncomingHttpHeaders, lower-case names) from the TCP `peer`
 * as described above. Returns whether the peer was stamped.
 */
export function stampPeer(headers, peer, { source, trustedProxies }) {
  if (source === 'vercel') return false;
  if (source !== 'socket' && (trustedProxies.length === 0 ? source === 'x-real-ip' : trustedPeer(peer, trustedProxies))) return false;
  delete headers['x-real-ip'];
  delete headers['x-vercel-forwarded-for'];
  const address = parse(peer);
  if (address) headers['x-forwarded-for'] = address.toString();
  else delete headers['x-forwarded-for'];
  return true;
}
