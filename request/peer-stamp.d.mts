import type { IncomingHttpHeaders } from 'node:http';

export const PEER_STAMP_ENV: 'SITE_PEER_STAMPED';
export interface PeerStampSettings {
  source: string;
  trustedProxies: readonly string[];
}
export function trustedPeer(peer: string | undefined, proxies: readonly string[]): boolean;
export function peerStampSettings(env: Record<string, string | undefined>): PeerStampSettings;
export function stampPeer(headers: IncomingHttpHeaders, peer: string | undefined, settings: PeerStampSettings): boolean;
