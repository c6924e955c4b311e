// The two storefronts (DESIGN "Two storefronts, one build"). Which host serves which is decided
// by the routing (routing/decide.ts storefrontForHost) from MAIN_HOSTS and GIFTS_HOSTS.

export type Storefront = 'main' | 'gifts';
