import { loadOnce } from '@/features/common/load-once';

// The gift checkout's validation and order building (zod, the buyer schema, the order's
// builder) in their own chunk, asked for when the buyer first reaches into the form (focus or
// a press) and awaited when the form validates or the order is built: the page itself loads
// without zod. A failed load (a network blip) is asked for again the next time.

let loaded: CheckoutCode | null = null;

async function load() {
  const [resolvers, schema, order] = await Promise.all([import('@hookform/resolvers/zod'), import('../checkout-schema'), import('../order')]);
  const code = { zodResolver: resolvers.zodResolver, buyerSchema: schema.buyerSchema, giftBuyer: schema.giftBuyer, buildGiftOrder: order.buildGiftOrder };
  loaded = code;
  return code;
}

export type CheckoutCode = Awaited<ReturnType<typeof load>>;

export const loadCheckoutCode = loadOnce(load);

/**
 * The code once it has arrived, without waiting (null before): a wallet's Pay press checks the
 * form with it in the press's own task, as Safari opens the Apple Pay sheet only there.
 */
export function loadedCheckoutCode(): CheckoutCode | null {
  return loaded;
}
