/** node:http's IncomingHttpHeaders, by shape (request/ imports no Node module). */
type NodeHeaders = Record<string, string | string[] | undefined>;

export const PEER_STAMP_ENV: 'SITE_PEER_STAMPED';
export interface PeerStampSettings {
  source: string;
  trustedProxies: readonly string[];
}
export function trustedPeer(peer: string | undefined, proxies: readonly string[]): boolean;
export function peerStampSettings(env: Record<string, string | undefined>): PeerStampSettings;
export function stampPeer(headers: NodeHeaders, peer: string | undefined, settings: PeerStampSettings): boolean;
