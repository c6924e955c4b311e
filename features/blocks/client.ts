// The blocks feature's browser-safe components: what client islands of other features may
// import (components/index.ts also carries server-only blocks, sanitize-html and gifts data).
export { TeaserCard } from './components/TeaserCard';
