// The two storefronts (DESIGN "Two storefronts, one build") and which host serves which
// (MAIN_HOSTS, GIFTS_HOSTS): the middleware's first rule, and every route handler's
// (edge/host-guard.ts).

export type Storefront = 'main' | 'gifts';

const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/** The storefront a Host header names, or null for any host the site does not serve (and for anything that is not a plain host[:port]). */
export function storefrontForHost(host: string | null, hosts: { main: readonly string[]; gifts: readonly string[] }): Storefront | null {
  const value = (host ?? '').trim().toLowerCase();
  if (value.length === 0 || value.length > 260 || !HOST_HEADER.test(value)) return null;
  const name = value.startsWith('[') ? value.slice(1, value.indexOf(']')) : value.replace(/:\d+$/, '').replace(/\.$/, '');
  if (hosts.gifts.includes(name)) return 'gifts';
  if (hosts.main.includes(name)) return 'main';
  return null;
}
