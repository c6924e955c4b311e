// The two storefronts (DESIGN "Two storefronts, one build") and which host serves which
// (MAIN_HOSTS, GIFTS_HOSTS): the middleware's first rule, and every route handler's
// (edge/host-guard.ts).

export type Storefront = 'main' | 'gifts';

const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/** A Host header's name (lower-case; no port, brackets or trailing dot), or null for anything that is not a plain host[:port]. */
export function hostName(host: string | null): string | null {
  const value = (host ?? '').trim().toLowerCase();
  if (value.length === 0 || value.length > 260 || !HOST_HEADER.test(value)) return null;
  return value.startsWith('[') ? value.slice(1, value.indexOf(']')) : value.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The storefront a Host header names, or null for any host the site does not serve. */
export function storefrontForHost(host: string | null, hosts: { main: readonly string[]; gifts: readonly string[] }): Storefront | null {
  const name = hostName(host);
  return name === null ? null : hosts.gifts.includes(name) ? 'gifts' : hosts.main.includes(name) ? 'main' : null;
}
