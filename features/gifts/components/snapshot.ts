import type { Currency } from '@/features/common/money';
import { productData, type BasketProductData } from '../basket/model';
import type { Gift } from '../catalogue';

/** What a product page hands its add-to-basket island: the basket's snapshot of the product. */
export interface BasketItemInput {
  id: string;
  path: string;
  data: BasketProductData;
}

export function productSnapshot(product: Gift, currency: Currency): BasketItemInput | null {
  const data = productData(product, currency);
  return data ? { id: product.id, path: product.url, data } : null;
}
