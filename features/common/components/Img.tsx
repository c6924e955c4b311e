import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

// Every image goes through Next's image optimiser (SPEC §9 breakpoints as deviceSizes in
// next.config.ts) as a plain <img> built by getImageProps: the same srcset, sizes and lazy
// loading as next/image, without its client component, so a page whose images are all
// rendered on the server ships no image script and hydrates no image. Safe in client
// components too (no hooks); it takes the URL as given.

interface ImgProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute; build it with sizesFor(). */
  sizes: string;
  /** Above the fold: preloaded with its srcset, fetched eagerly at high priority and decoded
   * with its frame (the LCP image). */
  priority?: boolean;
  className?: string;
}

export function Img({ src, alt, width, height, sizes, priority = false, className }: ImgProps) {
  // A priority image decodes with the frame it is in (next/image always asks for 'async'):
  // loaded before the first paint, it is in the first paint, not in a frame after the page's
  // scripts have run.
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? 'sync' : 'async',
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...props} alt={alt} />;
}
