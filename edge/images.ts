import type { Config } from './config';

// The image optimiser fetches, resizes and stores a copy per distinct URL it is given. Only the
// backend's image paths (IMAGE_PATHS), and only without a query (`search: ''` is Next's "no
// search"): a query or another path on the backend would mint a new stored copy per URL
// (issue 29, item 4).

export interface ImageRemotePattern {
  protocol: 'http' | 'https';
  hostname: string;
  port: string;
  pathname: string;
  search: string;
}

export function imageRemotePatterns(config: Pick<Config, 'BACKEND_URL' | 'IMAGE_PATHS'>): ImageRemotePattern[] {
  const backend = new URL(config.BACKEND_URL);
  const protocol = backend.protocol.replace(':', '') as 'http' | 'https';
  return config.IMAGE_PATHS.map((pathname) => ({ protocol, hostname: backend.hostname, port: backend.port, pathname, search: '' }));
}
