import NextImage from 'next/image';
import { backendAssetUrl, type Image } from '../image';

// Every backend image goes through next/image (SPEC §9 breakpoints as deviceSizes in
// next.config.ts), served from the backend's URL.

interface Props {
  image: Image;
  /** The `sizes` attribute; build it with sizesFor(). Default: full viewport width. */
  sizes?: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  className?: string;
}

export function SiteImage({ image, sizes = '100vw', priority = false, className }: Props) {
  return (
    <NextImage
      src={backendAssetUrl(image.url)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      // next/image preloads a priority image but leaves the <img> at the default fetch
      // priority; the LCP image should win over scripts when the browser discovers it.
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
