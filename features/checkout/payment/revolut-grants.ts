// The browser's copy of the site's grants on the Revolut orders it made for this tab
// (features/checkout/revolut-grant.ts): the revolut-order route answers one with each order, and
// the order goes with it (submitOrder's REVOLUT_GRANT_HEADER), so a refused order releases its
// authorisation. A reload gets it back from the kept attempt (attempt-storage.ts).

export const REVOLUT_GRANT_HEADER = 'x-revolut-grant';
const grants = new Map<string, string>();

export function rememberRevolutGrant(orderId: string, grant: string): void {
  if (grants.size > 20) grants.clear(); // a handful per tab; never a growing map
  grants.set(orderId, grant);
}

export function revolutGrantFor(orderId: string): string | null {
  return grants.get(orderId) ?? null;
}

/** The grant of the Revolut order an order body pays with, if this tab has it. */
export function revolutGrantOf(body: unknown): string | null {
  const payment = (body as { payment?: { gateway?: unknown; details?: { revolut_order_id?: unknown } } } | null)?.payment;
  const id = payment?.gateway === 'revolut' ? payment.details?.revolut_order_id : null;
  return typeof id === 'string' ? revolutGrantFor(id) : null;
}
