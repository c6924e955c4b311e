import type { RevolutPaymentsModuleInstance } from '@revolut/checkout';
import { PAYMENT_TOKEN_HEADER, storedPaymentToken } from '@/features/common/modes';
import { revolutPayment } from './payments';
import type { PaymentContext, PaymentOutcome } from './provider';

// Revolut Pay through RevolutCheckout.js (@revolut/checkout, loaded from merchant.revolut.com
// only once Revolut Pay is chosen on the payment step). Its button asks the site for a Revolut
// order (the site's route creates it with the secret key), the donor pays in Revolut's window,
// and the paid order's id becomes the order body's payment. Monthly gifts save the payment
// method for the charity's monthly charges (the order carries SPEC §9's billing plan).

export const REVOLUT_ORDER_ROUTE = '/api/checkout/revolut-order';
export const REVOLUT_NOT_APPROVED = 'Please confirm your donation with the Revolut Pay button.';
export const REVOLUT_FAILED = 'Revolut Pay could not take the payment. Please try again or choose another payment method.';

export type RevolutPaymentsLoad = (options: { publicToken: string; mode: 'prod' | 'sandbox'; locale: 'en' }) => Promise<RevolutPaymentsModuleInstance>;

const loadRevolutPayments: RevolutPaymentsLoad = (options) => import('@revolut/checkout').then(({ default: RevolutCheckout }) => RevolutCheckout.payments(options));

/** Asks the site for a Revolut order of this gift's amount (its public id is what the widget needs). */
export async function createRevolutOrder(context: PaymentContext, fetcher: typeof fetch = fetch): Promise<{ publicId: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = storedPaymentToken();
  if (token) headers[PAYMENT_TOKEN_HEADER] = token;
  const response = await fetcher(REVOLUT_ORDER_ROUTE, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ amountMinor: context.amountMinor, currency: context.currency }),
  });
  const body = (await response.json().catch(() => null)) as { publicId?: unknown; message?: unknown } | null;
  if (!response.ok || typeof body?.publicId !== 'string') throw new Error(typeof body?.message === 'string' ? body.message : REVOLUT_FAILED);
  return { publicId: body.publicId };
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
  createOrder: () => Promise<{ publicId: string }> = () => createRevolutOrder(context),
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
