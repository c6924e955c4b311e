import type { Stripe } from '@stripe/stripe-js';
import type { OrderOutcome } from '../order-response';
import { cardPayment } from '../payment/payments';
import type { PaymentContext, PaymentFieldsHandle, PaymentOutcome, WalletPayer } from '../payment/provider';

// Apple Pay / Google Pay through Stripe's payment request, in two halves. Safari opens the
// Apple Pay sheet only from inside the donor's gesture: show() must run in the same task as the
// click, with no await before it. So everything that awaits (loading Stripe, creating the
// request, canMakePayment) is done when the method is chosen (prepareWallet), and the handle's
// authorize() only updates the total and calls show(), synchronously. The sheet stays open on
// its spinner until the order's first answer: it says 'success' only for an order the backend
// accepted, 'fail' for any refusal (issue 46: it said 'success' before the order was even sent).

export const WALLET_UNAVAILABLE = 'This payment method is not available just now.';
export const WALLET_LOADING = 'The payment form is still loading. Please try again in a moment.';
export const WALLET_CANCELLED = 'The payment was cancelled.';

type Total = { label: string; amount: number };
const totalOf = (context: Pick<PaymentContext, 'kind' | 'amountMinor'>): Total => ({ label: context.kind === 'monthly' ? 'Monthly donation' : 'Donation', amount: context.amountMinor });

export type Wallet = 'apple_pay' | 'google_pay';

/** The sheet's answer: Stripe's PaymentRequestPaymentMethodEvent, as far as the site reads it. */
export interface WalletPaymentEvent {
  paymentMethod: { id: string; billing_details?: { name?: string | null; email?: string | null; phone?: string | null; address?: Partial<Record<keyof NonNullable<WalletPayer['address']>, string | null>> | null } };
  payerName?: string;
  payerEmail?: string;
  payerPhone?: string;
  complete(status: 'success' | 'fail'): void;
}

/** The part of Stripe's PaymentRequest the site uses: Stripe's own, or the sandbox wallet's stand-in (./sandbox-wallet.ts). */
export interface WalletRequest {
  canMakePayment(): Promise<{ applePay?: boolean; googlePay?: boolean } | null>;
  update(options: { total: Total }): void;
  show(): void;
  on(event: 'paymentmethod', handler: (event: WalletPaymentEvent) => void): unknown;
  on(event: 'cancel', handler: () => void): unknown;
  off(event: 'paymentmethod', handler: (event: WalletPaymentEvent) => void): unknown;
  off(event: 'cancel', handler: () => void): unknown;
}

/** A payment request ready to show: created, and canMakePayment answered. */
export type PreparedWallet = { state: 'loading' } | { state: 'unavailable' } | { state: 'ready'; request: WalletRequest };

/** The payer as the sheet gave it: its contact fields, else the payment method's billing details. */
export function payerOf(event: WalletPaymentEvent): WalletPayer {
  const billing = event.paymentMethod.billing_details ?? {};
  const text = (...values: (string | null | undefined)[]) => values.find((v) => typeof v === 'string' && v.trim())?.trim() ?? null;
  const address = billing.address ?? null;
  return {
    name: text(event.payerName, billing.name),
    email: text(event.payerEmail, billing.email),
    phone: text(event.payerPhone, billing.phone),
    address: address
      ? { line1: text(address.line1), line2: text(address.line2), city: text(address.city), state: text(address.state), postal_code: text(address.postal_code), country: text(address.country)?.toUpperCase() ?? null }
      : null,
  };
}

/** Everything that awaits, done before the click. */
export async function prepareWallet(stripe: Stripe | null, context: PaymentContext, wallet: Wallet): Promise<PreparedWallet> {
  const found = await prepareAnyWallet(stripe, context);
  if (found.state !== 'ready') return found;
  return found.wallets[wallet === 'apple_pay' ? 'applePay' : 'googlePay'] ? { state: 'ready', request: found.request } : { state: 'unavailable' };
}

/**
 * The request for whichever wallet this browser has (Apple Pay first): the appeal page's
 * wallet button. The payer's name also brings Apple Pay's billing address (Stripe's docs).
 */
export async function prepareAnyWallet(
  stripe: Stripe | null,
  context: Pick<PaymentContext, 'country' | 'currency' | 'kind' | 'amountMinor'>,
): Promise<{ state: 'unavailable' } | { state: 'ready'; request: WalletRequest; wallet: Wallet; wallets: { applePay?: boolean; googlePay?: boolean } }> {
  if (!stripe) return { state: 'unavailable' };
  try {
    const request: WalletRequest = stripe.paymentRequest({
      country: context.country,
      currency: context.currency.toLowerCase(),
      total: totalOf(context),
      requestPayerName: true,
      requestPayerEmail: true,
    });
    const can = await request.canMakePayment();
    if (!can || (!can.applePay && !can.googlePay)) return { state: 'unavailable' };
    return { state: 'ready', request, wallet: can.applePay ? 'apple_pay' : 'google_pay', wallets: can };
  } catch {
    return { state: 'unavailable' };
  }
}

type SheetResult = 'success' | 'fail';

/**
 * The sheet each request has open, waiting for the order's answer: kept by request, not by
 * handle, because the fields make a new handle on every render while the donor waits.
 */
const openSheets = new WeakMap<WalletRequest, (result: SheetResult) => void>();

/** What the sheet says of an order's first answer: success only for a 201 the backend accepted (placed, or waiting for 3-D Secure). */
export function sheetResult(answer: OrderOutcome | null): SheetResult {
  return answer?.statusCode === 201 && (answer.orderStatus === 'completed' || answer.orderStatus === 'requires_action') ? 'success' : 'fail';
}

/** Closes the request's open sheet, if any, with `result` (once). */
function closeSheet(request: WalletRequest, result: SheetResult): void {
  const complete = openSheets.get(request);
  openSheets.delete(request);
  complete?.(result);
}

/**
 * Opens the sheet: synchronous up to and including show() (called from the submit handler's
 * own task); the promise settles with the donor's choice. The sheet stays open until
 * closeSheet (the handle's orderAnswered).
 */
export function showWallet(request: WalletRequest, context: PaymentContext, wallet: Wallet): Promise<PaymentOutcome> {
  closeSheet(request, 'fail'); // a sheet from an earlier press that no answer closed
  // The amount may have changed (the fee) since the request was made; update() is allowed while no sheet shows.
  request.update({ total: totalOf(context) });
  return new Promise<PaymentOutcome>((resolve) => {
    const done = () => {
      request.off('paymentmethod', onPaymentMethod);
      request.off('cancel', onCancel);
    };
    const onPaymentMethod = (event: WalletPaymentEvent) => {
      done();
      openSheets.set(request, (result) => event.complete(result));
      const payer = payerOf(event);
      resolve({ ...cardPayment(context, event.paymentMethod.id, wallet, payer.name), payer });
    };
    const onCancel = () => {
      done();
      resolve({ ok: false, message: WALLET_CANCELLED });
    };
    request.on('paymentmethod', onPaymentMethod);
    request.on('cancel', onCancel);
    request.show();
  });
}

/**
 * The handle the form calls on submit: authorize() never awaits before show(); orderAnswered()
 * closes the sheet with the order's first answer. `settled` hears each outcome (the fields show
 * a refusal themselves: PaymentOutcome).
 */
export function walletHandle(
  prepared: () => PreparedWallet,
  context: () => PaymentContext,
  wallet: Wallet,
  nextAction: PaymentFieldsHandle['handleNextAction'],
  settled: (outcome: PaymentOutcome) => void = () => {},
): PaymentFieldsHandle {
  const open = (): Promise<PaymentOutcome> => {
    const current = prepared();
    if (current.state === 'loading') return Promise.resolve({ ok: false, message: WALLET_LOADING });
    if (current.state === 'unavailable') return Promise.resolve({ ok: false, message: WALLET_UNAVAILABLE });
    return showWallet(current.request, context(), wallet);
  };
  return {
    authorize() {
      const outcome = open();
      void outcome.then(settled);
      return outcome;
    },
    handleNextAction: nextAction,
    orderAnswered(answer) {
      const current = prepared();
      if (current.state === 'ready') closeSheet(current.request, sheetResult(answer));
    },
  };
}
