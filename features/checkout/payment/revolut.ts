import type { RevolutPaymentsModuleInstance } from '@revolut/checkout';
import { PAYMENT_TOKEN_HEADER, storedPaymentToken } from '@/features/common/modes';
import { REVOLUT_ORDER_TO_COME, revolutPayment } from './payments';
import { rememberRevolutGrant } from './revolut-grants';
import type { PaymentContext, PaymentOutcome } from './provider';

// Revolut Pay through RevolutCheckout.js (@revolut/checkout, loaded from merchant.revolut.com
// only once Revolut Pay is chosen on the payment step). Its button asks the site for a Revolut
// order: the site's route checks the order the donor is about to place (the context's
// orderDraft) as its order route would, and only then creates the Revolut order, for that
// order's total, with the secret key and manual capture. The donor pays (authorises) in
// Revolut's window, and the paid order's id becomes the order body's payment; the order route
// captures it once the backend has made the order. Monthly gifts save the payment method for the
// charity's monthly charges (the order carries SPEC §9's billing plan).

export const REVOLUT_ORDER_ROUTE = '/api/checkout/revolut-order';
export const REVOLUT_NOT_APPROVED = 'Please confirm your donation with the Revolut Pay button.';
export const REVOLUT_FAILED = 'Revolut Pay could not take the payment. Please try again or choose another payment method.';

export type RevolutPaymentsLoad = (options: { publicToken: string; mode: 'prod' | 'sandbox'; locale: 'en' }) => Promise<RevolutPaymentsModuleInstance>;

const loadRevolutPayments: RevolutPaymentsLoad = (options) => import('@revolut/checkout').then(({ default: RevolutCheckout }) => RevolutCheckout.payments(options));

export interface CreatedRevolutOrder {
  /** The order's token, which the widget pays. */
  publicId: string;
  /** The order's id, and the site's grant on it (remembered for the order: revolut-grants.ts). */
  orderId: string | null;
  /** Revolut's hosted page for the order (what the sandbox provider pays on). */
  checkoutUrl: string | null;
}

/**
 * Asks the site for a Revolut order for the order the donor is about to place (its public id is
 * what the widget needs). Throws with the message to show when the site refuses that order.
 */
export async function createRevolutOrder(context: PaymentContext, fetcher: typeof fetch = fetch): Promise<CreatedRevolutOrder> {
  if (!context.orderDraft) throw new Error(REVOLUT_FAILED);
  const draft = await context.orderDraft(revolutPayment(context, REVOLUT_ORDER_TO_COME).payment);
  const headers: Record<string, string> = { ...draft.headers, 'content-type': 'application/json', accept: 'application/json' };
  const token = storedPaymentToken();
  if (token) headers[PAYMENT_TOKEN_HEADER] = token;
  const response = await fetcher(REVOLUT_ORDER_ROUTE, { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify(draft.body) });
  const body = (await response.json().catch(() => null)) as { publicId?: unknown; orderId?: unknown; grant?: unknown; checkoutUrl?: unknown; message?: unknown } | null;
  if (!response.ok || typeof body?.publicId !== 'string') throw new Error(typeof body?.message === 'string' && body.message ? body.message : REVOLUT_FAILED);
  const orderId = typeof body.orderId === 'string' ? body.orderId : null;
  if (orderId && typeof body.grant === 'string') rememberRevolutGrant(orderId, body.grant);
  return { publicId: body.publicId, orderId, checkoutUrl: typeof body.checkoutUrl === 'string' ? body.checkoutUrl : null };
}

export interface RevolutPayHandlers {
  onApproved(outcome: PaymentOutcome & { ok: true }): void;
  onFailed(message: string): void;
}

/** Mounts the Revolut Pay button in `target`; resolves with the function that removes it. */
export async function mountRevolutPay(
  target: HTMLElement,
  context: PaymentContext,
  publicKey: string,
  handlers: RevolutPayHandlers,
  load: RevolutPaymentsLoad = loadRevolutPayments,
  createOrder: () => Promise<{ publicId: string }> = () => createRevolutOrder(context).then(({ publicId }) => ({ publicId })),
): Promise<() => void> {
  const instance = await load({ publicToken: publicKey, mode: context.mode === 'live' ? 'prod' : 'sandbox', locale: 'en' });
  instance.revolutPay.mount(target, {
    currency: context.currency,
    totalAmount: context.amountMinor,
    createOrder,
    savePaymentMethodForMerchant: context.kind === 'monthly',
    customer: { name: context.donorName || undefined, email: context.email || undefined },
  });
  instance.revolutPay.on('payment', (event) => {
    if (event.type === 'success') handlers.onApproved(revolutPayment(context, event.orderId, context.donorName || null));
    else if (event.type === 'error') handlers.onFailed(event.error?.message || REVOLUT_FAILED);
    else handlers.onFailed(REVOLUT_NOT_APPROVED);
  });
  return () => instance.destroy();
}
