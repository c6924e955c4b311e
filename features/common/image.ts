import { loadConfig } from '@/edge/config';
import type { Image } from './schema';

// SPEC §9 image breakpoints (px). next.config.ts uses the same list as next/image's deviceSizes.
export const IMAGE_BREAKPOINTS = { ss: 360, ms: 480, xs: 576, sm: 768, md: 992, lg: 1200, xl: 1520, ll: 1920 } as const;
export const DEVICE_SIZES = Object.values(IMAGE_BREAKPOINTS);

/** Backend image URLs may be relative to the backend (CONTRACT: "url is absolute or starts with /"). */
export function imageSrc(url: string, backendUrl: string = loadConfig().BACKEND_URL): string {
  return url.startsWith('/') ? `${backendUrl}${url}` : url;
}

/** A `sizes` attribute from "up to breakpoint X the image is N vw wide" rules, e.g. full width
 * to md, then a fixed column: sizesFor([['md', '100vw']], '640px'). */
export function sizesFor(rules: [keyof typeof IMAGE_BREAKPOINTS, string][], otherwise: string): string {
  return [...rules.map(([bp, size]) => `(max-width: ${IMAGE_BREAKPOINTS[bp]}px) ${size}`), otherwise].join(', ');
}

export type { Image };
