import { createHash } from 'node:crypto';
import type { Image } from './types';

/** A stable UUID (v4 layout) derived from a key, so seeds are identical on every start. */
export function uuidFor(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The illustrations (and the gift regions' flags) in sandbox/images/<name>.svg, all drawn on a
 * 1200×800 canvas. The sandbox serves each as /images/<name>.svg and rasterised as
 * /images/<name>.png.
 */
export const IMAGE_NAMES = [
  'goat', 'school-kit', 'water-well', 'chickens', 'seeds', 'midwife-kit', 'beehive', 'trees',
  'solar-lamp', 'cow', 'fishing-kit', 'santa-letter', 'corporate-gift', 'gift-bundle', 'free-gift',
  'ecard', 'postal-card', 'family', 'farmer', 'classroom', 'flood', 'drought', 'clinic', 'market',
  'emergency-tent', 'map', 'report', 'volunteers', 'flag-ie', 'flag-gb', 'flag-us',
] as const;
export type ImageName = (typeof IMAGE_NAMES)[number];

export function img(name: ImageName, alt: string): Image {
  return { url: `/images/${name}.png`, alt, width: 1200, height: 800 };
}
