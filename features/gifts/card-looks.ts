import type { Image } from '@/features/common/schema';
import type { Gift } from './catalogue';

// How each gift's cards look (SPEC §3 gift extras: the e-card's description and preview image,
// the postal card's description and image), for the previews on '/cards'. Only gifts with a
// card are kept: the page hands the lot to its island.

export interface CardLook {
  image: Image | null;
  description: string | null;
}

export interface GiftCardLooks {
  ecard: CardLook | null;
  postal: CardLook | null;
}

export function cardLooks(gifts: readonly Gift[], imageUrl: (image: Image | null) => Image | null = (image) => image): Record<string, GiftCardLooks> {
  const looks: Record<string, GiftCardLooks> = {};
  for (const gift of gifts) {
    if (!gift.ecardActive && !gift.postalCardActive) continue;
    looks[gift.id] = {
      ecard: gift.ecardActive ? { image: imageUrl(gift.ecardPreviewImage), description: gift.ecardDescription } : null,
      postal: gift.postalCardActive ? { image: imageUrl(gift.postalImage), description: gift.postalDescription } : null,
    };
  }
  return looks;
}
