// The gifts feature's client islands for app/: the header's basket count, which the shop's
// layout mounts once for every page (alone here, so a page ships no other island with it).
export { BasketCountBadge } from './components/BasketCountBadge';
