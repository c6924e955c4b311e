import { backendAssetUrl } from '@/features/common/image';
import type { Teaser } from './schema';

/** Server side: a teaser whose backend-relative image URL is made absolute, for TeaserCard. */
export function withAbsoluteImage(teaser: Teaser): Teaser {
  return teaser.image ? { ...teaser, image: { ...teaser.image, url: backendAssetUrl(teaser.image.url) } } : teaser;
}
