import type { Config } from './config';

// Which storefront a request is for, by host name (DESIGN "Two storefronts, one build").

export type Storefront = 'main' | 'gifts';

/** 'gifts.localhost:3000' → 'gifts.localhost'; '[::1]:3000' → '::1'. */
export function hostName(hostHeader: string | null): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1).split(']')[0]!;
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The storefront for a Host header, or null for a host the site does not serve. */
export function storefrontForHost(hostHeader: string | null, config: Pick<Config, 'GIFTS_HOSTS' | 'MAIN_HOSTS'>): Storefront | null {
  const host = hostName(hostHeader);
  if (config.GIFTS_HOSTS.includes(host)) return 'gifts';
  if (config.MAIN_HOSTS.includes(host)) return 'main';
  return null;
}

/** '/appeal/x' on the gifts host → '/gifts/appeal/x': the route tree under app/<storefront>. */
export function storefrontPath(storefront: Storefront, pathname: string): string {
  return pathname === '/' ? `/${storefront}` : `/${storefront}${pathname}`;
}
