import { backendAssetUrl, type Image } from '../image';
import { Img } from './Img';

interface Props {
  image: Image;
  /** The `sizes` attribute; build it with sizesFor(). Default: full viewport width. */
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/** A backend image (its URL may be relative to the backend). */
export function SiteImage({ image, sizes = '100vw', priority = false, className }: Props) {
  return <Img src={backendAssetUrl(image.url)} alt={image.alt} width={image.width} height={image.height} sizes={sizes} priority={priority} className={className} />;
}
