import 'server-only';
import { loadConfig } from '@/edge/config';
import { createOrderHandler, gatewayProblem } from '@/features/checkout/data';
import { currencyForCountry, toDecimalString } from '@/features/common/money';
import type { Catalogue } from './catalogue';
import { getGiftsCatalogue } from './data';
import { hasCustomAmount } from './basket/model';
import { GiftOrderRequestSchema, type GiftOrderBody } from './order';

// POST /api/gifts/order: the shared order route helper (JSON only, bounded body,
// Idempotency-Key, rate limit, zod re-validation, order create) with the gift order schema,
// plus the checks only the server can make: the payment gateway belongs to the server's
// payment mode (SPEC §6), every item is a gift of the catalogue at its catalogue price in the
// site's currency, and Gift Aid is only sent where it applies (GB).

export const BASKET_CHANGED = 'Some gifts in your basket have changed. Please check your basket and try again.';

/** Every order item matches the catalogue: a known sku, its price (or, for custom amounts, at least 1). */
export function checkItemsAgainstCatalogue(body: GiftOrderBody, catalogue: Catalogue, currency: string): string | null {
  const bySku = new Map(catalogue.products.flatMap((p) => Object.values(p.price).map((price) => [price!.sku, { product: p, price: price! }] as const)));
  for (const item of body.order.order_items) {
    if (item.unit_price.currency_code !== currency) return BASKET_CHANGED;
    const known = bySku.get(item.purchased_entity.sku);
    if (!known || known.price.currency !== currency) return BASKET_CHANGED;
    if (known.product.bundle === 'gift_free') {
      if (item.unit_price.number !== '0.00' || item.quantity !== 1) return BASKET_CHANGED;
    } else if (hasCustomAmount(known.product)) {
      if (Number(item.unit_price.number) < 1) return BASKET_CHANGED;
    } else if (item.unit_price.number !== toDecimalString(known.price.amount)) {
      return BASKET_CHANGED;
    }
  }
  return null;
}

export const handleGiftOrder = createOrderHandler({
  schema: GiftOrderRequestSchema,
  kind: 'gift',
  async check(body, request) {
    const config = loadConfig();
    const unavailable = await gatewayProblem(body.payment.gateway, request, config);
    if (unavailable) return unavailable;
    if (body.order.field_giftaid && config.DEFAULT_COUNTRY !== 'GB') return 'Gift Aid applies to UK taxpayers only.';
    const catalogue = await getGiftsCatalogue();
    // Without the catalogue the backend still checks skus; prices are then its word alone.
    return catalogue ? checkItemsAgainstCatalogue(body, catalogue, currencyForCountry(config.DEFAULT_COUNTRY)) : null;
  },
});
