import { loadConfig } from '@/edge/config';
import type { Image } from './schema';

import { IMAGE_BREAKPOINTS } from './breakpoints';

/** Backend images and files may be relative to the backend (CONTRACT: "url is absolute or starts with /"). */
export function backendAssetUrl(url: string, backendUrl: string = loadConfig().BACKEND_URL): string {
  return url.startsWith('/') ? `${backendUrl}${url}` : url;
}

/** A `sizes` attribute from "up to breakpoint X the image is N vw wide" rules, e.g. full width
 * to md, then a fixed column: sizesFor([['md', '100vw']], '640px'). */
export function sizesFor(rules: [keyof typeof IMAGE_BREAKPOINTS, string][], otherwise: string): string {
  return [...rules.map(([bp, size]) => `(max-width: ${IMAGE_BREAKPOINTS[bp]}px) ${size}`), otherwise].join(', ');
}

export type { Image };
