import { loadOnce } from '@/features/common/load-once';

// The gift checkout's validation and order building (zod, the buyer schema, the order's
// builder) in their own chunk, asked for when the buyer first reaches into the form (focus or
// a press) and awaited when the form validates or the order is built: the page itself loads
// without zod. A failed load (a network blip) is asked for again the next time.

export const loadCheckoutCode = loadOnce(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('../checkout-schema'), import('../order')]).then(([resolvers, schema, order]) => ({
    zodResolver: resolvers.zodResolver,
    buyerSchema: schema.buyerSchema,
    giftBuyer: schema.giftBuyer,
    buildGiftOrder: order.buildGiftOrder,
  })),
);
