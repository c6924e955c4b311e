// The gifts feature's client islands for app/, which the shop's layout mounts once for every
// page (alone here, so a page ships no other island with them): the header's basket count, and
// the one listener that answers the gift tiles' Add buttons (the basket's code loads on a press).
export { BasketCountBadge } from './components/BasketCountBadge';
export { TileAddListener } from './components/TileAddListener';
