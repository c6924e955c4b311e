// The two storefronts (DESIGN "Two storefronts, one build"). Which host serves which is decided
// by next.config.ts rewrites built from MAIN_HOSTS and GIFTS_HOSTS (content-sync/route-table.ts).

export type Storefront = 'main' | 'gifts';

/** 'gifts.localhost:3000' → 'gifts.localhost'; '[::1]:3000' → '::1'. */
export function hostName(hostHeader: string | null): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1).split(']')[0]!;
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}
